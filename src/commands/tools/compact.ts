import { defineCommand, optionalValue, tableName } from '../define.js';
import { compaction } from './compaction.js';

export const usage = "compact 't1' | 'REGIONNAME' [, 'f1' | nil] [, 'NORMAL' | 'MOB']";

const help = `Compact all regions in passed table or pass a region row
to compact an individual region. You can also compact a single column
family within a region.
You can also set compact type, "NORMAL" or "MOB", and default is "NORMAL"
Examples:
Compact all regions in a table:
hbase> compact 'ns1:t1'
hbase> compact 't1'
Compact an entire region:
hbase> compact 'r1'
Compact only a column family within a region:
hbase> compact 'r1', 'c1'
Compact a column family within a table:
hbase> compact 't1', 'c1'
Compact table with type "MOB"
hbase> compact 't1', nil, 'MOB'
Compact a column family using "MOB" type within a table
hbase> compact 't1', 'c1', 'MOB'
`;

/** A minor compaction: removes masked and expired cells and excess versions, keeps delete markers. */
export const compact = defineCommand({
  name: 'compact',
  group: 'tools',
  usage,
  help,
  args: [tableName('name'), optionalValue('family'), optionalValue('type')],
  run: (ctx, [name, family, type]) => compaction(ctx, name, family, type, false),
});
