import { rubyTimeToS } from '../../format/time.js';
import { defineCommand, lines, rest } from '../define.js';
import { toS } from '../../ruby/coerce.js';

const FILTERS = ['all', 'general', 'handler', 'rpc', 'operation'];

/**
 * processlist.rb + taskmonitor.rb for hsh's one region server: the task list
 * is taken while no other task runs (a command runs alone in this process),
 * so it is always empty: `0 tasks as of: <local time>` and `No <filter> tasks
 * currently running.`. A first argument that is not a filter word is a host,
 * and the filter is `general`, as in processlist.rb.
 */
export const processlist = defineCommand({
  name: 'processlist',
  group: 'general',
  usage: "processlist ['all'|'general'|'handler'|'rpc'|'operation'] [, 'host,port,startcode' …]",
  help: `Show regionserver task list.

  hbase> processlist
  hbase> processlist 'all'
  # list non-RPC Tasks, such as compact, flush etc
  hbase> processlist 'general'
  # list RPC Handler Tasks
  hbase> processlist 'handler'
  # list RPC Handler Tasks which state is RUNNING
  hbase> processlist 'rpc'
  # list RPC Handler Tasks which state is RUNNING and from client
  hbase> processlist 'operation'
  hbase> processlist 'all','host187.example.com'
  hbase> processlist 'all','host187.example.com,16020'
  hbase> processlist 'all','host187.example.com,16020,1289493121758'

`,
  args: [rest('args')],
  async run(ctx, [args]) {
    const first = args.length > 0 ? toS(args[0]).toString('utf8') : undefined;
    const filter = first !== undefined && FILTERS.includes(first) ? first : 'general';
    // Time.now.strftime('%Y-%m-%d %H:%M:%S'): Ruby's Time#to_s without its zone.
    const asOf = rubyTimeToS(ctx.clock.now()).replace(/ [+-]\d{4}$/, '');
    return { outputs: [lines(`0 tasks as of: ${asOf}`, `No ${filter} tasks currently running.`)] };
  },
});
