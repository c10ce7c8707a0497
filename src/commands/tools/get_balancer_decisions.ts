import { defineCommand, lines, optionalValue} from '../define.js';
import { runtimeError } from '../../hbase/index.js';
import { RHash } from '../../ruby/values.js';

export const usage = 'get_balancer_decisions [LIMIT => 10]';

const help = `Retrieve latest balancer decisions made by LoadBalancers.

Examples:

  hbase> get_balancer_decisions                       => Retrieve recent balancer decisions with
                                                         region plans
  hbase> get_balancer_decisions LIMIT => 10           => Retrieve 10 most recent balancer decisions
                                                         with region plans

`;

/** The master's balancer ring buffer (hbase.master.balancer.decision.buffer.enabled, off by default): no entries. */
export const get_balancer_decisions = defineCommand({
  name: 'get_balancer_decisions',
  group: 'tools',
  usage,
  help,
  optionKeys: ['LIMIT'],
  args: [optionalValue('args')],
  async run(ctx, [args]) {
    if (args !== undefined && !(args instanceof RHash)) throw runtimeError('Filter parameters are not Hash');
    await ctx.hbase.admin.servers();
    return { outputs: [lines('Retrieved BalancerDecision Responses', '')] };
  },
});
