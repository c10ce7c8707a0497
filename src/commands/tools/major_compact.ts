import { defineCommand, optionalValue, tableName } from '../define.js';
import { compaction } from './compaction.js';

export const usage = "major_compact 't1' | 'REGIONNAME' [, 'f1' | nil] [, 'NORMAL' | 'MOB']";

const help = `Run major compaction on passed table or pass a region row
to major compact an individual region. To compact a single
column family within a region specify the region name
followed by the column family name.
Examples:
Compact all regions in a table:
hbase> major_compact 't1'
hbase> major_compact 'ns1:t1'
Compact an entire region:
hbase> major_compact 'r1'
Compact a single column family within a region:
hbase> major_compact 'r1', 'c1'
Compact a single column family within a table:
hbase> major_compact 't1', 'c1'
Compact table with type "MOB"
hbase> major_compact 't1', nil, 'MOB'
Compact a column family using "MOB" type within a table
hbase> major_compact 't1', 'c1', 'MOB'
`;

/**
 * Physically removes what no read can see any more — masked and expired cells,
 * excess versions and (unless KEEP_DELETED_CELLS) the markers themselves — so
 * that "major compactions change query results" can be watched happening.
 */
export const major_compact = defineCommand({
  name: 'major_compact',
  group: 'tools',
  usage,
  help,
  args: [tableName('name'), optionalValue('family'), optionalValue('type')],
  run: (ctx, [name, family, type]) => compaction(ctx, name, family, type, true),
});
