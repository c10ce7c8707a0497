import { inspect } from '../../ruby/inspect.js';
import { isString, type Value } from '../../ruby/values.js';
import { argumentError, defineCommand, optionalValue, string } from '../define.js';

export const usage = "clear_compaction_queues 'SERVER_NAME' [, 'long' | 'short' | ['long', 'short']]";

const help = `Clear compacting queues on a regionserver.
The queue_name contains short and long.
short is shortCompactions's queue,long is longCompactions's queue.

Examples:
hbase> clear_compaction_queues 'host187.example.com,60020'
hbase> clear_compaction_queues 'host187.example.com,60020','long'
hbase> clear_compaction_queues 'host187.example.com,60020', ['long','short']
`;

const QUEUES = ['long', 'short'];

function check(name: Value): void {
  const text = isString(name) ? name.toString('utf8') : inspect(name);
  if (!isString(name) || !QUEUES.includes(text)) throw argumentError(`Unknown queue name ${text}`);
}

/** admin.rb clear_compaction_queues: the queue names checked; hsh compacts at once and queues none. */
export const clear_compaction_queues = defineCommand({
  name: 'clear_compaction_queues',
  group: 'tools',
  usage,
  help,
  args: [string('server_name'), optionalValue('queue_name')],
  async run(ctx, [, queue]) {
    if (queue !== undefined && queue !== null) {
      if (Array.isArray(queue)) queue.forEach(check);
      else check(queue);
    }
    await ctx.hbase.admin.servers();
  },
});
