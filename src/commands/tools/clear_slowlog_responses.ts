import { inspect } from '../../ruby/inspect.js';
import { isString, rubyClass } from '../../ruby/values.js';
import { argumentError, defineCommand, optionalValue, rows } from '../define.js';

export const usage = "clear_slowlog_responses [['SERVER_NAME', ...]]";

const help = `Clears SlowLog Responses maintained by each or specific RegionServers.
Specify array of server names for specific RS. A server name is
the host, port plus startcode of a RegionServer.
e.g.: host187.example.com,60020,1289493121758 (find servername in
master ui or when you do detailed status in shell)

Examples:

  hbase> clear_slowlog_responses                                     => clears slowlog responses from all RS
  hbase> clear_slowlog_responses ['SERVER_NAME1', 'SERVER_NAME2']    => clears slowlog responses from SERVER_NAME1,
                                                                        SERVER_NAME2


`;

/**
 * admin.rb clear_slowlog_responses: a region server whose slow log buffer is
 * off (the default) clears nothing, so 0 of the servers asked report a clear.
 */
export const clear_slowlog_responses = defineCommand({
  name: 'clear_slowlog_responses',
  group: 'tools',
  usage,
  help,
  args: [optionalValue('server_names')],
  async run(ctx, [given]) {
    let asked = 1;
    if (given !== undefined && given !== null) {
      if (!Array.isArray(given) && !isString(given)) throw argumentError(`${rubyClass(given)} of ${inspect(given)} is not of Array/String type`);
      const names = (Array.isArray(given) ? given : [given]).map((n) => (isString(n) ? n.toString('utf8') : ''));
      asked = 0;
      for (const n of names) if (await ctx.hbase.admin.matchServer(n)) asked++;
    } else {
      await ctx.hbase.admin.servers();
    }
    return { outputs: [rows(`Cleared Slowlog responses from 0/${asked} RegionServers`)] };
  },
});
