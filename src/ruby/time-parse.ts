/**
 * What `require 'time'` adds to Time, for the texts scripts give it:
 * `Time.parse` (a date, a time of day, a zone: `UTC`/`GMT`/`Z` or `±HH:MM`),
 * `Time.iso8601`/`xmlschema` (strict), and `Time#iso8601`/`xmlschema(n)`,
 * `Time.strptime(text, format)`, with Ruby's ArgumentError wording.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type LocalZone, MONTHS, RTime, strftime, timeFromCivil } from './time-value.js';

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

/** strptime's conversions: the text each matches and the field it sets. */
const CONVERSIONS: Record<string, [string, string]> = {
  Y: ['[+-]?\\d{4}|[+-]?\\d+', 'year'],
  m: ['\\d{1,2}', 'month'],
  d: ['\\d{1,2}', 'day'],
  e: ['\\s?\\d{1,2}', 'day'],
  H: ['\\d{1,2}', 'hour'],
  M: ['\\d{1,2}', 'min'],
  S: ['\\d{1,2}', 'sec'],
  L: ['\\d+', 'frac'],
  N: ['\\d+', 'frac'],
  z: ['Z|UTC|GMT|[+-]\\d\\d:?\\d\\d', 'zone'],
  Z: ['Z|UTC|GMT|[+-]\\d\\d:?\\d\\d|[A-Za-z]+', 'zone'],
  b: ['[A-Za-z]{3}', 'monthName'],
  B: ['[A-Za-z]+', 'monthName'],
  s: ['[+-]?\\d+', 'epoch'],
};

/** The combined conversions, as strptime expands them. */
const COMBINED: Record<string, string> = { F: '%Y-%m-%d', T: '%H:%M:%S', D: '%m/%d/%y', R: '%H:%M' };

/**
 * `Time.strptime(text, format)`: the text read by the format's conversions
 * (a space matches any run of spaces, trailing text is left); a date not
 * given is today's (in the local zone). ArgumentError
 * ``invalid date or strptime format - `text' `format'`` when it does not match.
 */
export function strptime(text: string, format: string, zone: LocalZone, nowMs: bigint, loc?: Loc): RTime {
  const fields: string[] = [];
  const expanded = format.replace(/%([FTDR])/g, (_, c: string) => COMBINED[c]);
  let source = '^';
  for (let i = 0; i < expanded.length; i++) {
    const c = expanded[i];
    if (c === '%' && i + 1 < expanded.length) {
      const k = expanded[++i];
      if (k === '%') source += '%';
      else if (k === 'y' || CONVERSIONS[k]) {
        const [pattern, field] = k === 'y' ? ['\\d{2}', 'year2'] : CONVERSIONS[k];
        source += `(${pattern})`;
        fields.push(field);
      } else source += k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (/\s/.test(c)) source += '\\s*';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const m = new RegExp(source, 'i').exec(text);
  if (!m) throw new ShellError('ARGUMENT_ERROR', `invalid date or strptime format - \`${text}' \`${format}'`, { loc });
  const got: Record<string, string> = {};
  fields.forEach((f, i) => (got[f] = m[i + 1]));
  if (got.epoch !== undefined) return new RTime(BigInt(got.epoch) * 1000n, zone);
  const today = new RTime(nowMs, zone).civil();
  const month = got.monthName !== undefined ? MONTHS.findIndex((n) => n.toLowerCase().startsWith(got.monthName.toLowerCase().slice(0, 3))) + 1 : Number(got.month ?? 0);
  const dated = got.year !== undefined || got.year2 !== undefined || month > 0 || got.day !== undefined;
  const year = got.year !== undefined ? Number(got.year) : got.year2 !== undefined ? 2000 + Number(got.year2) - (Number(got.year2) >= 69 ? 100 : 0) : today.year;
  const frac = (got.frac ?? '').slice(0, 9).padEnd(9, '0');
  const p: Parsed = {
    fields: {
      year,
      month: month > 0 ? month : dated ? 1 : today.month,
      day: got.day !== undefined ? Number(got.day) : dated ? 1 : today.day,
      hour: Number(got.hour ?? 0),
      min: Number(got.min ?? 0),
      sec: Number(got.sec ?? 0),
      nanos: Number(frac),
    },
    zone: null,
  };
  const z = got.zone;
  if (z !== undefined && /^(Z|UTC|GMT)$/i.test(z)) p.zone = 'utc';
  else if (z !== undefined && /^[+-]/.test(z)) {
    const digits = z.replace(':', '');
    p.zone = (z[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 3600 + Number(digits.slice(3, 5)) * 60);
  }
  return toTime(p, zone, loc);
}
