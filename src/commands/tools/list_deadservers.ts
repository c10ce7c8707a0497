import { defineCommand } from '../define.js';

export const usage = 'list_deadservers';

const help = `List all dead region servers in hbase
Examples:
hbase> list_deadservers
`;

/** No region server of a running standalone cluster is dead. */
export const list_deadservers = defineCommand({
  name: 'list_deadservers',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    const servers: string[] = [];
    return { outputs: [{ kind: 'table', header: ['SERVERNAME'], rows: servers.map((s) => [s]), footer: servers.length }] };
  },
});
