import { Buffer } from 'node:buffer';
import { defineCommand, tableName } from '../define.js';
import { regionNameAsString } from '../../hbase/index.js';
import { RHash } from '../../ruby/values.js';
import { markBinary } from '../../bytes.js';

export const region_requests = defineCommand({
  name: 'region_requests',
  group: 'labs',
  usage: "regions = region_requests 't1'",
  help: `hsh only. Return the read and write requests each region of a table has
served, printing nothing: an Array with a Hash per region, in key order,

  {'REGION_NAME' => 't1,10,1700000000000.<encoded>.', 'START_KEY' => '10',
   'END_KEY' => '20', 'READ_REQUESTS' => 4, 'WRITE_REQUESTS' => 25}

keys as the region's own bytes ('' at the table's open ends), counts as
Integers: the figures list_regions adds up as REQ and region_heat draws.

  hbase> regions = region_requests 't1'
  hbase> assert_equal [0, 10], region_requests('t1').map { |r| r['WRITE_REQUESTS'] }, 'Q3 every write in one region'
  hbase> t.region_requests
`,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [table]) {
    const regions = await ctx.hbase.admin.listRegions(table);
    const hashes = regions.map(
      (r) =>
        new RHash([
          [Buffer.from('REGION_NAME'), Buffer.from(regionNameAsString(r), 'utf8')],
          [Buffer.from('START_KEY'), markBinary(Buffer.from(r.startKey))],
          [Buffer.from('END_KEY'), markBinary(Buffer.from(r.endKey))],
          [Buffer.from('READ_REQUESTS'), BigInt(r.readRequests)],
          [Buffer.from('WRITE_REQUESTS'), BigInt(r.writeRequests)],
        ]),
    );
    return { outputs: [], value: hashes };
  },
});
