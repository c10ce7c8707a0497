/**
 * What `require 'time'` adds to Time, for the texts scripts give it:
 * `Time.parse` (a date, a time of day, a zone: `UTC`/`GMT`/`Z` or `±HH:MM`),
 * `Time.iso8601`/`xmlschema` (strict), and `Time#iso8601`/`xmlschema(n)`,
 * with Ruby's ArgumentError wording.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type LocalZone, type RTime, strftime, timeFromCivil } from './time-value.js';

/** A parsed date and time: the civil fields and the zone (none: local time). */
interface Parsed {
  fields: { year: number; month: number; day: number; hour: number; min: number; sec: number; nanos: number };
  zone: 'utc' | number | null;
}

/** `2024-01-02`, `2024/01/02`; then `T` or spaces, `03:04[:05[.123]]`; then `Z`, `UTC`, `GMT` or `±HH[:]MM`. */
const LOOSE = /^\s*(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\s*$/i;

/** XML Schema's dateTime: `2024-01-02T03:04:05[.123](Z|±HH:MM)?`. */
const XMLSCHEMA = /^\s*(-?\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?\s*$/i;

function parsed(m: RegExpExecArray): Parsed {
  const frac = (m[7] ?? '').slice(0, 9).padEnd(9, '0');
  const zone = m[8];
  let offset: Parsed['zone'] = null;
  if (zone !== undefined) {
    if (/^(Z|UTC|GMT)$/i.test(zone)) offset = 'utc';
    else {
      const digits = zone.replace(':', '');
      offset = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 3600 + Number(digits.slice(3, 5)) * 60);
    }
  }
  const n = (i: number) => Number(m[i] ?? 0);
  return { fields: { year: n(1), month: n(2), day: n(3), hour: n(4), min: n(5), sec: n(6), nanos: Number(frac) }, zone: offset };
}

function toTime(p: Parsed, zone: LocalZone, loc?: Loc): RTime {
  const f = p.fields;
  if (f.month < 1 || f.month > 12 || f.day < 1 || f.day > 31 || f.hour > 24 || f.min > 59 || f.sec > 60) {
    throw new ShellError('ARGUMENT_ERROR', 'argument out of range', { loc });
  }
  if (p.zone === 'utc') return timeFromCivil(f, 'utc', zone);
  if (p.zone === null) return timeFromCivil(f, 'local', zone);
  return timeFromCivil(f, 'fixed', zone, p.zone);
}

/** `Time.parse(text)`: ArgumentError `no time information in "x"` when no date is in it. */
export function parseTime(text: string, zone: LocalZone, loc?: Loc): RTime {
  const m = LOOSE.exec(text);
  if (!m) throw new ShellError('ARGUMENT_ERROR', `no time information in ${JSON.stringify(text)}`, { loc });
  return toTime(parsed(m), zone, loc);
}

/** `Time.iso8601(text)` / `Time.xmlschema(text)`: ArgumentError `invalid date: "x"` for any other text. */
export function parseXmlschema(text: string, zone: LocalZone, loc?: Loc): RTime {
  const m = XMLSCHEMA.exec(text);
  if (!m) throw new ShellError('ARGUMENT_ERROR', `invalid date: ${JSON.stringify(text)}`, { loc });
  return toTime(parsed(m), zone, loc);
}

/** `Time#iso8601(digits = 0)`: `2024-01-02T03:04:05Z` (a UTC time), else the offset as `+09:00`. */
export function xmlschema(t: RTime, digits: number): string {
  const fraction = digits > 0 ? '.' + strftime(t, `%${digits}N`) : '';
  const zone = t.kind === 'utc' ? 'Z' : strftime(t, '%:z');
  return strftime(t, '%Y-%m-%dT%H:%M:%S') + fraction + zone;
}
