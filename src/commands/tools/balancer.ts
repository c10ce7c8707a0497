import { inspect } from '../../ruby/inspect.js';
import { isString, rubyClass, type Value } from '../../ruby/values.js';
import { argumentError, defineCommand, rest, rows } from '../define.js';

export const usage = 'balancer [\'ignore_rit\'] [, \'dry_run\']';

const help = `Trigger the cluster balancer. Returns true if balancer ran, otherwise false (Will not run if regions in transition).

Parameter can be "force" or "dry_run":
 - "dry_run" will run the balancer to generate a plan, but will not actually execute that plan.
   This is useful for testing out new balance configurations. See the active HMaster logs for the results of the dry_run.
 - "ignore_rit" tells master whether we should force the balancer to run even if there is region in transition.
   WARNING: For experts only. Forcing a balance may do more damage than repair when assignment is confused

Examples:

  hbase> balancer
  hbase> balancer "ignore_rit"
  hbase> balancer "dry_run"
  hbase> balancer "dry_run", "ignore_rit"
`;

/** BalancerUtils.create_balance_request: at most two Strings, each 'force', 'ignore_rit' or 'dry_run'. */
function dryRun(given: Value[]): boolean {
  const args = given.length === 1 && Array.isArray(given[0]) ? given[0] : given;
  if (args.length > 2) throw argumentError(`Illegal arguments ${inspect(args)}. Expected between 0 and 2 arguments, but got ${args.length}.`);
  let dry = false;
  args.forEach((arg, index) => {
    if (!isString(arg)) throw argumentError(`Illegal argument in index ${index}: ${inspect(arg)}. All arguments must be strings, but got ${rubyClass(arg)}.`);
    const a = arg.toString('utf8');
    if (a === 'dry_run') dry = true;
    else if (a !== 'force' && a !== 'ignore_rit') throw argumentError(`Illegal argument in index ${index}: ${a}. Unknown option ${a}, expected 'force', 'ignore_rit', or 'dry_run'.`);
  });
  return dry;
}

/** HMaster.balance: runs unless the balancer is switched off (a dry run always runs); one server has nothing to move. */
export const balancer = defineCommand({
  name: 'balancer',
  group: 'tools',
  usage,
  help,
  args: [rest('args')],
  async run(ctx, [args]) {
    const r = await ctx.hbase.admin.balance(dryRun(args));
    const out = r.ran ? rows('Balancer ran', `Moves calculated: ${r.movesCalculated}, moves executed: ${r.movesExecuted}`) : rows('Balancer did not run. See logs for details.');
    return { outputs: [out], value: r.ran };
  },
});
