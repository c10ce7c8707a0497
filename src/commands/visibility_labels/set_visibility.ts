import { defineCommand, tableName, value } from '../define.js';

export const usage = "set_visibility 't1', 'A|B', {COLUMNS => …}";

const help = `Set the visibility expression on one or more existing cells.

Pass table name, visibility expression, and a dictionary containing
scanner specifications.  Scanner specifications may include one or more
of: TIMERANGE, FILTER, STARTROW, STOPROW, ROWPREFIXFILTER, TIMESTAMP, or COLUMNS

If no columns are specified, all columns will be included.
To include all members of a column family, leave the qualifier empty as in
'col_family:'.

The filter can be specified in two ways:
1. Using a filterString - more information on this is available in the
Filter Language document attached to the HBASE-4176 JIRA
2. Using the entire package name of the filter.

Examples:

    hbase> set_visibility 't1', 'A|B', {COLUMNS => ['c1', 'c2']}
    hbase> set_visibility 't1', '(A&B)|C', {COLUMNS => 'c1',
        TIMERANGE => [1303668804, 1303668904]}
    hbase> set_visibility 't1', 'A&B&C', {ROWPREFIXFILTER => 'row2',
        FILTER => "(QualifierFilter (>=, 'binary:xyz')) AND
        (TimestampsFilter ( 123, 456))"}

This command will only affect existing cells and is expected to be mainly
useful for feature testing and functional verification.
`;

/**
 * Re-puts every scanned cell with a CellVisibility attribute (set_visibility.rb). Without the
 * VisibilityController nothing stores the expression, so the cells stay as they were: what
 * remains is the count of rows the scan matched.
 */
export const set_visibility = defineCommand({
  name: 'set_visibility',
  group: 'visibility labels',
  usage,
  help,
  args: [tableName('table'), value('visibility'), value('scan')],
  async run(ctx, [name, , scan]) {
    const read = await ctx.hbase.table(name, ctx.via).scan(scan, ctx.signal);
    let count = 0;
    for await (const batch of read.rows) count += Array.isArray(batch) ? batch.length : 1;
    return { outputs: [{ kind: 'table', header: [], rows: [], footer: count }] };
  },
});
