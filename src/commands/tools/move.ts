import { defineCommand, optionalValue, string } from '../define.js';

export const usage = "move 'ENCODED_REGIONNAME' [, 'SERVER_NAME']";

const help = `Move a region.  Optionally specify target regionserver else we choose one
at random.  NOTE: You pass the encoded region name, not the region name so
this command is a little different to the others.  The encoded region name
is the hash suffix on region names: e.g. if the region name were
TestTable,0094429456,1289497600452.527db22f95c8a9e0116f0cc13c680396. then
the encoded region name portion is 527db22f95c8a9e0116f0cc13c680396
A server name is its host, port plus startcode. For example:
host187.example.com,60020,1289493121758
Examples:

  hbase> move 'ENCODED_REGIONNAME'
  hbase> move 'ENCODED_REGIONNAME', 'SERVER_NAME'
`;

/**
 * admin.rb move: HMaster.move finds no other server to move the region to on a
 * one-server cluster (and leaves a region already on the named server where it is).
 */
export const move = defineCommand({
  name: 'move',
  group: 'tools',
  usage,
  help,
  args: [string('encoded_region_name'), optionalValue('server_name')],
  async run(ctx, [region]) {
    await ctx.hbase.admin.move(region);
  },
});
