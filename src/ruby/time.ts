/**
 * Ruby 2.6's Time class and methods as JRuby 9.3 has them: `Time.now`,
 * `Time.at(sec[, sub, unit])`, `Time.utc`/`gm`, `Time.local`/`mktime`,
 * `Time.new(y, m, d, h, mi, s, "+09:00")`; the fields, `strftime`,
 * `+`/`-` (JRuby's arithmetic on milliseconds and nanoseconds), `<=>`,
 * `utc`/`localtime` (which change the Time, as Ruby's do), with JRuby's errors.
 * The value itself, its text and strftime: time-value.ts.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, isString, str } from './values.js';
import { type LocalZone, MONTHS, RTime, type TimeKind, strftime, timeFromCivil } from './time-value.js';
import { convName } from './raise.js';
import { integerArg } from './coerce.js';
import { parseTime, parseXmlschema, strptime, xmlschema } from './time-parse.js';
import { rational } from './rational.js';

const argumentError = (message: string, loc?: Loc) => new ShellError('ARGUMENT_ERROR', message, { loc });

/** An instant as whole milliseconds and the nanoseconds within the last one. */
function split(nanos: bigint): { ms: bigint; nsec: number } {
  let ms = nanos / 1_000_000n;
  let rest = nanos % 1_000_000n;
  if (rest < 0n) {
    rest += 1_000_000n;
    ms -= 1n;
  }
  return { ms, nsec: Number(rest) };
}

const totalNanos = (t: RTime): bigint => t.ms * 1_000_000n + BigInt(t.nsec);

/** A number of seconds as nanoseconds (a Float rounded to the nanosecond). */
function secondsToNanos(v: Value, loc?: Loc): bigint {
  if (typeof v === 'bigint') return v * 1_000_000_000n;
  if (typeof v === 'number' && Number.isFinite(v)) {
    const whole = Math.floor(v);
    return BigInt(whole) * 1_000_000_000n + BigInt(Math.round((v - whole) * 1e9));
  }
  throw new ShellError('TYPE_ERROR', `can't convert ${convName(v)} into an exact number`, { loc });
}

/** `Time.at(sec)`, `Time.at(sec, usec)`, `Time.at(sec, n, :millisecond|:usec|:microsecond|:nsec|:nanosecond)`. */
function at(args: Value[], zone: LocalZone, loc?: Loc): RTime {
  if (args.length < 1 || args.length > 3) throw argumentError(`wrong number of arguments (given ${args.length}, expected 1..3)`, loc);
  const first = args[0];
  if (first instanceof RTime) return new RTime(first.ms, zone, first.kind, first.nsec, first.fixedOffset);
  let nanos = secondsToNanos(first, loc);
  if (args.length > 1) {
    const unit = args[2] instanceof RSymbol ? args[2].name : 'microsecond';
    const scale: Record<string, number> = { millisecond: 1e6, usec: 1e3, microsecond: 1e3, nsec: 1, nanosecond: 1 };
    if (scale[unit] === undefined) throw argumentError(`unexpected unit: ${unit}`, loc);
    const sub = args[1];
    if (typeof sub === 'bigint') nanos += sub * BigInt(scale[unit]);
    else if (typeof sub === 'number') nanos += BigInt(Math.round(sub * scale[unit]));
    else throw new ShellError('TYPE_ERROR', `can't convert ${convName(sub)} into an exact number`, { loc });
  }
  const { ms, nsec } = split(nanos);
  return new RTime(ms, zone, 'local', nsec);
}

/** A civil field argument: an Integer, a numeric String, a Float (seconds keep their fraction). */
function civilArg(v: Value | undefined, fallback: number, loc?: Loc): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return v;
  if (isString(v)) {
    const text = v.toString('latin1').trim();
    if (/^[+-]?\d+$/.test(text)) return Number(text);
  }
  throw new ShellError('TYPE_ERROR', `can't convert ${convName(v)} into an exact number`, { loc });
}

/** A month: 1..12, or its English abbreviation (`"feb"`). */
function monthArg(v: Value | undefined, loc?: Loc): number {
  if (isString(v)) {
    const i = MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === v.toString('latin1').toLowerCase());
    if (i >= 0) return i + 1;
  }
  const m = civilArg(v, 1, loc);
  if (m < 1 || m > 12) throw argumentError(`Argument out of range: for month: ${m}`, loc);
  return m;
}

/** `Time.utc(y, m = 1, d = 1, h = 0, mi = 0, s = 0)` and friends: the fields checked as JRuby does. */
function civilFields(args: Value[], loc?: Loc) {
  if (args.length < 1) throw argumentError('wrong number of arguments (given 0, expected 1..8)', loc);
  const year = civilArg(args[0], 0, loc);
  const month = monthArg(args[1], loc);
  const day = civilArg(args[2], 1, loc);
  const hour = civilArg(args[3], 0, loc);
  const min = civilArg(args[4], 0, loc);
  const secs = civilArg(args[5], 0, loc);
  if (day < 1 || day > 31) throw argumentError('argument out of range for day', loc);
  if (hour < 0 || hour > 24 || (hour === 24 && (min !== 0 || secs !== 0))) throw argumentError('argument out of range for hour', loc);
  if (min < 0 || min > 59) throw argumentError('argument out of range for minute', loc);
  if (secs < 0 || secs >= 61) throw argumentError('argument out of range for second', loc);
  const sec = Math.floor(secs);
  return { year, month, day, hour, min, sec, nanos: Math.round((secs - sec) * 1e9) };
}

/** A `"+09:00"` offset (or seconds) as seconds east of UTC. */
function utcOffsetArg(v: Value, loc?: Loc): number {
  if (typeof v === 'bigint' || typeof v === 'number') {
    const n = Math.trunc(Number(v));
    if (Math.abs(n) >= 86400) throw argumentError('utc_offset out of range', loc);
    return n;
  }
  const m = isString(v) ? /^([+-])(\d\d):?(\d\d)(?::?(\d\d))?$/.exec(v.toString('latin1')) : null;
  if (!m) throw argumentError('"+HH:MM" or "-HH:MM" expected for utc_offset', loc);
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) throw argumentError('utc_offset out of range', loc);
  return (m[1] === '-' ? -1 : 1) * (hh * 3600 + mm * 60 + ss);
}

/**
 * `Time.name(*args)`: `now` reads `nowMs` (the session's clock); undefined
 * when Time has no such class method here.
 */
export function timeClassMethod(name: string, args: Value[], zone: LocalZone, nowMs: () => bigint, loc?: Loc): Value | undefined {
  switch (name) {
    case 'now':
      return new RTime(nowMs(), zone);
    case 'at':
      return at(args, zone, loc);
    case 'utc':
    case 'gm':
      return timeFromCivil(civilFields(args, loc), 'utc', zone);
    case 'local':
    case 'mktime':
      return timeFromCivil(civilFields(args, loc), 'local', zone);
    case 'new': {
      if (args.length === 0) return new RTime(nowMs(), zone);
      const fields = civilFields(args.slice(0, 6), loc);
      if (args.length > 6 && args[6] !== null) return timeFromCivil(fields, 'fixed', zone, utcOffsetArg(args[6], loc));
      return timeFromCivil(fields, 'local', zone);
    }
    case 'parse':
      return parseTime(textArg(args, loc), zone, loc);
    case 'iso8601':
    case 'xmlschema':
      return parseXmlschema(textArg(args, loc), zone, loc);
    case 'strptime':
      if (args.length < 2 || args.length > 3) throw argumentError(`wrong number of arguments (given ${args.length}, expected 2..3)`, loc);
      return strptime(textArg(args.slice(0, 1), loc), textArg(args.slice(1, 2), loc), zone, nowMs(), loc);
  }
  return undefined;
}

/** The one String argument of Time.parse and Time.iso8601. */
function textArg(args: Value[], loc?: Loc): string {
  if (args.length !== 1) throw argumentError(`wrong number of arguments (given ${args.length}, expected 1)`, loc);
  const v = args[0];
  if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
  return v.toString('utf8');
}

/** `time + secs`, `time - secs` (a new Time of the same kind). */
function shifted(t: RTime, v: Value, sign: 1n | -1n, loc?: Loc): RTime {
  const { ms, nsec } = split(totalNanos(t) + sign * secondsToNanos(v, loc));
  return new RTime(ms, t.localZone, t.kind, nsec, t.fixedOffset);
}

/** Turns the Time itself into another kind (`utc`, `localtime`): Ruby's Time changes in place. */
function convert(t: RTime, kind: TimeKind, offset = 0): RTime {
  t.kind = kind;
  t.fixedOffset = offset;
  return t;
}

/** JRuby's Time#-(time) and #to_f: milliseconds / 1000.0 plus nanoseconds / 1e9, in doubles. */
const seconds = (ms: bigint, nsec: number): number => Number(ms) / 1000 + nsec / 1e9;

/** Time's methods; undefined when Time has no such method here. */
export function timeMethod(t: RTime, name: string, args: Value[], loc?: Loc): Value | undefined {
  const arg = args[0] ?? null;
  switch (name) {
    case 'to_s':
    case 'inspect':
      return str(t.toS());
    case 'iso8601':
    case 'xmlschema':
      return str(xmlschema(t, args.length ? Number(integerArg(args[0], loc)) : 0));
    case 'strftime':
      if (!isString(arg)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(arg)} into String`, { loc });
      return str(strftime(t, arg.toString('utf8')));
    case 'to_i':
    case 'tv_sec':
      return t.seconds;
    case 'to_f':
      return seconds(t.ms, t.nsec);
    case 'to_r':
      return rational(t.ms * 1000000n + BigInt(t.nsec), 1000000000n);
    case 'round':
      return roundTime(t, args.length ? Number(integerArg(arg, loc)) : 0);
    case 'usec':
    case 'tv_usec':
      return BigInt(Math.floor(t.subsecNanos / 1000));
    case 'nsec':
    case 'tv_nsec':
      return BigInt(t.subsecNanos);
    case 'year':
      return BigInt(t.civil().year);
    case 'month':
    case 'mon':
      return BigInt(t.civil().month);
    case 'day':
    case 'mday':
      return BigInt(t.civil().day);
    case 'hour':
      return BigInt(t.civil().hour);
    case 'min':
      return BigInt(t.civil().min);
    case 'sec':
      return BigInt(t.civil().sec);
    case 'wday':
      return BigInt(t.civil().wday);
    case 'yday':
      return BigInt(t.civil().yday);
    case 'zone': {
      const z = t.zoneName;
      return z === null ? null : str(z);
    }
    case 'utc?':
    case 'gmt?':
      return t.kind === 'utc';
    case 'utc_offset':
    case 'gmt_offset':
    case 'gmtoff':
      return BigInt(t.offset);
    case 'utc':
    case 'gmtime':
      return convert(t, 'utc');
    case 'getutc':
    case 'getgm':
      return t.with('utc');
    case 'localtime':
      return args.length && arg !== null ? convert(t, 'fixed', utcOffsetArg(arg, loc)) : convert(t, 'local');
    case 'getlocal':
      return args.length && arg !== null ? t.with('fixed', utcOffsetArg(arg, loc)) : t.with('local');
    case 'to_a': {
      const c = t.civil();
      const z = t.zoneName;
      return [BigInt(c.sec), BigInt(c.min), BigInt(c.hour), BigInt(c.day), BigInt(c.month), BigInt(c.year), BigInt(c.wday), BigInt(c.yday), false, z === null ? null : str(z)];
    }
    case 'sunday?':
    case 'monday?':
    case 'tuesday?':
    case 'wednesday?':
    case 'thursday?':
    case 'friday?':
    case 'saturday?':
      return ['sunday?', 'monday?', 'tuesday?', 'wednesday?', 'thursday?', 'friday?', 'saturday?'][t.civil().wday] === name;
    case 'dst?':
    case 'isdst':
      return false;
    case '+':
      if (arg instanceof RTime) throw new ShellError('TYPE_ERROR', 'time + time?', { loc });
      return shifted(t, arg, 1n, loc);
    case '-':
      if (arg instanceof RTime) return seconds(t.ms - arg.ms, t.nsec - arg.nsec);
      return shifted(t, arg, -1n, loc);
    case '<=>': {
      if (!(arg instanceof RTime)) return null;
      const d = totalNanos(t) - totalNanos(arg);
      return d < 0n ? -1n : d > 0n ? 1n : 0n;
    }
    case '==':
    case 'eql?':
      return arg instanceof RTime && totalNanos(t) === totalNanos(arg);
    case '<':
    case '>':
    case '<=':
    case '>=': {
      if (!(arg instanceof RTime)) throw argumentError(`comparison of Time with ${convName(arg)} failed`, loc);
      const d = totalNanos(t) - totalNanos(arg);
      return name === '<' ? d < 0n : name === '>' ? d > 0n : name === '<=' ? d <= 0n : d >= 0n;
    }
    case 'succ':
      return shifted(t, 1n, 1n, loc);
    case 'hash':
      return totalNanos(t);
    case 'dup':
    case 'clone':
      return new RTime(t.ms, t.localZone, t.kind, t.nsec, t.fixedOffset);
  }
  return undefined;
}

/** Time#round(digits): the sub-second part to `digits` decimals, a half up (time.c's time_round). */
function roundTime(t: RTime, digits: number): RTime {
  if (digits >= 9) return t.with(t.kind, t.fixedOffset);
  const unit = 10 ** (9 - Math.max(digits, 0));
  const rem = t.subsecNanos % unit;
  const shift = BigInt(rem < unit / 2 ? -rem : unit - rem);
  const total = t.ms * 1_000_000n + BigInt(t.nsec) + shift;
  const ms = total >= 0n ? total / 1_000_000n : -((-total + 999_999n) / 1_000_000n);
  return new RTime(ms, t.localZone, t.kind, Number(total - ms * 1_000_000n), t.fixedOffset);
}
