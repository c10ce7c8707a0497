import { defineCommand } from '../define.js';

export const usage = 'list_unknownservers';

const help = `List all unknown region servers
Examples:
hbase> list_unknownservers
`;

/** Servers meta names that the master does not know: none. */
export const list_unknownservers = defineCommand({
  name: 'list_unknownservers',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    const servers: string[] = [];
    return { outputs: [{ kind: 'table', header: ['SERVERNAME'], rows: servers.map((s) => [s]), footer: servers.length }] };
  },
});
