import { toS } from '../../ruby/coerce.js';
import type { Value } from '../../ruby/values.js';
import { defineCommand, rest, rows } from '../define.js';

export const usage = "clear_deadservers ['SERVER_NAME', ...]";

const help = `Clear the dead region servers that are never used.
Examples:
Clear all dead region servers:
hbase> clear_deadservers
Clear the specified dead region servers:
hbase> clear_deadservers 'host187.example.com,60020,1289493121758'
or
hbase> clear_deadservers 'host187.example.com,60020,1289493121758',
                         'host188.example.com,60020,1289493121758'
`;

function flatten(args: Value[]): Value[] {
  return args.flatMap((a) => (Array.isArray(a) ? flatten(a) : [a])).filter((a) => a !== null);
}

/**
 * HMaster.clearDeadServers returns the servers it could not clear: with no
 * dead servers, every one named (none named: none to clear, `true`).
 */
export const clear_deadservers = defineCommand({
  name: 'clear_deadservers',
  group: 'tools',
  usage,
  help,
  args: [rest('dead_servers')],
  async run(_ctx, [given]) {
    const failed = flatten(given).map((s) => toS(s).toString('utf8'));
    if (failed.length === 0) return { outputs: [rows('true')] };
    return {
      outputs: [rows('Some dead server clear failed'), { kind: 'table', header: ['SERVERNAME'], rows: failed.map((s) => [s]), footer: failed.length }],
    };
  },
});
