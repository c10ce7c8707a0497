/**
 * The library modules lab scripts call for row-key salting and hashing:
 * `Digest::MD5.hexdigest(s)`, `Digest::SHA1.hexdigest(s)`,
 * `Digest::SHA256.hexdigest(s)` (also `digest`, the raw bytes) and
 * `Zlib.crc32(s [, crc])`, with Ruby's TypeError for a non-String, and
 * `require`'s names for them.
 */
import { digestOf, markBinary } from '../bytes.js';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString } from './values.js';
import { convName, noMethod } from './raise.js';
import { integerArg } from './coerce.js';
import type { RObject } from './objects.js';
import { type RModule, builtin } from './classes.js';

const DIGESTS: Record<string, string> = { 'Digest::MD5': 'md5', 'Digest::SHA1': 'sha1', 'Digest::SHA256': 'sha256' };

/** The libraries `require` knows: these modules, and the ones hsh's Ruby has built in. */
export const LIBRARIES = new Set(['digest', 'digest/md5', 'digest/sha1', 'digest/sha2', 'zlib', 'time', 'set', 'java']);

/** Is this receiver (`Digest::MD5`, `Zlib`) one of the modules here? */
export function isLibraryModule(path: string): boolean {
  return path in DIGESTS || path === 'Zlib';
}

function stringArg(v: Value | undefined, loc: Loc): Buffer {
  if (v === undefined) throw new ShellError('WRONG_ARITY', 'wrong number of arguments (given 0, expected 1)', { loc, rubyClass: 'ArgumentError' });
  if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
  return v;
}

/** `Module.name(args)` for one of the library modules. */
export function libraryMethod(path: string, name: string, args: Value[], loc: Loc): Value {
  const algorithm = DIGESTS[path];
  if (algorithm !== undefined) {
    if (name === 'hexdigest') return Buffer.from(digestOf(algorithm, stringArg(args[0], loc)).toString('hex'), 'latin1');
    if (name === 'digest') return markBinary(digestOf(algorithm, stringArg(args[0], loc)));
    if (name === 'base64digest') return Buffer.from(digestOf(algorithm, stringArg(args[0], loc)).toString('base64'), 'latin1');
    throw noMethod(name, `${path}:Class`, loc);
  }
  if (name === 'crc32') {
    const data = args.length ? stringArg(args[0], loc) : Buffer.alloc(0);
    const start = args.length > 1 ? integerArg(args[1], loc) : 0n;
    return BigInt(crc32(data, Number(BigInt.asUintN(32, start))));
  }
  throw noMethod(name, `${path}:Module`, loc);
}

/** CRC-32 (ISO-HDLC, zlib's crc32), continuing from `crc`. */
function crc32(data: Uint8Array, crc: number): number {
  let c = ~crc >>> 0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A digest object's data so far (`update`/`<<`), kept on the object as freeze.ts keeps its flag. */
const DATA = Symbol('digest data');

interface Digesting {
  [DATA]?: Buffer[];
}

function dataOf(self: RObject): Buffer[] {
  return ((self as unknown as Digesting)[DATA] ??= []);
}

/**
 * `Digest::MD5.new` (and SHA1, SHA256)'s instance methods, into the class as
 * the Runtime makes it: `update`/`<<` add data, `digest`/`hexdigest`/
 * `base64digest` of all of it so far, `reset`, `inspect` `#<Digest::MD5: hex>`.
 */
export function installDigest(m: RModule, path: string): void {
  const algorithm = DIGESTS[path];
  if (algorithm === undefined) return;
  const sum = (self: RObject) => digestOf(algorithm, Buffer.concat(dataOf(self)));
  const def = (names: string[], fn: (self: RObject, args: Value[], loc: Loc) => Value, arity: number) => {
    for (const n of names) m.defineMethod(n, builtin((self, args, _block, loc) => fn(self as RObject, args, loc), arity));
  };
  def(['update', '<<'], (self, args, loc) => (dataOf(self).push(Buffer.from(stringArg(args[0], loc))), self), 1);
  def(['reset'], (self) => ((dataOf(self).length = 0), self), 0);
  def(['digest'], (self) => markBinary(sum(self)), 0);
  def(['hexdigest'], (self) => Buffer.from(sum(self).toString('hex'), 'latin1'), 0);
  def(['base64digest'], (self) => Buffer.from(sum(self).toString('base64'), 'latin1'), 0);
  def(['digest_length', 'length', 'size'], () => BigInt(digestOf(algorithm, Buffer.alloc(0)).length), 0);
  const hex = builtin((self) => Buffer.from(sum(self as RObject).toString('hex'), 'latin1'), 0);
  m.defineMethod('to_s', { ...hex, builtin: false });
  // not flagged builtin: `p` calls an object's own inspect, not Kernel's
  const text = builtin((self) => Buffer.from(`#<${path}: ${sum(self as RObject).toString('hex')}>`, 'latin1'), 0);
  m.defineMethod('inspect', { ...text, builtin: false });
}
