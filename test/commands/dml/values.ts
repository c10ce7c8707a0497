/**
 * Turns Ruby argument text into runtime values the way the shell does
 * (`{VERSIONS => 3}`, `"x:\x11"`, `[ts1, ts2]` …), for unit tests of the
 * argument handling of the data commands.
 */
import { statements } from '../../../src/grammar/parse.js';
import { Evaluator, type EvalHost } from '../../../src/shell/evaluator.js';
import type { Value } from '../../../src/ruby/values.js';

/** The argument list of `v <text>`. */
export async function args(text: string): Promise<Value[]> {
  let captured: Value[] = [];
  const host: EvalHost = {
    isCommand: (n) => n === 'v',
    commandNames: () => ['v'],
    async callCommand(_name, a) {
      captured = a;
      return null;
    },
    async callTableMethod() {
      return null;
    },
    warn: () => {},
    print: async () => {},
    now: () => 0n,
    sleep: async () => {},
  };
  const evaluator = new Evaluator(host);
  for (const chunk of statements(text === '' ? 'v' : `v ${text}`)) {
    if (chunk.kind !== 'ok') throw chunk.kind === 'error' ? chunk.error : new Error('incomplete');
    await evaluator.evaluate(chunk.stmt);
  }
  return captured;
}
