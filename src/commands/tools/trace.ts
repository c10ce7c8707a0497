import { defineCommand, optionalValue } from '../define.js';
import { toS } from '../../ruby/coerce.js';

export const usage = "trace ['start' [, 'SPAN_NAME'] | 'stop' | 'status']";

const help = `Start or Stop tracing using OpenTelemetry.
Always returns true if tracing is running, otherwise false.
If the first argument is 'start', new span is started.
If the first argument is 'stop', current running span is stopped.
('stop' returns false on success.)
If the first argument is 'status', just returns if or not tracing is running.
On 'start'-ing, you can optionally pass the name of span as the second argument.
The default name of span is 'HBaseShell'.
Repeating 'start' does not start nested span.

Examples:

  hbase> trace 'start'
  hbase> trace 'status'
  hbase> trace 'stop'

  hbase> trace 'start', 'MySpanName'
  hbase> trace 'stop'

`;

/** The shell's own span (kept by the session's client): whether tracing is running after the command. */
export const trace = defineCommand({
  name: 'trace',
  group: 'tools',
  usage,
  help,
  args: [optionalValue('startstop'), optionalValue('spanname')],
  async run(ctx, [startstop]) {
    const what = startstop === undefined ? 'status' : toS(startstop).toString('utf8');
    if (what === 'start') ctx.hbase.tracing = true;
    else if (what === 'stop') ctx.hbase.tracing = false;
    return { outputs: [], value: ctx.hbase.tracing };
  },
});
