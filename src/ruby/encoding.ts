/**
 * Ruby's Encoding as hsh's strings carry one: UTF-8, or ASCII-8BIT for a
 * binary string (bytes.ts's `markBinary`: what `pack`, `b`, a row key from
 * Java give). `String#encoding`, `force_encoding`, `encode`, `scrub`,
 * `valid_encoding?`, the Encoding constants, and the encoding of `a + b` as
 * Ruby's enc_compatible decides it (Encoding::CompatibilityError when
 * neither side is ASCII only).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { isBinary, markBinary } from '../bytes.js';
import type { Value } from './values.js';
import { builtin, type RModule } from './classes.js';
import { convName } from './raise.js';
import { inspectString } from './inspect.js';
import { charsOf, utf8SequenceLength } from './utf8.js';
import type { Maybe, RubyBlock } from './enumerable.js';

export type EncodingName = 'UTF-8' | 'ASCII-8BIT' | 'US-ASCII';

/** An Encoding object: `#<Encoding:UTF-8>`. */
export class REncoding {
  /** Ruby's class name (values.ts's rubyClass reads it). */
  readonly rubyClassName = 'Encoding';
  constructor(readonly name: EncodingName) {}

  inspect(): string {
    return `#<Encoding:${this.name}>`;
  }

  toS(): Buffer {
    return Buffer.from(this.name, 'latin1');
  }

  equals(other: unknown): boolean {
    return other instanceof REncoding && other.name === this.name;
  }
}

/** The names Encoding.find and force_encoding take for each (case-insensitive). */
const ALIASES: Record<string, EncodingName> = {
  'UTF-8': 'UTF-8',
  UTF8: 'UTF-8',
  CP65001: 'UTF-8',
  'ASCII-8BIT': 'ASCII-8BIT',
  BINARY: 'ASCII-8BIT',
  'US-ASCII': 'US-ASCII',
  ASCII: 'US-ASCII',
  'ANSI_X3.4-1968': 'US-ASCII',
};

/** Encoding's constants (`Encoding::UTF_8`, `Encoding::BINARY`). */
const CONSTANTS: Record<string, EncodingName> = { UTF_8: 'UTF-8', ASCII_8BIT: 'ASCII-8BIT', BINARY: 'ASCII-8BIT', US_ASCII: 'US-ASCII', ASCII: 'US-ASCII' };

/** The Encoding objects, one for each (Ruby's are unique: `uniq` and `equal?` see one). */
const ENCODINGS: Readonly<Record<EncodingName, REncoding>> = {
  'UTF-8': new REncoding('UTF-8'),
  'ASCII-8BIT': new REncoding('ASCII-8BIT'),
  'US-ASCII': new REncoding('US-ASCII'),
};

/** A string's encoding. */
export function encodingOf(s: Buffer): REncoding {
  return ENCODINGS[isBinary(s) ? 'ASCII-8BIT' : 'UTF-8'];
}

/** An encoding argument (an Encoding, or its name): ArgumentError `unknown encoding name - x`. */
export function encodingArg(v: Value, loc: Loc): EncodingName {
  if (v instanceof REncoding) return v.name;
  if (!(v instanceof Uint8Array)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
  const name = ALIASES[v.toString('latin1').toUpperCase()];
  if (!name) throw new ShellError('ARGUMENT_ERROR', `unknown encoding name - ${v.toString('utf8')}`, { loc });
  return name;
}

/** The bytes with `name`'s encoding (UTF-8 and US-ASCII strings are both unmarked bytes here). */
function withEncoding(b: Buffer, name: EncodingName): Buffer {
  return name === 'ASCII-8BIT' ? markBinary(b) : b;
}

function asciiOnly(s: Buffer): boolean {
  return s.every((b) => b < 0x80);
}

/** Whether the bytes are valid in the string's encoding (a binary string always is). */
export function validEncoding(s: Buffer): boolean {
  return isBinary(s) || Buffer.from(s.toString('utf8'), 'utf8').equals(s);
}

/**
 * `l + r` (and `l << r`): the bytes joined, in the encoding Ruby's
 * enc_compatible picks: the same one, the other side's when one is empty or
 * ASCII only, else Encoding::CompatibilityError.
 */
export function joinStrings(l: Buffer, r: Buffer, loc: Loc): Buffer {
  const binary = joinedBinary(l, r, loc);
  const out = Buffer.concat([l, r]);
  return binary ? markBinary(out) : out;
}

/** Whether `l + r` is binary, by Ruby's enc_compatible (an ASCII-only side takes the other's encoding), or Encoding::CompatibilityError. */
export function joinedBinary(l: Buffer, r: Buffer, loc?: Loc): boolean {
  const lb = isBinary(l);
  if (lb === isBinary(r)) return lb;
  if (r.length === 0 || asciiOnly(r)) return lb;
  if (l.length === 0 || asciiOnly(l)) return !lb;
  const names = lb ? 'ASCII-8BIT and UTF-8' : 'UTF-8 and ASCII-8BIT';
  throw new ShellError('ARGUMENT_ERROR', `incompatible character encodings: ${names}`, { loc, rubyClass: 'Encoding::CompatibilityError' });
}

/**
 * The pieces joined in order (sub/gsub's result, Array#join's), the encoding folded as
 * `first`'s then each piece's by enc_compatible: an ASCII-only binary
 * replacement leaves the text UTF-8, a `255.chr` makes it binary.
 */
export function joinPieces(first: Buffer, pieces: Buffer[], loc?: Loc): Buffer {
  // what enc_compatible asks of the text so far: its encoding and whether it is ASCII only
  let acc = first;
  for (const p of pieces) {
    const binary = joinedBinary(acc, p, loc);
    const ascii = asciiOnly(acc) && asciiOnly(p);
    acc = ascii ? Buffer.alloc(0) : Buffer.from([0x80]);
    if (binary) markBinary(acc);
  }
  const out = Buffer.concat(pieces);
  return isBinary(acc) ? markBinary(out) : out;
}

/** `str.encode(to)`: UTF-8 text into binary or ASCII only where every character is ASCII (Encoding::UndefinedConversionError). */
function encode(s: Buffer, args: Value[], loc: Loc): Buffer {
  const to = args.length ? encodingArg(args[0], loc) : 'UTF-8';
  const from: EncodingName = isBinary(s) ? 'ASCII-8BIT' : 'UTF-8';
  if (to === from) return Buffer.from(s);
  if (to !== 'UTF-8' || from !== 'UTF-8') {
    const bad = charsOf(s).find((c) => c.some((b) => b >= 0x80));
    if (bad) {
      const text = from === 'ASCII-8BIT' ? inspectString(markBinary(Buffer.from(bad.subarray(0, 1)))) : inspectString(markBinary(Buffer.from(bad)));
      const kind = from === 'ASCII-8BIT' ? `"\\x${bad[0].toString(16).toUpperCase()}" from ASCII-8BIT to UTF-8` : `${text} from UTF-8 to ${to}`;
      throw new ShellError('ARGUMENT_ERROR', kind, { loc, rubyClass: 'Encoding::UndefinedConversionError' });
    }
  }
  return withEncoding(Buffer.from(s), to);
}

/** `scrub(repl = "\uFFFD")`, or each invalid byte run through the block: a UTF-8 string's invalid bytes replaced. */
function scrub(s: Buffer, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Buffer> {
  if (isBinary(s) || validEncoding(s)) return Buffer.from(s);
  const repl = args[0] ?? null;
  if (repl !== null && !(repl instanceof Uint8Array)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(repl)} into String`, { loc });
  // each invalid byte is one replacement, but the valid start of a cut-off character is one in all (as Onigmo's)
  let i = 0;
  const pieces: Array<Buffer | Buffer[]> = [];
  while (i < s.length) {
    const n = validLength(s, i);
    if (n > 0) {
      pieces.push(s.subarray(i, i + n));
      i += n;
      continue;
    }
    const k = cutOffLength(s, i);
    pieces.push([s.subarray(i, i + k)]);
    i += k;
  }
  const replace = (run: Buffer[]): Maybe<Buffer> => {
    if (!block) return repl ?? Buffer.from('\uFFFD', 'utf8');
    const raw = markBinary(Buffer.concat(run));
    const r = block([raw]);
    const check = (v: Value): Buffer => {
      if (!(v instanceof Uint8Array)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
      return v as Buffer;
    };
    return r instanceof Promise ? r.then(check) : check(r);
  };
  const out: Buffer[] = [];
  const step = (k: number): Maybe<Buffer> => {
    for (; k < pieces.length; k++) {
      const p = pieces[k];
      if (!Array.isArray(p)) {
        out.push(p);
        continue;
      }
      const r = replace(p);
      if (r instanceof Promise) return r.then((b) => (out.push(b), step(k + 1)));
      out.push(r);
    }
    return Buffer.concat(out);
  };
  return step(0);
}

/** How many bytes from `i` start a UTF-8 character that is cut off (at least the one invalid byte). */
function cutOffLength(s: Buffer, i: number): number {
  const b = s[i];
  const n = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 1;
  let k = 1;
  while (k < n && i + k < s.length) {
    const c = s[i + k];
    const lo = k === 1 && b === 0xe0 ? 0xa0 : k === 1 && b === 0xf0 ? 0x90 : 0x80;
    const hi = k === 1 && b === 0xed ? 0x9f : k === 1 && b === 0xf4 ? 0x8f : 0xbf;
    if (c < lo || c > hi) break;
    k++;
  }
  return k;
}

/** The byte length of the valid UTF-8 character at `i`, or 0. */
function validLength(s: Buffer, i: number): number {
  return s[i] < 0x80 ? 1 : utf8SequenceLength(s, i);
}

/** String's encoding methods; undefined for any other name. */
export function stringEncodingMethod(s: Buffer, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value> | undefined {
  switch (name) {
    case 'encoding':
      return encodingOf(s);
    case 'force_encoding':
      return withEncoding(Buffer.from(s), encodingArg(args[0] ?? null, loc));
    case 'b':
      return markBinary(Buffer.from(s));
    case 'encode':
      return encode(s, args, loc);
    case 'valid_encoding?':
      return validEncoding(s);
    case 'scrub':
      return scrub(s, args, block, loc);
    case 'unicode_normalize':
      return Buffer.from(s.toString('utf8').normalize('NFC'), 'utf8');
  }
  return undefined;
}

/** Encoding's constants and methods, into the class as the Runtime makes it (RuntimeOptions.install). */
export function installEncoding(m: RModule): void {
  for (const [k, v] of Object.entries(CONSTANTS)) m.constants.set(k, ENCODINGS[v]);
  const name = builtin((self) => (self as unknown as REncoding).toS(), 0);
  m.defineMethod('name', name);
  m.defineMethod('to_s', name);
  m.defineMethod('inspect', builtin((self) => Buffer.from((self as unknown as REncoding).inspect(), 'latin1'), 0));
  m.defineMethod('==', builtin((self, args) => (self as unknown as REncoding).equals(args[0]), 1));
  m.defineMethod('ascii_compatible?', builtin(() => true, 0));
  const meta = m.singleton();
  meta.defineMethod('find', builtin((_self, args, _block, loc) => ENCODINGS[encodingArg(args[0] ?? null, loc)], 1));
  const utf8 = builtin(() => ENCODINGS['UTF-8'], 0);
  meta.defineMethod('default_external', utf8);
  meta.defineMethod('default_internal', builtin(() => null, 0));
}
