import { str } from '../../ruby/values.js';
import { defineCommand } from '../define.js';
import { expired, tableAndTime, regexArg } from './listing.js';

export const usage = "list_snapshots ['regex']";

const help = `List all snapshots taken (by printing the names and relative information).
Optional regular expression parameter could be used to filter the output
by snapshot name.

Examples:
  hbase> list_snapshots
  hbase> list_snapshots 'abc.*'
`;

/** `snap  t1 (2024-01-01 10:00:00 +0000) FOREVER`; a TTL in seconds, ` (Expired) ` once past it. */
export const list_snapshots = defineCommand({
  name: 'list_snapshots',
  group: 'snapshots',
  usage,
  help,
  args: [regexArg('regex', true)],
  async run(ctx, [regex = '.*']) {
    const list = await ctx.hbase.admin.listSnapshots(regex);
    const now = ctx.clock.now();
    const rows = list.map((s) => {
      const ttl = s.ttl === 0 ? 'FOREVER' : expired(s, now) ? `${s.ttl} (Expired) ` : `${s.ttl}`;
      return [s.name, `${tableAndTime(s)} ${ttl}`];
    });
    return {
      outputs: [{ kind: 'table', header: ['SNAPSHOT', 'TABLE + CREATION TIME + TTL(Sec)'], rows, footer: rows.length }],
      value: list.map((s) => str(s.name)),
    };
  },
});
