import { isShellError } from '../../errors.js';
import { defineCommand, lines } from '../define.js';
import { HEADER, plainTable, tableAndTime, regexArg } from './listing.js';

export const usage = "delete_table_snapshots 'tableRegex' [, 'snapshotRegex']";

const help = `Delete all of the snapshots matching the given table name regular expression
and snapshot name regular expression.
By default snapshot name regular expression will delete all the snapshots of the
matching table name regular expression.

Examples:
  hbase> delete_table_snapshots 'tableName'
  hbase> delete_table_snapshots 'tableName.*'
  hbase> delete_table_snapshots 'tableName', 'snapshotName'
  hbase> delete_table_snapshots 'tableName', 'snapshotName.*'
  hbase> delete_table_snapshots 'tableName.*', 'snapshotName.*'
  hbase> delete_table_snapshots 'ns:tableName.*', 'snapshotName.*'

`;

/** Lists the matching snapshots of matching tables, asks y/n, deletes each with a line per snapshot. */
export const delete_table_snapshots = defineCommand({
  name: 'delete_table_snapshots',
  group: 'snapshots',
  usage,
  help,
  args: [regexArg('tableRegex'), regexArg('snapshotRegex', true)],
  async run(ctx, [tableRegex, snapshotRegex = '.*']) {
    const admin = ctx.hbase.admin;
    const list = await admin.listTableSnapshots(tableRegex, snapshotRegex);
    if (list.length === 0) {
      return {
        outputs: [
          { kind: 'table', header: HEADER, rows: [] },
          lines(`No snapshots matched the table name regular expression ${tableRegex} and the snapshot name regular expression ${snapshotRegex}`),
        ],
      };
    }
    const rows = list.map((s) => [s.name, tableAndTime(s)]);
    if (!(await ctx.confirm([...plainTable(rows), ''], `Delete the above ${list.length} snapshots (y/n)?`))) return { outputs: [] };
    const out: string[] = [];
    for (const s of list) {
      try {
        await admin.deleteSnapshot(s.name);
        out.push(`Successfully deleted snapshot: ${s.name}`, '');
      } catch (e) {
        if (!isShellError(e)) throw e;
        out.push(`Failed to delete snapshot: ${s.name}, due to below exception,`, e.message, '');
      }
    }
    return { outputs: [lines(...out)] };
  },
});
