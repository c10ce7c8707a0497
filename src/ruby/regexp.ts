/**
 * Ruby's Regexp (Ruby 2.6 / JRuby 9.3): the value, its methods, and the
 * class methods (`Regexp.new`, `escape`, `union`, `last_match`). A regexp is
 * checked when it is made, as Ruby compiles it then (RegexpError); the JS
 * program for each view of a subject (regexp-translate.ts) is built once.
 * Matching methods record their match in the caller's frame (`$~`), which
 * the evaluator hands in: there is no global last match.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RRange, RSymbol, type Value, isString, truthy } from './values.js';
import { EXTENDED, FIXEDENCODING, IGNORECASE, MULTILINE, type Program, translate } from './regexp-translate.js';
import { MatchData, type MatchFrame, Subject, matchTarget, search } from './match-data.js';
import { integerArg } from './coerce.js';
import { sliceOf } from './indexing.js';
import { freeze, isFrozen } from './freeze.js';

export { MatchData, type MatchFrame } from './match-data.js';
export { EXTENDED, FIXEDENCODING, IGNORECASE, MULTILINE } from './regexp-translate.js';

export class RRegexp {
  /** Ruby's class name (values.ts's rubyClass reads it). */
  readonly rubyClassName = 'Regexp';
  private text?: Program;
  private bytes?: Program;
  /** i, x, m (1, 2, 4), and 16 when the source holds non-ASCII characters. */
  readonly options: number;

  constructor(
    /** As Ruby keeps it: a literal's text with `\/` unescaped. */
    readonly source: string,
    options: number,
  ) {
    this.options = (options & 7) | (/[^\0-\x7f]/.test(source) ? FIXEDENCODING : 0);
    this.text = translate(source, this.options, false); // Ruby compiles (and refuses) a regexp when it is made
  }

  /** The JS program for a text (UTF-8) or binary subject. */
  program(binary = false): Program {
    if (!binary) return (this.text ??= translate(this.source, this.options, false));
    return (this.bytes ??= translate(this.source, this.options, true));
  }

  equals(other: RRegexp): boolean {
    return this.source === other.source && this.options === other.options;
  }

  /** `Regexp#inspect` (inspect.ts asks the value, so it imports no regexp file). */
  inspect(): string {
    return regexpInspect(this);
  }

  /** `Regexp#to_s`, `(?-mix:…)` (coerce.ts's toS asks the value). */
  toS(): Buffer {
    return Buffer.from(regexpToS(this), 'utf8');
  }
}

/** A regexp literal `/body/flags` (or `%r{…}`): `\/` in the body is kept as `/`, as JRuby's `source` shows it. */
export function regexpLiteral(body: string, flags: string, loc?: Loc): RRegexp {
  const source = body.replace(/\\(\\|\/)/g, (m, c: string) => (c === '/' ? '/' : m));
  let options = 0;
  for (const f of flags) options |= f === 'i' ? IGNORECASE : f === 'x' ? EXTENDED : f === 'm' ? MULTILINE : 0;
  return withLoc(() => new RRegexp(source, options), loc);
}

function withLoc<T>(make: () => T, loc?: Loc): T {
  try {
    return make();
  } catch (e) {
    if (e instanceof ShellError && loc && !e.loc) throw new ShellError(e.code, e.message, { loc, rubyClass: e.rubyClass });
    throw e;
  }
}

function optionLetters(options: number): string {
  return (options & MULTILINE ? 'm' : '') + (options & IGNORECASE ? 'i' : '') + (options & EXTENDED ? 'x' : '');
}

/** Regexp#inspect: `/a\/b/mi` (a `/` not already escaped gets a backslash; non-printing bytes as `\xHH`). */
export function regexpInspect(re: RRegexp): string {
  return `/${escapeSource(re.source)}/${optionLetters(re.options)}`;
}

function escapeSource(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      out += c + source[++i];
      continue;
    }
    const code = c.charCodeAt(0);
    if (c === '/') out += '\\/';
    else if (code < 0x20 && !(code >= 9 && code <= 13)) out += `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (code === 0x7f) out += '\\x7F';
    else out += c;
  }
  return out;
}

/**
 * Regexp#to_s, `(?-mix:ab)`: as MRI's rb_reg_to_s, a leading `(?i)` or a
 * whole-pattern `(?i:…)` group is folded into the options shown.
 */
export function regexpToS(re: RRegexp): string {
  let options = re.options & 7;
  let body = re.source;
  for (;;) {
    const m = /^\(\?([mix]*)(?:-([mix]*))?([:)])/.exec(body);
    if (!m || body.length < 4) break;
    let next = options;
    for (const f of m[1]) next |= f === 'i' ? IGNORECASE : f === 'x' ? EXTENDED : MULTILINE;
    for (const f of m[2] ?? '') next &= ~(f === 'i' ? IGNORECASE : f === 'x' ? EXTENDED : MULTILINE);
    if (m[3] === ')') {
      options = next;
      body = body.slice(m[0].length);
      continue;
    }
    const inner = body.slice(m[0].length, -1);
    if (!body.endsWith(')') || !compiles(inner, next)) {
      options = re.options & 7;
      body = re.source;
      break;
    }
    options = next;
    body = inner;
    break;
  }
  const on = optionLetters(options);
  const off = optionLetters(~options & 7);
  return `(?${on}${off ? `-${off}` : ''}:${escapeSource(body)})`;
}

function compiles(source: string, options: number): boolean {
  try {
    translate(source, options, false);
    return true;
  } catch {
    return false;
  }
}

/** Regexp.escape / Regexp.quote. */
export function regexpEscape(text: string): string {
  const named: Record<string, string> = { ' ': '\\ ', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\f': '\\f', '\v': '\\v' };
  return text.replace(/[[\]{}()|\-*.\\?+^$# \t\n\r\f\v]/g, (c) => named[c] ?? '\\' + c);
}

function sourceOf(v: Value, loc: Loc): string {
  if (isString(v)) return v.toString('utf8');
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${describe(v)} into String`, { loc });
}

function describe(v: Value): string {
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'bigint') return 'Integer';
  if (typeof v === 'number') return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof RHash) return 'Hash';
  if (v instanceof RSymbol) return 'Symbol';
  return 'Object';
}

/** `Regexp.union(...)`: strings escaped, regexps as their `to_s` (one regexp alone as it is). */
export function regexpUnion(args: Value[], loc: Loc): RRegexp {
  const parts = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  if (parts.length === 0) return new RRegexp('(?!)', 0);
  if (parts.length === 1 && parts[0] instanceof RRegexp) return parts[0];
  const source = parts.map((p) => (p instanceof RRegexp ? (parts.length === 1 ? p.source : regexpToS(p)) : regexpEscape(sourceOf(p, loc)))).join('|');
  return withLoc(() => new RRegexp(source, 0), loc);
}

/** `Regexp.new(source[, options])`: Integer options as bits, any other truthy value IGNORECASE (Ruby 2.6). */
export function regexpNew(args: Value[], loc: Loc): RRegexp {
  const [pattern, opts] = args;
  if (args.length < 1 || args.length > 3) {
    throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected 1..3)`, { loc, rubyClass: 'ArgumentError' });
  }
  if (pattern instanceof RRegexp) return pattern;
  const source = sourceOf(pattern, loc);
  let options = 0;
  if (typeof opts === 'bigint') options = Number(BigInt.asIntN(32, opts)) & 7;
  else if (truthy(opts)) options = IGNORECASE;
  return withLoc(() => new RRegexp(source, options), loc);
}

/** `Regexp::IGNORECASE` & co., for the evaluator's constant lookup. */
export const REGEXP_CONSTANTS: Readonly<Record<string, bigint>> = { IGNORECASE: 1n, EXTENDED: 2n, MULTILINE: 4n, FIXEDENCODING: 16n, NOENCODING: 32n };

/**
 * `Enumerable#grep`/`grep_v` and `case … when` for a Regexp pattern: Regexp#===,
 * recording the match in the frame; undefined for any other pattern (the
 * caller applies that pattern's own `===`).
 */
export function grepMatch(pattern: Value, v: Value, frame: MatchFrame, loc: Loc): boolean | undefined {
  return pattern instanceof RRegexp ? regexpCaseEq(pattern, v, frame, loc) : undefined;
}

/** Regexp's class methods; undefined for one it does not have. */
export function regexpClassMethod(name: string, args: Value[], frame: MatchFrame, loc: Loc): Value | undefined {
  switch (name) {
    case 'new':
    case 'compile':
      return regexpNew(args, loc);
    case 'escape':
    case 'quote':
      return Buffer.from(regexpEscape(args[0] instanceof RSymbol ? args[0].name : sourceOf(args[0] ?? null, loc)), 'utf8');
    case 'union':
      return regexpUnion(args, loc);
    case 'last_match':
      if (args.length === 0) return frame.lastMatch;
      return frame.lastMatch === null ? null : matchDataIndex(frame.lastMatch, args[0], loc);
  }
  return undefined;
}

/** `re =~ str` / `re.match(str, pos)`: the match (recorded in the frame), or nil. */
export function regexpMatch(re: RRegexp, target: Value, frame: MatchFrame, loc: Loc, pos: Value = 0n): MatchData | null {
  if (target === null) {
    frame.lastMatch = null;
    return null;
  }
  const subject = new Subject(matchTarget(target, loc));
  let at = Number(integerArg(pos, loc));
  if (at < 0) at += subject.length;
  const m = at < 0 || at > subject.length ? null : search(re, subject, subject.u16Of(at), loc);
  frame.lastMatch = m;
  return m;
}

/** The character position of a match (what `=~` answers). */
export function matchBegin(m: MatchData, n = 0): bigint | null {
  return m.starts[n] < 0 ? null : BigInt(m.subject.charAt(m.starts[n]));
}

/** `Regexp#===` (case/when, grep): false for anything but a String or Symbol. */
export function regexpCaseEq(re: RRegexp, v: Value, frame: MatchFrame, loc: Loc): boolean {
  if (!isString(v) && !(v instanceof RSymbol)) {
    frame.lastMatch = null;
    return false;
  }
  return regexpMatch(re, v, frame, loc) !== null;
}

/** Regexp's instance methods; undefined for one it does not have. */
export function regexpMethod(re: RRegexp, name: string, args: Value[], frame: MatchFrame, loc: Loc): Value | undefined {
  switch (name) {
    case '=~': {
      const m = regexpMatch(re, args[0] ?? null, frame, loc);
      return m && matchBegin(m);
    }
    case 'match':
      return regexpMatch(re, args[0] ?? null, frame, loc, args[1] ?? 0n);
    case 'match?': {
      if (args[0] === null || args[0] === undefined) return false;
      const scratch: MatchFrame = { lastMatch: null }; // match? leaves $~ alone
      return regexpMatch(re, args[0], scratch, loc, args[1] ?? 0n) !== null;
    }
    case '===':
      return regexpCaseEq(re, args[0] ?? null, frame, loc);
    case 'source':
      return Buffer.from(re.source, 'utf8');
    case 'options':
      return BigInt(re.options);
    case 'to_s':
      return Buffer.from(regexpToS(re), 'utf8');
    case 'inspect':
      return Buffer.from(regexpInspect(re), 'utf8');
    case 'casefold?':
      return (re.options & IGNORECASE) !== 0;
    case '==':
    case 'eql?':
      return args[0] instanceof RRegexp && re.equals(args[0]);
    case '!=':
      return !(args[0] instanceof RRegexp && re.equals(args[0]));
    case 'names':
      return re.program().names.map(([n]) => Buffer.from(n, 'utf8'));
    case 'named_captures':
      return new RHash(re.program().names.map(([n, groups]) => [Buffer.from(n, 'utf8'), groups.map(BigInt)]));
    // Ruby 2.6 (JRuby 9.3) leaves regexps, literals too, unfrozen until `freeze` (3.0 froze them)
    case 'freeze':
      return freeze(re);
    case 'frozen?':
      return isFrozen(re);
  }
  return undefined;
}

function groupNumber(m: MatchData, key: Value, loc: Loc): number {
  if (typeof key === 'bigint') {
    const n = Number(key);
    if (n < 0 || n >= m.size) throw new ShellError('ARGUMENT_ERROR', `index ${key} out of matches`, { loc, rubyClass: 'IndexError' });
    return n;
  }
  if (isString(key) || key instanceof RSymbol) {
    const name = isString(key) ? key.toString('utf8') : key.name;
    const groups = m.named(name, loc);
    for (let k = groups.length - 1; k >= 0; k--) if (m.starts[groups[k]] >= 0) return groups[k];
    return groups[groups.length - 1];
  }
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${describe(key)} into Integer`, { loc });
}

/** `m[n]`, `m[-1]`, `m[:name]`, `m['name']` (one argument). */
export function matchDataIndex(m: MatchData, key: Value, loc: Loc): Value {
  if (typeof key === 'bigint') {
    let n = Number(key);
    if (n < 0) n += m.size;
    return n < 0 || n >= m.size ? null : m.group(n);
  }
  if (isString(key) || key instanceof RSymbol) return m.byName(isString(key) ? key.toString('utf8') : key.name, loc);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${describe(key)} into Integer`, { loc });
}

function toA(m: MatchData): Value[] {
  const out: Value[] = [];
  for (let n = 0; n < m.size; n++) out.push(m.group(n));
  return out;
}

/** MatchData's methods; undefined for one it does not have. `m[a, b]` and `m[range]` slice `to_a` as Array#[] does. */
export function matchDataMethod(m: MatchData, name: string, args: Value[], loc: Loc): Value | undefined {
  switch (name) {
    case '[]':
      if (args.length === 1 && !(args[0] instanceof RRange)) return matchDataIndex(m, args[0], loc);
      return sliceOf(toA(m), args, loc);
    case 'to_a':
      return toA(m);
    case 'captures':
      return toA(m).slice(1);
    case 'named_captures':
      return new RHash(m.regexp.program().names.map(([n]) => [Buffer.from(n, 'utf8'), m.byName(n, loc)]));
    case 'names':
      return m.regexp.program().names.map(([n]) => Buffer.from(n, 'utf8'));
    case 'pre_match':
      return m.preMatch();
    case 'post_match':
      return m.postMatch();
    case 'to_s':
      return m.group(0);
    case 'string':
      return Buffer.from(m.subject.bytes);
    case 'regexp':
      return m.regexp;
    case 'size':
    case 'length':
      return BigInt(m.size);
    case 'begin':
    case 'end': {
      const n = groupNumber(m, args[0] ?? null, loc);
      const at = name === 'begin' ? m.starts[n] : m.ends[n];
      return at < 0 ? null : BigInt(m.subject.charAt(at));
    }
    case 'offset': {
      const n = groupNumber(m, args[0] ?? null, loc);
      if (m.starts[n] < 0) return [null, null];
      return [BigInt(m.subject.charAt(m.starts[n])), BigInt(m.subject.charAt(m.ends[n]))];
    }
    case 'values_at':
      return args.flatMap((a): Value[] => {
        if (!(a instanceof RRange)) return [matchDataIndex(m, a, loc)];
        const slice = sliceOf(toA(m), [a], loc);
        return Array.isArray(slice) ? slice : [];
      });
    case 'inspect':
      return Buffer.from(m.inspect(false), 'utf8');
    case '==':
    case 'eql?':
      return args[0] instanceof MatchData && m.equals(args[0]);
  }
  return undefined;
}
