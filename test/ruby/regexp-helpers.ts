/**
 * Calls into the regexp library as the evaluator will make them, for the
 * regexp tests: `r('a(b)', 'i')` is the literal `/a(b)/i`, `call(recv, name, …args)`
 * dispatches as `send` does, and `show` is what `p` prints (`inspect`, or
 * `Class: message` for a raised error).
 */
import { ShellError } from '../../src/errors.js';
import { inspect } from '../../src/ruby/inspect.js';
import { type Value } from '../../src/ruby/values.js';
import { stringMethod } from '../../src/ruby/string.js';
import { type MatchFrame, MatchData, RRegexp, matchDataMethod, regexpClassMethod, regexpLiteral, regexpMethod } from '../../src/ruby/regexp.js';
import { stringRegexpMethod } from '../../src/ruby/string-regexp.js';

export const loc = { line: 1, col: 1, offset: 0 };

export function s(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

export function r(body: string, flags = ''): RRegexp {
  return regexpLiteral(body, flags, loc);
}

type Block = (values: Value[]) => Value | Promise<Value>;

export function call(recv: Value, name: string, args: Value[] = [], block: Block | null = null, frame: MatchFrame = { lastMatch: null }): Value | Promise<Value> {
  if (Buffer.isBuffer(recv)) {
    const viaRegexp = stringRegexpMethod(recv, name, args, block, frame, loc);
    const out = viaRegexp !== undefined ? viaRegexp : stringMethod(recv, name, args, loc);
    if (out === undefined) throw new Error(`no String#${name}`);
    return out;
  }
  if (recv instanceof RRegexp) {
    const out = regexpMethod(recv, name, args, frame, loc);
    if (out === undefined) throw new Error(`no Regexp#${name}`);
    return out;
  }
  if (recv instanceof MatchData) {
    const out = matchDataMethod(recv, name, args, loc);
    if (out === undefined) throw new Error(`no MatchData#${name}`);
    return out;
  }
  throw new Error(`no receiver ${String(recv)}`);
}

export function klass(name: string, args: Value[], frame: MatchFrame = { lastMatch: null }): Value {
  const out = regexpClassMethod(name, args, frame, loc);
  if (out === undefined) throw new Error(`no Regexp.${name}`);
  return out;
}

/** What `p x` prints for the value a thunk returns, or `Class: message` when it raises. */
export async function show(thunk: () => Value | Promise<Value>): Promise<string> {
  try {
    return inspect(await thunk());
  } catch (e) {
    if (e instanceof ShellError) return `${e.rubyClass ?? e.code}: ${e.message}`;
    throw e;
  }
}
