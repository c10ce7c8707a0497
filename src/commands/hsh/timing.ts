import { defineCommand, lines, optionalValue, argumentError } from '../define.js';
import { RSymbol, isString, type Value } from '../../ruby/values.js';

/** `timing 'off'`, `timing :on`, `timing false`: the setting asked for (undefined: toggle). */
function wanted(v: Value | undefined): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  if (v === true || v === false) return v;
  const word = v instanceof RSymbol ? v.name : isString(v) ? v.toString('utf8') : undefined;
  if (word !== undefined && /^on$/i.test(word)) return true;
  if (word !== undefined && /^off$/i.test(word)) return false;
  throw argumentError("timing takes 'on' or 'off' (or nothing, to switch)");
}

/** `timing`: the `Took N.NNNN seconds` lines on or off for the statements that follow, as psql's `\timing`. */
export const timing = defineCommand({
  name: 'timing',
  group: 'hsh',
  usage: "timing ['on' | 'off']",
  help: `Switch the 'Took N.NNNN seconds' line after each command on or off for the
statements that follow, as psql's \\timing does (--no-timing on the command
line starts with it off). With no argument, switches it; 'on' or 'off' (or
:on, :off, true, false) sets it.

  hbase> timing
  hbase> timing 'off'
  hbase> timing :on
`,
  args: [optionalValue('on or off')],
  async run(ctx, [value]) {
    const settings = ctx.settings;
    settings.timing = wanted(value) ?? !settings.timing;
    return { outputs: [lines(`Timing is ${settings.timing ? 'on' : 'off'}.`)] };
  },
});
