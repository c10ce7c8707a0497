/**
 * `String#[]=` (string.c's rb_str_aset): the string's new bytes with a part
 * replaced — `s[i] = t`, `s[i, n] = t`, `s[range] = t`, `s['old'] = t`,
 * `s[/re/] = t`, `s[/re/, group] = t` — with Ruby's IndexError and
 * RangeError texts. Strings are bytes here, so the caller (string.ts's
 * stringBang, for the evaluator) puts the new bytes where the string was.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { isBinary, markBinary } from '../bytes.js';
import { RRange, type Value, isString } from './values.js';
import { integerArg } from './coerce.js';
import { convName } from './raise.js';
import { charsOf } from './utf8.js';
import { inspect } from './inspect.js';
import { RRegexp, regexpMatch } from './regexp.js';

function indexError(message: string, loc: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', message, { loc, rubyClass: 'IndexError' });
}

/** `s[index…] = value`: the new bytes. `args` ends with the value. */
export function stringIndexAssign(s: Buffer, args: Value[], loc: Loc): Buffer {
  if (args.length < 2 || args.length > 3) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 2..3)`, { loc });
  const value = args[args.length - 1];
  const [index, extra] = args;
  if (index instanceof RRegexp) {
    if (!isString(value)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(value)} into String`, { loc });
    return byRegexp(s, index, args.length === 3 ? extra : 0n, value, loc);
  }
  if (!isString(value)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(value)} into String`, { loc });
  if (isString(index) && args.length === 2) {
    const at = s.indexOf(index);
    if (at < 0) throw indexError('string not matched', loc);
    return splice(s, at, at + index.length, value);
  }
  const chars = charsOf(s);
  const n = chars.length;
  let beg: number;
  let len: number;
  if (index instanceof RRange && args.length === 2) {
    [beg, len] = rangeBegLen(index, n, loc);
  } else {
    beg = Number(integerArg(index, loc));
    len = args.length === 3 ? Number(integerArg(extra, loc)) : 1;
    if (len < 0) throw indexError(`negative length ${len}`, loc);
    if (beg > n || beg < -n) throw indexError(`index ${beg} out of string`, loc);
    if (beg < 0) beg += n;
    if (args.length === 2 && beg === n) len = 0;
  }
  len = Math.min(len, n - beg);
  const byteAt = (c: number) => chars.slice(0, c).reduce((m, x) => m + x.length, 0);
  return splice(s, byteAt(beg), byteAt(beg + len), value);
}

/** rb_range_beg_len for a string of `n` characters: RangeError `6..9 out of range` past its ends. */
function rangeBegLen(r: RRange, n: number, loc: Loc): [number, number] {
  let beg = r.from === null ? 0 : Number(integerArg(r.from, loc));
  let end = r.to === null ? n : Number(integerArg(r.to, loc));
  const exclusive = r.to === null ? true : r.exclusive;
  if (beg < 0) beg += n;
  if (beg < 0 || beg > n) throw new ShellError('ARGUMENT_ERROR', `${inspect(r)} out of range`, { loc, rubyClass: 'RangeError' });
  if (end < 0) end += n;
  if (!exclusive) end++;
  return [beg, Math.max(0, end - beg)];
}

/** `s[/re/, group] = value`: IndexError when it does not match or has no such group. */
function byRegexp(s: Buffer, re: RRegexp, group: Value, value: Buffer, loc: Loc): Buffer {
  const m = regexpMatch(re, s, { lastMatch: null }, loc);
  if (!m) throw indexError('regexp not matched', loc);
  let g = Number(integerArg(group, loc));
  const groups = m.starts.length;
  if (g >= groups || g < -groups + 1) throw indexError(`index ${g} out of regexp`, loc);
  if (g < 0) g += groups;
  if (m.starts[g] < 0) throw indexError(`regexp group ${g} not matched`, loc);
  return splice(s, m.subject.byteAt(m.starts[g]), m.subject.byteAt(m.ends[g]), value);
}

/** The bytes with [from, to) replaced by `value`, in the string's encoding. */
function splice(s: Buffer, from: number, to: number, value: Buffer): Buffer {
  const out = Buffer.concat([s.subarray(0, from), value, s.subarray(to)]);
  return isBinary(s) ? markBinary(out) : out;
}
