import { javaBytes } from '../../ruby/coerce.js';
import { defineCommand, optionalValue, tableName } from '../define.js';

export const usage = "flush 't1' | 'REGIONNAME' | 'ENCODED_REGIONNAME' | 'host,port,startcode' [, 'f1']";

const help = `Flush all regions in passed table or pass a region row to
flush an individual region or a region server name whose format
is 'host,port,startcode', to flush all its regions.
You can also flush a single column family within a table or region.
For example:

  hbase> flush 'TABLENAME'
  hbase> flush 'TABLENAME','FAMILYNAME'
  hbase> flush 'REGIONNAME'
  hbase> flush 'REGIONNAME','FAMILYNAME'
  hbase> flush 'ENCODED_REGIONNAME'
  hbase> flush 'ENCODED_REGIONNAME','FAMILYNAME'
  hbase> flush 'REGION_SERVER_NAME'
`;

/**
 * Writes coalesced writes through to the store. The store has no memstore, so
 * a family or a region narrows nothing: the whole table is flushed. A disabled
 * table is silently skipped, as HBase 2.x's HBaseAdmin does.
 */
export const flush = defineCommand({
  name: 'flush',
  group: 'tools',
  usage,
  help,
  tableMethod: true,
  args: [tableName('name'), optionalValue('family')],
  async run(ctx, [name, family]) {
    if (family !== undefined && family !== null) javaBytes(family);
    await ctx.hbase.admin.flush(name);
  },
});
