/**
 * Running a Ruby regexp over a string's bytes, and MatchData. A string that
 * is valid UTF-8 is matched as text (by code point); a binary string
 * (`markBinary` in bytes.ts: pack's output, Bytes.toBytes) or any other bytes are matched one byte
 * per character, as Ruby matches an ASCII-8BIT string (a packed row key), so
 * no byte is lost or replaced. Positions are given in
 * characters as Ruby reports them; captured strings are the subject's bytes.
 */
import { isUtf8 } from 'node:buffer';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, isString } from './values.js';
import { FIXEDENCODING, type Program } from './regexp-translate.js';
import type { RRegexp } from './regexp.js';
import { inspectString } from './inspect.js';
import { isBinary } from '../bytes.js';

/** Where a match is recorded: the caller's frame-local `$~` (the evaluator owns the frame). */
export interface MatchFrame {
  lastMatch: MatchData | null;
}

/**
 * A string as a regexp sees it: JS text (UTF-8 decoded, or one char per
 * byte), with conversions from JS (UTF-16) indices to byte and character
 * offsets. A cursor makes the forward walk of scan/gsub linear.
 */
export class Subject {
  readonly binary: boolean;
  readonly text: string;
  private u16 = 0;
  private byte = 0;
  private char = 0;

  constructor(readonly bytes: Buffer) {
    this.binary = isBinary(bytes) || !isUtf8(bytes);
    this.text = bytes.toString(this.binary ? 'latin1' : 'utf8');
  }

  private seek(u16: number): void {
    if (u16 < this.u16) this.u16 = this.byte = this.char = 0;
    const t = this.text;
    while (this.u16 < u16) {
      const c = t.charCodeAt(this.u16);
      if (c < 0x80) this.byte += 1;
      else if (c < 0x800) this.byte += 2;
      else if (c >= 0xd800 && c <= 0xdbff) {
        this.byte += 4;
        this.u16++;
      } else this.byte += 3;
      this.u16++;
      this.char++;
    }
  }

  /** The byte offset of a JS index. */
  byteAt(u16: number): number {
    if (this.binary) return u16;
    this.seek(u16);
    return this.byte;
  }

  /** The character (Ruby) offset of a JS index. */
  charAt(u16: number): number {
    if (this.binary) return u16;
    this.seek(u16);
    return this.char;
  }

  /** The JS index of a character offset (clamped to the end). */
  u16Of(char: number): number {
    if (this.binary) return Math.min(char, this.text.length);
    if (char < this.char) this.u16 = this.byte = this.char = 0;
    while (this.char < char && this.u16 < this.text.length) this.seek(this.u16 + 1 + (isHigh(this.text.charCodeAt(this.u16)) ? 1 : 0));
    return this.u16;
  }

  /** How many characters the string has. */
  get length(): number {
    return this.charAt(this.text.length);
  }

  /** The JS index one character after `u16` (an empty match moves on by one character). */
  next(u16: number): number {
    return u16 + (!this.binary && isHigh(this.text.charCodeAt(u16)) ? 2 : 1);
  }

  /** The bytes between two JS indices. */
  slice(from: number, to: number): Buffer {
    return Buffer.from(this.bytes.subarray(this.byteAt(from), this.byteAt(to)));
  }
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

export class MatchData {
  /** Ruby's class name (values.ts's rubyClass reads it). */
  readonly rubyClassName = 'MatchData';
  constructor(
    readonly regexp: RRegexp,
    readonly subject: Subject,
    /** JS indices of each Ruby group (0 = the whole match); -1 when the group took no part. */
    readonly starts: number[],
    readonly ends: number[],
  ) {}

  group(n: number): Buffer | null {
    return this.starts[n] < 0 ? null : this.subject.slice(this.starts[n], this.ends[n]);
  }

  get size(): number {
    return this.starts.length;
  }

  /** The groups a name may mean, numbers; IndexError when the regexp has no such name. */
  named(name: string, loc?: Loc): number[] {
    const entry = this.regexp.program().names.find(([n]) => n === name);
    if (!entry) throw new ShellError('ARGUMENT_ERROR', `undefined name <${name}> reference`, { loc, rubyClass: 'IndexError' });
    return entry[1];
  }

  /** `m[:name]`: the last group of that name that matched (Onigmo's rule for duplicate names). */
  byName(name: string, loc?: Loc): Buffer | null {
    const groups = this.named(name, loc);
    for (let k = groups.length - 1; k >= 0; k--) if (this.starts[groups[k]] >= 0) return this.group(groups[k]);
    return null;
  }

  preMatch(): Buffer {
    return this.subject.slice(0, this.starts[0]);
  }

  postMatch(): Buffer {
    return this.subject.slice(this.ends[0], this.subject.text.length);
  }

  /**
   * `#<MatchData "ab" 1:"a" name:nil>` as `p` shows it: JRuby 9.3 builds it
   * as bytes, so `p` shows a non-ASCII character as its UTF-8 bytes
   * (`#<MatchData "\\xC3\\xA9">`); `m.inspect` itself keeps the text.
   */
  /** `MatchData#to_s`: the whole match (coerce.ts's toS asks the value). */
  toS(): Buffer {
    return this.group(0)!;
  }

  inspect(asBytes = true): string {
    const names: string[] = [];
    for (const [name, groups] of this.regexp.program().names) for (const g of groups) names[g] = name;
    const parts = [inspectString(this.group(0)!)];
    for (let n = 1; n < this.size; n++) {
      const g = this.group(n);
      parts.push(`${names[n] ?? n}:${g === null ? 'nil' : inspectString(g)}`);
    }
    const text = `#<MatchData ${parts.join(' ')}>`;
    if (!asBytes) return text;
    return text.replace(/[^\0-\x7f]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `\\x${b.toString(16).toUpperCase()}`).join(''));
  }

  equals(other: MatchData): boolean {
    return (
      this.regexp.equals(other.regexp) &&
      this.subject.bytes.equals(other.subject.bytes) &&
      this.starts.every((s, i) => s === other.starts[i] && this.ends[i] === other.ends[i])
    );
  }
}

/** The string a regexp matches against: a String, or a Symbol's name (TypeError otherwise). */
export function matchTarget(v: Value, loc?: Loc): Buffer {
  if (isString(v)) return v;
  if (v instanceof RSymbol) return Buffer.from(v.name, 'utf8');
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${v === null || typeof v === 'boolean' ? String(v ?? 'nil') : className(v)} into String`, { loc });
}

function className(v: Value): string {
  if (typeof v === 'bigint') return 'Integer';
  if (typeof v === 'number') return 'Float';
  if (Array.isArray(v)) return 'Array';
  return v === null ? 'nil' : (v.constructor?.name ?? 'Object').replace(/^R(?=[A-Z])/, '');
}

/** The first match at or after JS index `from` (exactly at it when `sticky`), or null. */
export function search(re: RRegexp, subject: Subject, from: number, loc?: Loc, sticky = false): MatchData | null {
  if (subject.binary && re.options & FIXEDENCODING) {
    throw new ShellError('TYPE_ERROR', 'incompatible encoding regexp match (UTF-8 regexp with ASCII-8BIT string)', {
      loc,
      rubyClass: 'Encoding::CompatibilityError',
    });
  }
  if (from > subject.text.length) return null;
  const program: Program = re.program(subject.binary);
  const js = sticky ? (program.sticky ??= new RegExp(program.re.source, program.re.flags + 'y')) : program.re;
  js.lastIndex = from;
  const m = js.exec(subject.text);
  if (!m) return null;
  const starts = [m.index];
  const ends = [m.index + m[0].length];
  const groups = m.indices!.groups;
  for (let n = 1; n <= program.groups; n++) {
    const at = groups?.[`r${n}`];
    starts.push(at ? at[0] : -1);
    ends.push(at ? at[1] : -1);
  }
  return new MatchData(re, subject, starts, ends);
}
