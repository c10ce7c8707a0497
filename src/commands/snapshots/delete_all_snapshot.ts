import type { Output } from '../../format/output.js';
import { defineCommand, lines } from '../define.js';
import { HEADER, plainTable, tableAndTime, regexArg } from './listing.js';

export const usage = "delete_all_snapshot 'regex'";

const help = `Delete all of the snapshots matching the given regex. Examples:

  hbase> delete_all_snapshot 's.*'

`;

/** Lists the matches, asks `Delete the above N snapshots (y/n)?`, and on y deletes them. */
export const delete_all_snapshot = defineCommand({
  name: 'delete_all_snapshot',
  group: 'snapshots',
  usage,
  help,
  args: [regexArg('regex')],
  async run(ctx, [regex]) {
    const admin = ctx.hbase.admin;
    const list = await admin.listSnapshots(regex);
    if (list.length === 0) {
      return { outputs: [{ kind: 'table', header: HEADER, rows: [] }, lines(`No snapshots matched the regex ${regex}`)] };
    }
    const rows = list.map((s) => [s.name, tableAndTime(s)]);
    if (!(await ctx.confirm([...plainTable(rows), ''], `Delete the above ${list.length} snapshots (y/n)?`))) return { outputs: [] };
    for (const s of list) {
      try {
        await admin.deleteSnapshot(s.name);
      } catch {
        // reported below as a leftover, as HBase does
      }
    }
    const left = await admin.listSnapshots(regex);
    const outputs: Output[] = [];
    const deleted = list.length - left.length;
    if (deleted !== 0) outputs.push(lines(`${deleted} snapshots successfully deleted.`));
    if (left.length) {
      outputs.push(lines('', `Failed to delete the below ${left.length} snapshots.`));
      outputs.push({ kind: 'table', header: HEADER, rows: left.map((s) => [s.name, tableAndTime(s)]) });
    }
    return { outputs };
  },
});
