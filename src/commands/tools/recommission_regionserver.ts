import { inspect } from '../../ruby/inspect.js';
import { isString, rubyClass, type Value } from '../../ruby/values.js';
import { argumentError, defineCommand, optionalValue, value } from '../define.js';

export const usage = "recommission_regionserver 'SERVER' [, ['ENCODED_REGIONNAME', ...]]";

const help = `Remove decommission marker from a region server to allow regions assignments.

Optionally, load regions onto the server by passing a list of encoded region names.
NOTE: Region loading is asynchronous.

Examples:
  hbase> recommission_regionserver 'server'
  hbase> recommission_regionserver 'server,port'
  hbase> recommission_regionserver 'server,port,starttime'
  hbase> recommission_regionserver 'server,port,starttime', ['encoded_region_name1', 'encoded_region_name1']
`;

/** admin.rb recommission_regionserver: removes the one server's decommission marker (its regions never left it). */
export const recommission_regionserver = defineCommand({
  name: 'recommission_regionserver',
  group: 'tools',
  usage,
  help,
  args: [value('server_name'), optionalValue('encoded_region_names')],
  async run(ctx, [server, regions = [] as Value]) {
    if (!isString(server)) throw argumentError(`${rubyClass(server)} of ${inspect(server)} is not of String type`);
    if (!Array.isArray(regions)) throw argumentError(`${rubyClass(regions)} of ${inspect(regions)} is not of Array type`);
    const name = server.toString('utf8');
    if (!(await ctx.hbase.admin.matchServer(name))) throw argumentError(`Could not find any server with name ${name}`);
    await ctx.hbase.admin.setSwitch('decommissioned', false);
  },
});
