import { inspect } from '../../ruby/inspect.js';
import { isString, rubyClass, truthy } from '../../ruby/values.js';
import { toS } from '../../ruby/coerce.js';
import { argumentError, defineCommand, optionalValue, value } from '../define.js';

export const usage = "decommission_regionservers 'SERVER' | ['SERVER', ...] [, true]";

const help = `Mark region server(s) as decommissioned to prevent additional regions from
getting assigned to them.

Optionally, offload the regions on the servers by passing true.
NOTE: Region offloading is asynchronous.

If there are multiple servers to be decommissioned, decommissioning them
at the same time can prevent wasteful region movements.

Examples:
  hbase> decommission_regionservers 'server'
  hbase> decommission_regionservers 'server,port'
  hbase> decommission_regionservers 'server,port,starttime'
  hbase> decommission_regionservers 'server', false
  hbase> decommission_regionservers ['server1','server2'], true
`;

/**
 * admin.rb decommission_regionservers: the names are matched against the
 * live servers (a host, `host,port` or a full name); the one server is
 * marked (list_decommissioned_regionservers). Its regions stay: there is
 * no other server to offload them to.
 */
export const decommission_regionservers = defineCommand({
  name: 'decommission_regionservers',
  group: 'tools',
  usage,
  help,
  args: [value('host_or_servers'), optionalValue('should_offload')],
  async run(ctx, [given, offload = false]) {
    if (!Array.isArray(given) && !isString(given)) throw argumentError(`${rubyClass(given)} of ${inspect(given)} is not of Array/String type`);
    if (offload !== true && offload !== false && !isString(offload)) throw argumentError(`${truthy(offload) ? toS(offload).toString('utf8') : ''} is not a boolean value`);
    const names = (Array.isArray(given) ? given : [given]).map((n) => toS(n).toString('utf8'));
    const matched = [];
    for (const n of names) if (await ctx.hbase.admin.matchServer(n)) matched.push(n);
    if (matched.length === 0) throw argumentError(`Could not find any server(s) with specified name(s): ${Array.isArray(given) ? inspect(given) : toS(given).toString('utf8')}`);
    await ctx.hbase.admin.setSwitch('decommissioned', true);
  },
});
