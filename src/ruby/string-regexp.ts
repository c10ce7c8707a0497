/**
 * String's methods that take a pattern (Ruby 2.6): `=~`, `match`, `match?`,
 * `scan`, `sub`/`gsub` (and the bang forms) with a replacement string, a hash
 * or a block, `split`/`index`/`rindex`/`[]`/`slice`/`start_with?` with a
 * regexp, `partition`/`rpartition`. A string pattern is literal where Ruby
 * takes it literally (scan, sub, gsub, index, partition) and a regexp
 * source where Ruby compiles it (match, match?). Each match is recorded in
 * the caller's frame (`$~`); a block sees the match it was called for.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value, isString, rubyClass } from './values.js';
import { RRegexp, regexpEscape, regexpMatch, matchBegin, matchDataIndex } from './regexp.js';
import { MatchData, type MatchFrame, Subject, search } from './match-data.js';
import { integerArg, toS } from './coerce.js';
import { allocArray, allocString } from './memory.js';
import { convName } from './raise.js';
import { joinPieces } from './encoding.js';
import { isBinary, markBinary } from '../bytes.js';

type Block = (values: Value[]) => Value | Promise<Value>;

/** The names stringRegexpMethod answers for every argument (send's cheap check before calling it). */
export const PATTERN_METHODS = new Set(['=~', 'match', 'match?', 'scan', 'sub', 'gsub', 'sub!', 'gsub!', 'partition', 'rpartition', 'rindex']);
/** The names it answers only when an argument is a Regexp, and `index(str, pos)` (String's own methods take the rest). */
export const REGEXP_ARG_METHODS = new Set(['split', 'index', '[]', 'slice', 'start_with?']);

/**
 * String methods taking a pattern, or undefined for a call String's other
 * methods answer (`split(',')`, `index('a')`, `'abc'[1]`).
 */
export function stringRegexpMethod(s: Buffer, name: string, args: Value[], block: Block | null, frame: MatchFrame, loc: Loc): Value | Promise<Value> | undefined {
  const mine = PATTERN_METHODS.has(name) || (REGEXP_ARG_METHODS.has(name) && (args.some((a) => a instanceof RRegexp) || (name === 'index' && args.length > 1)));
  if (!mine) return undefined;
  switch (name) {
    case '=~': {
      const p = args[0] ?? null;
      if (isString(p)) throw new ShellError('TYPE_ERROR', 'type mismatch: String given', { loc });
      if (!(p instanceof RRegexp)) return null; // Object#=~
      const m = regexpMatch(p, s, frame, loc);
      return m && matchBegin(m);
    }
    case 'match':
    case 'match?': {
      arity(args, 1, 2, loc);
      const re = compiledPattern(args[0], loc);
      if (name === 'match?') return regexpMatch(re, s, { lastMatch: null }, loc, args[1] ?? 0n) !== null;
      const m = regexpMatch(re, s, frame, loc, args[1] ?? 0n);
      return m && block ? block([m]) : m;
    }
    case 'scan':
      arity(args, 1, 1, loc);
      return scan(s, literalPattern(args[0], loc), block, frame, loc);
    case 'sub':
    case 'gsub':
    case 'sub!':
    case 'gsub!':
      return substitute(s, name, args, block, frame, loc);
    case 'split':
      return split(s, args[0] as RRegexp, args.length > 1 ? Number(integerArg(args[1], loc)) : 0, loc);
    case 'index':
    case 'rindex':
      return index(s, name === 'rindex', args, frame, loc);
    case '[]':
    case 'slice': {
      if (!(args[0] instanceof RRegexp)) return undefined;
      const m = regexpMatch(args[0], s, frame, loc);
      if (!m) return null;
      return args.length > 1 ? matchDataIndex(m, args[1], loc) : m.group(0);
    }
    case 'start_with?':
      return args.some((a) => {
        if (a instanceof RRegexp) {
          const m = anchored(a, new Subject(s), 0, loc);
          frame.lastMatch = m;
          return m !== null;
        }
        if (!isString(a)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(a)} into String`, { loc });
        return s.subarray(0, a.length).equals(a);
      });
    case 'partition':
    case 'rpartition':
      return partition(s, name === 'rpartition', args, frame, loc);
  }
  return undefined;
}

function arity(args: Value[], min: number, max: number, loc: Loc): void {
  if (args.length < min || args.length > max) {
    const expected = min === max ? String(min) : `${min}..${max}`;
    throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected ${expected})`, { loc, rubyClass: 'ArgumentError' });
  }
}

/** match/match?: a String is compiled as a regexp source. */
function compiledPattern(p: Value, loc: Loc): RRegexp {
  if (p instanceof RRegexp) return p;
  if (isString(p)) return new RRegexp(p.toString('utf8'), 0);
  throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(p)} (expected Regexp)`, { loc });
}

/** scan/sub/gsub/index/partition: a String matches itself literally. */
function literalPattern(p: Value, loc: Loc): RRegexp {
  if (p instanceof RRegexp) return p;
  if (isString(p)) return new RRegexp(regexpEscape(p.toString('utf8')), 0);
  throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(p)} (expected Regexp)`, { loc });
}

/** Every match from the start, an empty match moving on by one character (Ruby's scan/gsub walk). */
function* matches(re: RRegexp, subject: Subject, loc: Loc): Generator<MatchData> {
  let at = 0;
  while (at <= subject.text.length) {
    const m = search(re, subject, at, loc);
    if (!m) return;
    yield m;
    at = m.ends[0] === m.starts[0] ? subject.next(m.ends[0]) : m.ends[0];
  }
}

/** What scan yields or collects for a match: the whole match, or the groups as an array. */
function scanned(m: MatchData): Value {
  if (m.size === 1) return m.group(0);
  const out: Value[] = [];
  for (let n = 1; n < m.size; n++) out.push(m.group(n));
  return out;
}

function scan(s: Buffer, re: RRegexp, block: Block | null, frame: MatchFrame, loc: Loc): Value | Promise<Value> {
  const subject = new Subject(s);
  const all = matches(re, subject, loc);
  if (!block) {
    const out: Value[] = [];
    for (const m of all) {
      frame.lastMatch = m;
      out.push(scanned(m));
      allocArray(out.length, loc);
    }
    return out;
  }
  return (async () => {
    for (const m of all) {
      frame.lastMatch = m;
      const r = block([scanned(m)]);
      if (r instanceof Promise) await r;
    }
    return s;
  })();
}

/**
 * A replacement string with its escapes (rb_reg_regsub): `\0 \& \1…\9`,
 * `\k<name>`, `` \` `` (pre-match), `\'` (post-match), `\+` (the last group
 * that matched), `\\`; any other backslash stays as it is.
 */
function expand(template: Buffer, m: MatchData, loc: Loc): Buffer {
  if (!template.includes(0x5c)) return template;
  const parts: Buffer[] = [];
  let run = 0;
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== 0x5c || i + 1 >= template.length) continue;
    const c = String.fromCharCode(template[i + 1]);
    let piece: Buffer | null | undefined;
    let used = 2;
    if (c >= '0' && c <= '9') piece = Number(c) < m.size ? m.group(Number(c)) : null;
    else if (c === '&') piece = m.group(0);
    else if (c === '`') piece = m.preMatch();
    else if (c === "'") piece = m.postMatch();
    else if (c === '\\') piece = Buffer.from('\\');
    else if (c === '+') {
      let n = m.size - 1;
      while (n > 0 && m.starts[n] < 0) n--;
      piece = n > 0 ? m.group(n) : null;
    } else if (c === 'k') {
      const close = template.indexOf(0x3e, i + 3);
      if (template[i + 2] === 0x3c && close > 0) {
        piece = m.byName(template.toString('utf8', i + 3, close), loc);
        used = close + 1 - i;
      }
    }
    if (piece === undefined) continue;
    parts.push(template.subarray(run, i));
    if (piece) parts.push(piece);
    i += used - 1;
    run = i + 1;
  }
  parts.push(template.subarray(run));
  return Buffer.concat(parts);
}

function substitute(s: Buffer, name: string, args: Value[], block: Block | null, frame: MatchFrame, loc: Loc): Value | Promise<Value> {
  const all = name.startsWith('gsub');
  const bang = name.endsWith('!');
  if (args.length === 0 || args.length > 2) {
    throw new ShellError('WRONG_ARITY', `wrong number of arguments calling \`${name}\` (given ${args.length}, expected 1..2)`, { loc, rubyClass: 'ArgumentError' });
  }
  if (args.length === 1 && !block) {
    if (!all) throw new ShellError('WRONG_ARITY', 'wrong number of arguments (given 1, expected 2)', { loc, rubyClass: 'ArgumentError' });
    throw new ShellError('ARGUMENT_ERROR', `${name} without a replacement or a block (an Enumerator) is not supported`, { loc, rubyClass: 'NotImplementedError' });
  }
  const re = literalPattern(args[0], loc);
  const replacement = args[1];
  if (args.length === 2 && !isString(replacement) && !(replacement instanceof RHash)) {
    throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(replacement)} into String`, { loc });
  }
  const out = new Replaced(new Subject(s), loc);
  if (args.length === 2) {
    for (const m of matches(re, out.subject, loc)) {
      out.add(m, isString(replacement) ? expand(replacement, m, loc) : toS((replacement as RHash).lookup(m.group(0)!) ?? null));
      if (!all) break;
    }
    return out.finish(frame, bang);
  }
  return (async () => {
    for (const m of matches(re, out.subject, loc)) {
      frame.lastMatch = m;
      let r = block!([m.group(0)]);
      if (r instanceof Promise) r = await r;
      out.add(m, toS(r));
      if (!all) break;
    }
    return out.finish(frame, bang);
  })();
}

/**
 * sub/gsub's result, built as the matches come: its size is checked at each one
 * (NoMemoryError past the cap before a 16 MiB string's millions of matches are held).
 */
class Replaced {
  private readonly parts: Buffer[] = [];
  private at = 0;
  private size = 0;
  private consumed = 0;
  private last: MatchData | null = null;

  constructor(
    readonly subject: Subject,
    private readonly loc: Loc,
  ) {}

  add(m: MatchData, piece: Buffer): void {
    const before = this.subject.slice(this.at, m.starts[0]);
    this.size += before.length + piece.length;
    this.consumed += before.length + m.group(0)!.length;
    // what is built so far and the rest of the subject, which the result keeps at least
    allocString(this.size + this.subject.bytes.length - this.consumed, this.loc);
    this.parts.push(before, piece);
    this.at = m.ends[0];
    this.last = m;
  }

  /** The new string (the bang forms: nil when nothing matched); `$~` is the last match. */
  finish(frame: MatchFrame, bang: boolean): Value {
    frame.lastMatch = this.last;
    if (bang && !this.last) return null;
    this.parts.push(this.subject.slice(this.at, this.subject.text.length));
    const s = this.subject.bytes;
    // the subject's own pieces are in its encoding
    if (isBinary(s)) for (let i = 0; i < this.parts.length; i += 2) this.parts[i] = markBinary(this.parts[i]);
    return joinPieces(isBinary(s) ? markBinary(Buffer.alloc(0)) : Buffer.alloc(0), this.parts, this.loc);
  }
}

/**
 * String#split with a regexp, as rb_str_split_m walks it: an empty match
 * at the search position first moves the search on by a character, and a
 * second one there splits off one character; captures that took part are
 * included; a positive limit caps the splits, and only a limit of 0 drops
 * trailing empty fields.
 */
function split(s: Buffer, re: RRegexp, limit: number, loc: Loc): Value[] {
  if (s.length === 0) return [];
  if (limit === 1) return [Buffer.from(s)];
  const subject = new Subject(s);
  const len = subject.text.length;
  const out: Buffer[] = [];
  let beg = 0;
  let start = 0;
  let lastNull = false;
  let splits = 1;
  for (;;) {
    const m = search(re, subject, start, loc);
    if (!m) break;
    if (m.starts[0] === start && m.ends[0] === start) {
      if (!lastNull) {
        start = start === len ? start + 1 : subject.next(start);
        lastNull = true;
        continue;
      }
      out.push(subject.slice(beg, subject.next(beg)));
      beg = start;
    } else {
      out.push(subject.slice(beg, m.starts[0]));
      beg = start = m.ends[0];
    }
    lastNull = false;
    for (let n = 1; n < m.size; n++) if (m.starts[n] >= 0) out.push(m.group(n)!);
    allocArray(out.length, loc);
    if (limit > 0 && limit <= ++splits) break;
  }
  if (limit !== 0 || len > beg) out.push(subject.slice(beg, len));
  if (limit === 0) while (out.length && out[out.length - 1].length === 0) out.pop();
  return out;
}

/** A match that starts exactly at `at` (sticky), or null. */
function anchored(re: RRegexp, subject: Subject, at: number, loc: Loc): MatchData | null {
  return search(re, subject, at, loc, true);
}

/** index/rindex with a Regexp or String and an optional character position. */
function index(s: Buffer, reverse: boolean, args: Value[], frame: MatchFrame, loc: Loc): Value | undefined {
  arity(args, 1, 2, loc);
  const [pattern, posArg] = args;
  if (!reverse && isString(pattern) && posArg === undefined) return undefined; // String#index(str)
  const re = literalPattern(pattern, loc);
  const subject = new Subject(s);
  const length = subject.length;
  let pos = posArg === undefined ? (reverse ? length : 0) : Number(integerArg(posArg, loc));
  if (pos < 0) pos += length;
  if (pos < 0 || (!reverse && pos > length)) {
    if (pattern instanceof RRegexp) frame.lastMatch = null;
    return null;
  }
  if (pos > length) pos = length;
  let m: MatchData | null = null;
  if (!reverse) m = search(re, subject, subject.u16Of(pos), loc);
  else {
    for (let p = pos; p >= 0 && !m; p--) m = anchored(re, subject, subject.u16Of(p), loc);
  }
  if (pattern instanceof RRegexp) frame.lastMatch = m;
  return m && matchBegin(m);
}

function partition(s: Buffer, reverse: boolean, args: Value[], frame: MatchFrame, loc: Loc): Value {
  arity(args, 1, 1, loc);
  const pattern = args[0];
  const re = literalPattern(pattern, loc);
  const subject = new Subject(s);
  let m: MatchData | null = null;
  if (!reverse) m = search(re, subject, 0, loc);
  else for (let p = subject.length; p >= 0 && !m; p--) m = anchored(re, subject, subject.u16Of(p), loc);
  if (pattern instanceof RRegexp) frame.lastMatch = m;
  const empty = () => Buffer.alloc(0);
  if (!m) return reverse ? [empty(), empty(), Buffer.from(s)] : [Buffer.from(s), empty(), empty()];
  return [m.preMatch(), m.group(0), m.postMatch()];
}
