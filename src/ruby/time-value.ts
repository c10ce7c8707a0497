/**
 * Ruby's Time value as JRuby 9.3 keeps it (RubyTime: epoch milliseconds plus
 * the nanoseconds within the millisecond) and how it prints: `to_s`/`inspect`
 * (`2023-11-14 22:13:20 +0000`, `… UTC` for a UTC time), the civil fields,
 * and `strftime` with Ruby's directives, flags and widths. A Time is in UTC,
 * in the session's local zone, or at a fixed offset (`Time.new(…, "+09:00")`).
 * `utc`/`localtime` change the Time itself, as Ruby's do.
 *
 * A leaf module (values.ts re-exports RTime): the local zone is handed in by
 * the session (its offsets come from format/time.ts).
 */

/** The session's local zone: its offset from UTC at an instant, and the zone's short name. */
export interface LocalZone {
  /** local = utc + offsetMs(utc), in milliseconds. */
  offsetMs(epochMs: number): number;
  /** `Time#zone` of a local time (`UTC`, `CET`…). */
  name?(epochMs: number): string;
}

export type TimeKind = 'utc' | 'local' | 'fixed';

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number. */
export function civilFromDays(z: number): { year: number; month: number; day: number } {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A Time's broken-down fields in its own zone. */
export interface Civil {
  year: number;
  month: number;
  day: number;
  hour: number;
  min: number;
  sec: number;
  /** 0 = Sunday. */
  wday: number;
  /** 1-based day of the year. */
  yday: number;
  /** Offset from UTC in seconds. */
  offset: number;
}

export class RTime {
  constructor(
    /** Epoch milliseconds. */
    public ms: bigint,
    /** The session's local zone. */
    readonly localZone: LocalZone,
    public kind: TimeKind = 'local',
    /** Nanoseconds within the millisecond (0..999999). */
    public nsec = 0,
    /** A fixed offset's seconds. */
    public fixedOffset = 0,
  ) {}

  /** The same instant, seen another way (a new Time). */
  with(kind: TimeKind, fixedOffset = 0): RTime {
    return new RTime(this.ms, this.localZone, kind, this.nsec, fixedOffset);
  }

  /** Offset from UTC in seconds. */
  get offset(): number {
    if (this.kind === 'utc') return 0;
    if (this.kind === 'fixed') return this.fixedOffset;
    return Math.trunc(this.localZone.offsetMs(Number(this.ms)) / 1000);
  }

  /** Nanoseconds within the second. */
  get subsecNanos(): number {
    const msInSec = Number(((this.ms % 1000n) + 1000n) % 1000n);
    return msInSec * 1_000_000 + this.nsec;
  }

  /** Epoch seconds (floored). */
  get seconds(): bigint {
    const s = this.ms / 1000n;
    return this.ms < 0n && this.ms % 1000n !== 0n ? s - 1n : s;
  }

  civil(): Civil {
    const offset = this.offset;
    const localSec = Number(this.seconds) + offset;
    const days = Math.floor(localSec / 86400);
    const inDay = localSec - days * 86400;
    const { year, month, day } = civilFromDays(days);
    return {
      year,
      month,
      day,
      hour: Math.floor(inDay / 3600),
      min: Math.floor(inDay / 60) % 60,
      sec: inDay % 60,
      wday: (((days + 4) % 7) + 7) % 7,
      yday: days - daysFromCivil(year, 1, 1) + 1,
      offset,
    };
  }

  /** `Time#zone`: "UTC", the local zone's name, nil (null) for a fixed offset. */
  get zoneName(): string | null {
    if (this.kind === 'utc') return 'UTC';
    if (this.kind === 'fixed') return null;
    return this.localZone.name?.(Number(this.ms)) ?? zoneAbbreviation(Number(this.ms));
  }

  /** Ruby 2.6's `Time#to_s` and `#inspect`. */
  toS(): string {
    return strftime(this, this.kind === 'utc' ? '%Y-%m-%d %H:%M:%S UTC' : '%Y-%m-%d %H:%M:%S %z');
  }
}

/** The process zone's short name at an instant (Intl's; `UTC` for UTC). */
function zoneAbbreviation(ms: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}

/**
 * A local wall-clock time as an instant, as JRuby's (Joda's) zone rules
 * resolve it near a transition: a time the clocks skip is moved forward by
 * the gap (02:30 becomes 03:30), a time they repeat is the later instant.
 */
function localToUtc(localMs: number, zone: LocalZone): number {
  const day = 86_400_000;
  const before = zone.offsetMs(localMs - day);
  const after = zone.offsetMs(localMs + day);
  if (before === after) return localMs - before;
  const candidates = [localMs - before, localMs - after].filter((u, i) => zone.offsetMs(u) === (i === 0 ? before : after));
  if (candidates.length === 0) return localMs - before;
  return Math.max(...candidates);
}

/** A UTC Time from civil fields (`Time.utc`), or a local or fixed-offset one. */
export function timeFromCivil(fields: { year: number; month: number; day: number; hour: number; min: number; sec: number; nanos: number }, kind: TimeKind, zone: LocalZone, fixedOffset = 0): RTime {
  const days = daysFromCivil(fields.year, fields.month, 1) + fields.day - 1;
  const localMs = ((days * 24 + fields.hour) * 60 + fields.min) * 60000 + fields.sec * 1000 + Math.floor(fields.nanos / 1_000_000);
  let utcMs = localMs;
  if (kind === 'fixed') utcMs = localMs - fixedOffset * 1000;
  else if (kind === 'local') utcMs = localToUtc(localMs, zone);
  return new RTime(BigInt(utcMs), zone, kind, fields.nanos % 1_000_000, fixedOffset);
}

// ---------------------------------------------------------------- strftime

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** ISO 8601 week-numbering year and week. */
function isoWeek(c: Civil): { year: number; week: number } {
  const wdayMon = (c.wday + 6) % 7; // 0 = Monday
  const thursdayYday = c.yday - wdayMon + 3; // the week's Thursday, as a yday of this year
  let year = c.year;
  let yday = thursdayYday;
  const daysIn = (y: number) => daysFromCivil(y + 1, 1, 1) - daysFromCivil(y, 1, 1);
  if (yday < 1) {
    year--;
    yday += daysIn(year);
  } else if (yday > daysIn(year)) {
    yday -= daysIn(year);
    year++;
  }
  return { year, week: Math.floor((yday - 1) / 7) + 1 };
}

interface Field {
  text: string;
  /** Numbers pad with zeros (or spaces for %e %k %l), words with spaces. */
  numeric: boolean;
  width: number;
  pad: '0' | ' ';
}

function num(n: number, width: number, pad: '0' | ' ' = '0'): Field {
  return { text: String(n), numeric: true, width, pad };
}

function word(text: string): Field {
  return { text, numeric: false, width: 0, pad: ' ' };
}

/** `%z` and its `:` forms; `-` drops the hours' padding. */
function zoneOffset(offset: number, colons: number, unpadded: boolean): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const h = Math.floor(abs / 3600);
  const m = Math.floor(abs / 60) % 60;
  const s = abs % 60;
  const hh = unpadded ? String(h) : String(h).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  if (colons === 1) return `${sign}${hh}:${mm}`;
  if (colons === 2) return `${sign}${hh}:${mm}:${String(s).padStart(2, '0')}`;
  return `${sign}${hh}${mm}`;
}

/** `Time#strftime(format)` as Ruby's strftime.c (JRuby's RubyDateFormatter) does it. */
export function strftime(t: RTime, format: string): string {
  const c = t.civil();
  let out = '';
  let i = 0;
  while (i < format.length) {
    const pct = format.indexOf('%', i);
    if (pct < 0) {
      out += format.slice(i);
      break;
    }
    out += format.slice(i, pct);
    let j = pct + 1;
    let flags = '';
    while (j < format.length && '-_0^#:'.includes(format[j])) flags += format[j++];
    let widthText = '';
    while (j < format.length && format[j] >= '0' && format[j] <= '9') widthText += format[j++];
    if (format[j] === 'E' || format[j] === 'O') {
      // the locale modifiers: ignored before a conversion they allow
      if ('cCxXyY'.includes(format[j + 1] ?? '') || (format[j] === 'O' && 'deHImMSuUVwWy'.includes(format[j + 1] ?? ''))) j++;
    }
    const conv = format[j];
    if (conv === undefined) {
      out += format.slice(pct);
      break;
    }
    const field = directive(t, c, conv, flags, widthText);
    if (field === undefined) {
      out += format.slice(pct, j + 1);
      i = j + 1;
      continue;
    }
    out += field;
    i = j + 1;
  }
  return out;
}

/** One directive's text; undefined when it is none (printed as written). */
function directive(t: RTime, c: Civil, conv: string, flags: string, widthText: string): string | undefined {
  const colons = (flags.match(/:/g) ?? []).length;
  if (colons && conv !== 'z') return undefined;
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  let f: Field;
  switch (conv) {
    case 'Y':
      f = c.year < 0 ? { text: '-' + String(-c.year).padStart(4, '0'), numeric: true, width: 0, pad: '0' } : num(c.year, 4);
      break;
    case 'C':
      f = num(Math.floor(c.year / 100), 2);
      break;
    case 'y':
      f = num(((c.year % 100) + 100) % 100, 2);
      break;
    case 'm':
      f = num(c.month, 2);
      break;
    case 'B':
      f = word(MONTHS[c.month - 1]);
      break;
    case 'b':
    case 'h':
      f = word(MONTHS[c.month - 1].slice(0, 3));
      break;
    case 'd':
      f = num(c.day, 2);
      break;
    case 'e':
      f = num(c.day, 2, ' ');
      break;
    case 'j':
      f = num(c.yday, 3);
      break;
    case 'H':
      f = num(c.hour, 2);
      break;
    case 'k':
      f = num(c.hour, 2, ' ');
      break;
    case 'I':
      f = num(hour12, 2);
      break;
    case 'l':
      f = num(hour12, 2, ' ');
      break;
    case 'M':
      f = num(c.min, 2);
      break;
    case 'S':
      f = num(c.sec, 2);
      break;
    case 'L':
    case 'N': {
      // fractional seconds: as many digits as the width (3 for %L, 9 for %N), cut, not rounded
      const digits = widthText ? Number(widthText) : conv === 'L' ? 3 : 9;
      const nanos = String(t.subsecNanos).padStart(9, '0');
      return digits <= 9 ? nanos.slice(0, digits) : nanos + '0'.repeat(digits - 9);
    }
    case 'z': {
      const text = zoneOffset(c.offset, colons, flags.includes('-'));
      const width = widthText ? Number(widthText) : 0;
      return text.length >= width ? text : text[0] + text.slice(1).padStart(width - 1, flags.includes('_') ? ' ' : '0');
    }
    case 'Z':
      f = word(t.zoneName ?? '');
      break;
    case 'A':
      f = word(DAYS[c.wday]);
      break;
    case 'a':
      f = word(DAYS[c.wday].slice(0, 3));
      break;
    case 'u':
      f = num(c.wday === 0 ? 7 : c.wday, 1);
      break;
    case 'w':
      f = num(c.wday, 1);
      break;
    case 'p':
    case 'P': {
      const am = c.hour < 12 ? 'AM' : 'PM';
      // %P is lowercase; the # flag flips %p to lowercase
      f = word(conv === 'P' || flags.includes('#') ? am.toLowerCase() : am);
      flags = flags.replace('#', '');
      break;
    }
    case 'U':
      f = num(Math.floor((c.yday - 1 + 7 - c.wday) / 7), 2);
      break;
    case 'W':
      f = num(Math.floor((c.yday - 1 + 7 - ((c.wday + 6) % 7)) / 7), 2);
      break;
    case 'G':
      f = num(isoWeek(c).year, 4);
      break;
    case 'g':
      f = num(((isoWeek(c).year % 100) + 100) % 100, 2);
      break;
    case 'V':
      f = num(isoWeek(c).week, 2);
      break;
    case 's':
      f = { text: t.seconds.toString(), numeric: true, width: 1, pad: '0' };
      break;
    case 'F':
      f = word(strftime(t, '%Y-%m-%d'));
      break;
    case 'T':
    case 'X':
      f = word(strftime(t, '%H:%M:%S'));
      break;
    case 'D':
    case 'x':
      f = word(strftime(t, '%m/%d/%y'));
      break;
    case 'R':
      f = word(strftime(t, '%H:%M'));
      break;
    case 'r':
      f = word(strftime(t, '%I:%M:%S %p'));
      break;
    case 'c':
      f = word(strftime(t, '%a %b %e %H:%M:%S %Y'));
      break;
    case 'v':
      f = word(strftime(t, '%e-%^b-%Y'));
      break;
    case 'n':
      return '\n';
    case 't':
      return '\t';
    case '%':
      return '%';
    default:
      return undefined;
  }
  let text = f.text;
  if (flags.includes('^') || (flags.includes('#') && !f.numeric)) text = text.toUpperCase();
  if (flags.includes('-')) return text;
  const width = widthText ? Number(widthText) : f.width;
  const pad = flags.includes('_') ? ' ' : flags.includes('0') ? '0' : f.pad;
  if (text.length >= width) return text;
  if (pad === '0' && text.startsWith('-')) return '-' + text.slice(1).padStart(width - 1, '0');
  return text.padStart(width, f.numeric ? pad : flags.includes('0') ? '0' : ' ');
}
