import { hostnamePort, regionInfoString, regionLocationString } from '../../hbase/index.js';
import { JavaObject, str } from '../../ruby/values.js';
import { defineCommand, string, tableName } from '../define.js';
import { rubyToBytesBinary } from '../../ruby/java.js';

export const usage = "locate_region 'tableName', 'key0'";

export const help = `Locate the region given a table name and a row-key

  hbase> locate_region 'tableName', 'key0'
`;

/**
 * The region holding a row key (parsed with Bytes.rubyToBytesBinary): a `HOST  REGION` table with
 * one row; it returns the HRegionLocation itself, which IRB echoes as JRuby's proxy
 * (`=> #<Java::OrgApacheHadoopHbase::HRegionLocation:0x…>`).
 */
export const locate_region = defineCommand({
  name: 'locate_region',
  group: 'ddl',
  usage,
  help,
  args: [tableName(), string('row_key', 'row_key must be of type String')],
  async run(ctx, [name, rowKey]) {
    const region = await ctx.hbase.admin.locateRegion(name, rubyToBytesBinary(str(rowKey)));
    const rows = region ? [[hostnamePort(region.server), regionInfoString(region)]] : [];
    const location = region ? new JavaObject('org.apache.hadoop.hbase.HRegionLocation', ctx.identityHash(), regionLocationString(region)) : null;
    return { outputs: [{ kind: 'table', header: ['HOST', 'REGION'], rows, footer: 1 }], value: location };
  },
});
