/** What a table row of a core-library test compares: the value as `inspect` shows it, or the Ruby error it raised. */
import { ShellError } from '../../src/errors.js';
import { inspect } from '../../src/ruby/inspect.js';
import type { Value } from '../../src/ruby/values.js';

/** `inspect` of what `run` answers, or `Class: message` of the Ruby error it raises. */
export function outcome(run: () => Value): string {
  try {
    return inspect(run());
  } catch (e) {
    if (e instanceof ShellError) return `${e.rubyClass}: ${e.message}`;
    throw e;
  }
}
