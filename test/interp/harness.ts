/**
 * Runs Ruby through the parser and the evaluator with a host of no commands,
 * as HBase's shell runs it: inside an HBaseReceiver (its NameError names
 * `#<HBaseReceiver:0x16cf8438>`, the identity JRuby printed when the cases
 * here were checked). `run` answers what was printed and the last value
 * inspected, or the error as `Class: message`.
 */
import { statements } from '../../src/grammar/parse.js';
import { Evaluator, type EvalHost } from '../../src/shell/evaluator.js';
import { ShellError } from '../../src/errors.js';
import { inspect } from '../../src/ruby/inspect.js';
import type { Value } from '../../src/ruby/values.js';

export const RECEIVER = '#<HBaseReceiver:0x16cf8438>';

/** `host`: what the case's host has besides (an environment for ENV). */
export async function run(source: string, host: Partial<EvalHost> = {}): Promise<string> {
  const printed: string[] = [];
  const base: EvalHost = {
    isCommand: () => false,
    commandNames: () => [],
    callCommand: () => Promise.reject(new Error('no commands here')),
    callTableMethod: () => Promise.reject(new Error('no tables here')),
    warn: (t) => void printed.push(`warn: ${t}`),
    print: async (t) => void printed.push(t),
    write: async (t) => void printed.push(t),
    now: () => 0n,
    sleep: async () => undefined,
    mainObject: () => RECEIVER,
    mainClass: 'HBaseReceiver',
  };
  const evaluator = new Evaluator({ ...base, ...host });
  let last: Value = null;
  try {
    for (const chunk of statements(source, { locals: evaluator.variables.keys() })) {
      if (chunk.kind !== 'ok') throw chunk.kind === 'error' ? chunk.error : new Error('incomplete');
      last = await evaluator.evaluate(chunk.stmt);
    }
  } catch (e) {
    if (!(e instanceof ShellError)) throw e;
    return [...printed, `${e.rubyClass ?? e.code}: ${e.message}`].join('\n');
  }
  return [...printed, `=> ${inspect(last)}`].join('\n');
}
