/** Lines of Ruby through the evaluator alone, for the core-library tests that compare with JRuby's answers. */
import { ShellError } from '../../src/errors.js';
import { inspect } from '../../src/ruby/inspect.js';
import type { Value } from '../../src/ruby/values.js';
import { statements } from '../../src/grammar/parse.js';
import { Evaluator, type EvalHost } from '../../src/shell/evaluator.js';

const host = {
  isCommand: () => false,
  commandNames: () => [],
  callCommand: async () => null,
  callTableMethod: async () => null,
  warn: () => undefined,
  print: async () => undefined,
  now: () => 0n,
  sleep: async () => undefined,
} as unknown as EvalHost;

/**
 * A line of Ruby through the evaluator (no HBase commands): its value as IRB shows it; a line ending
 * in `rescue $!` shows its exception as `#<Class: message>`, one that raises as `!! Class: message`.
 */
export async function rubyLine(line: string): Promise<string> {
  const rescue = line.endsWith(' rescue $!');
  const source = rescue ? line.slice(0, -' rescue $!'.length) : line;
  const evaluator = new Evaluator(host);
  try {
    let last: Value = null;
    for (const chunk of statements(source)) {
      if (chunk.kind !== 'ok') throw chunk.kind === 'error' ? chunk.error : new Error('incomplete');
      last = await evaluator.evaluate(chunk.stmt);
    }
    return inspect(last);
  } catch (e) {
    if (!(e instanceof ShellError)) throw e;
    return rescue ? `#<${e.rubyClass}: ${e.message}>` : `!! ${e.rubyClass}: ${e.message}`;
  }
}
