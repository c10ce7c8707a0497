import { defineCommand, optionalValue, string } from '../define.js';

export const usage = "unassign 'REGIONNAME' | 'ENCODED_REGIONNAME' [, true]";

const help = `Unassign a region. It could be executed only when region in expected state(OPEN).
Pass 'true' to force the unassignment ('force' will clear
all in-memory state in master before the reassign. If results in
double assignment use hbck -fix to resolve. To be used by experts).
Use with caution.  For expert use only.  Examples:

  hbase> unassign 'REGIONNAME'
  hbase> unassign 'REGIONNAME', true
  hbase> unassign 'ENCODED_REGIONNAME'
  hbase> unassign 'ENCODED_REGIONNAME', true
`;

/**
 * admin.rb unassign: a TransitRegionStateProcedure closes the region until
 * assign opens it (list_procedures shows both); hsh's store still serves its rows.
 */
export const unassign = defineCommand({
  name: 'unassign',
  group: 'tools',
  usage,
  help,
  args: [string('region_name'), optionalValue('force')],
  async run(ctx, [region]) {
    await ctx.hbase.admin.unassign(region);
  },
});
