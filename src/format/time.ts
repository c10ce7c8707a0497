/**
 * Timestamps as the HBase 2.6 shell prints them (table.rb):
 * `LocalDateTime.ofInstant(Instant.ofEpochMilli(ts), ZoneId.systemDefault()).toString()`
 * — ISO local date-time with Java's variable precision (`1970-01-01T00:00`,
 * `…T11:51:40`, `…T11:51:40.010`), a `+` before years beyond 9999 — or the
 * raw epoch milliseconds with `--epoch-timestamps`
 * (`hbase.shell.timestamp.format.epoch=true`). Also Ruby's `Time#to_s`
 * (`2024-01-01 10:00:00 +0000`) for snapshot listings.
 *
 * The zone is the process's (`TZ`, resolved through Intl) unless one is
 * passed explicitly (an IANA name; tests pass `UTC` or `America/New_York`).
 * Offsets come from Intl with a cache of 6-hour spans (a span holding a
 * transition stores the exact second it happens), so formatting costs no
 * Intl call per cell. Instants JavaScript's Date cannot hold (beyond
 * ±8.64e15 ms, e.g. Long.MAX_VALUE) are computed from bigint with the zone's
 * offset at the same date and time of a year of the same 400-year cycle
 * position (the zone's current rules, as Java's last rules apply there).
 */
import { civilFromDays, daysFromCivil } from '../ruby/time-value.js';

const DAY_MS = 86_400_000;
/** JavaScript Date's range: ±100,000,000 days. */
const MAX_DATE_MS = 8.64e15;
const SPAN_MS = 6 * 3_600_000;

const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/GMT0', 'Etc/GMT+0', 'Etc/GMT-0', 'GMT0', 'GMT+0', 'GMT-0', 'Etc/UCT', 'UCT', 'Etc/Universal', 'Universal', 'Etc/Zulu', 'Zulu', 'Etc/Greenwich', 'Greenwich']);

/**
 * The process's zone as Intl resolves it (honours `TZ`, also when it is
 * changed at run time); UTC when `TZ` names no zone Intl knows (Java falls
 * back to GMT likewise).
 */
export function defaultTimeZone(): string {
  const zone = new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone as string | undefined;
  return zone || 'UTC';
}

// ---------------------------------------------------------------- offsets

interface Span {
  before: number;
  after: number;
  /** First ms at which `after` applies (Infinity: no transition in the span). */
  at: number;
}

/** Offset (ms, local − UTC) of one zone at any instant Date can hold. */
class ZoneOffsets {
  private readonly utc: boolean;
  private readonly dtf: Intl.DateTimeFormat | undefined;
  private spans = new Map<number, Span>();

  constructor(readonly zone: string) {
    this.utc = UTC_NAMES.has(zone);
    this.dtf = this.utc
      ? undefined
      : new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          era: 'short',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
  }

  get isUtc(): boolean {
    return this.utc;
  }

  /** The exact offset from Intl (seconds precision). */
  private exact(ms: number): number {
    const t = Math.floor(ms / 1000) * 1000;
    let year = 0;
    let month = 1;
    let day = 1;
    let hour = 0;
    let minute = 0;
    let second = 0;
    let bc = false;
    for (const p of this.dtf!.formatToParts(t)) {
      switch (p.type) {
        case 'year':
          year = Number(p.value);
          break;
        case 'month':
          month = Number(p.value);
          break;
        case 'day':
          day = Number(p.value);
          break;
        case 'hour':
          hour = Number(p.value);
          break;
        case 'minute':
          minute = Number(p.value);
          break;
        case 'second':
          second = Number(p.value);
          break;
        case 'era':
          bc = /^B/i.test(p.value);
          break;
      }
    }
    if (bc) year = 1 - year;
    const local = daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
    return local - t;
  }

  offset(ms: number): number {
    if (this.utc) return 0;
    const key = Math.floor(ms / SPAN_MS);
    let span = this.spans.get(key);
    if (!span) {
      span = this.span(key);
      if (this.spans.size > 4096) this.spans.clear();
      this.spans.set(key, span);
    }
    return ms < span.at ? span.before : span.after;
  }

  private span(key: number): Span {
    const start = Math.max(key * SPAN_MS, -MAX_DATE_MS);
    const end = Math.min(key * SPAN_MS + SPAN_MS - 1, MAX_DATE_MS);
    const before = this.exact(start);
    const after = this.exact(end);
    if (before === after) return { before, after, at: Infinity };
    // Binary search the first second with the later offset.
    let lo = Math.floor(start / 1000);
    let hi = Math.floor(end / 1000);
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.exact(mid * 1000) === after) hi = mid;
      else lo = mid + 1;
    }
    return { before, after, at: lo * 1000 };
  }
}

/** A zone's offsets. Made per formatter or per call (not kept between them: no module state); a formatter keeps its own. */
function zoneOffsets(zone: string | undefined): ZoneOffsets {
  return new ZoneOffsets(zone ?? defaultTimeZone());
}

/** The zone's offset from UTC in milliseconds at an instant (`local = utc + offset`). */
export function zoneOffsetMs(ms: bigint | number, zone?: string): number {
  const z = zoneOffsets(zone);
  const n = Number(ms);
  if (Math.abs(n) <= MAX_DATE_MS) return z.offset(n);
  return farOffset(z, typeof ms === 'bigint' ? ms : BigInt(Math.trunc(ms)));
}

// ---------------------------------------------------------------- civil dates

// daysFromCivil and civilFromDays (H. Hinnant's algorithm) are ruby/time-value.ts's.

interface Civil {
  year: number | bigint;
  month: number;
  day: number;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

function civilFromDaysBig(z: bigint): Civil {
  z += 719468n;
  const era = floorDiv(z, 146097n);
  const doe = Number(z - era * 146097n);
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = BigInt(yoe) + era * 400n + (month <= 2 ? 1n : 0n);
  return { year, month, day };
}

/** Offset for an instant Date cannot hold: the same UTC date-time in a year of equal 400-year-cycle position. */
function farOffset(z: ZoneOffsets, ms: bigint): number {
  if (z.isUtc) return 0;
  const days = floorDiv(ms, 86_400_000n);
  const msOfDay = Number(ms - days * 86_400_000n);
  const c = civilFromDaysBig(days);
  const yoc = Number(((c.year as bigint) % 400n + 400n) % 400n);
  const proxy = daysFromCivil(2400 + yoc, c.month, c.day) * DAY_MS + msOfDay;
  return z.offset(proxy);
}

// ---------------------------------------------------------------- LocalDateTime.toString

function two(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** Java `LocalDate.toString()` year: 4 digits at least, `+` beyond 9999, `-0001` before year 0. */
function javaYear(y: number | bigint): string {
  const abs = y < 0 ? -BigInt(y) : BigInt(y);
  if (abs < 1000n) return (y < 0 ? '-' : '') + abs.toString().padStart(4, '0');
  return (BigInt(y) > 9999n ? '+' : '') + y.toString();
}

function javaDate(c: Civil): string {
  return `${javaYear(c.year)}-${two(c.month)}-${two(c.day)}`;
}

/** Java `LocalTime.toString()` for a millisecond of the day. */
function javaTime(msOfDay: number): string {
  const millis = msOfDay % 1000;
  const secs = (msOfDay - millis) / 1000;
  const second = secs % 60;
  const minute = ((secs - second) / 60) % 60;
  const hour = Math.floor(secs / 3600);
  let s = `${two(hour)}:${two(minute)}`;
  if (second > 0 || millis > 0) {
    s += ':' + two(second);
    if (millis > 0) s += '.' + String(millis + 1000).slice(1);
  }
  return s;
}

function localFromNumber(local: number): string {
  const days = Math.floor(local / DAY_MS);
  return `${javaDate(civilFromDays(days))}T${javaTime(local - days * DAY_MS)}`;
}

function localFromBigint(local: bigint): string {
  const days = floorDiv(local, 86_400_000n);
  return `${javaDate(civilFromDaysBig(days))}T${javaTime(Number(local - days * 86_400_000n))}`;
}

/** `LocalDateTime.ofInstant(Instant.ofEpochMilli(ms), zone).toString()`. */
export function localDateTime(ms: bigint | number, zone?: string): string {
  const z = zoneOffsets(zone);
  const n = Number(ms);
  if (Math.abs(n) <= MAX_DATE_MS && Number.isSafeInteger(n)) return localFromNumber(n + z.offset(n));
  const big = typeof ms === 'bigint' ? ms : BigInt(Math.trunc(ms));
  return localFromBigint(big + BigInt(farOffset(z, big)));
}

export interface TimestampOptions {
  /** `--epoch-timestamps`: the raw number of milliseconds. */
  epoch?: boolean;
  /** IANA zone; default the process's (`TZ`). */
  zone?: string;
}

/**
 * A formatter for many timestamps (a scan's): the zone is resolved once and
 * the last result and the last day's date text are reused.
 */
export function createTimestampFormatter(options: TimestampOptions = {}): (ts: bigint) => string {
  if (options.epoch) return (ts) => ts.toString();
  const z = zoneOffsets(options.zone);
  let lastTs: bigint | undefined;
  let lastText = '';
  let lastDay = NaN;
  let lastDate = '';
  return (ts: bigint): string => {
    if (ts === lastTs) return lastText;
    const n = Number(ts);
    let text: string;
    if (n <= MAX_DATE_MS && n >= -MAX_DATE_MS) {
      const local = n + z.offset(n);
      const day = Math.floor(local / DAY_MS);
      if (day !== lastDay) {
        lastDay = day;
        lastDate = javaDate(civilFromDays(day));
      }
      text = `${lastDate}T${javaTime(local - day * DAY_MS)}`;
    } else {
      text = localFromBigint(ts + BigInt(farOffset(z, ts)));
    }
    lastTs = ts;
    lastText = text;
    return text;
  };
}

/** One timestamp as `timestamp=` shows it. */
export function formatTimestamp(ts: bigint | number, options: TimestampOptions = {}): string {
  if (options.epoch) return String(ts);
  return localDateTime(ts, options.zone);
}

// ---------------------------------------------------------------- Ruby Time#to_s

/**
 * Ruby `Time.at(ms / 1000).to_s` in the local zone: `2024-01-01 10:00:00 +0000`
 * (`%Y-%m-%d %H:%M:%S %z`; a local time shows `+0000`, never `UTC`).
 */
export function rubyTimeToS(ms: bigint | number, zone?: string): string {
  const big = typeof ms === 'bigint' ? ms : BigInt(Math.trunc(ms));
  const secMs = floorDiv(big, 1000n) * 1000n;
  const offset = zoneOffsetMs(secMs, zone);
  const local = secMs + BigInt(offset);
  const days = floorDiv(local, 86_400_000n);
  const c = civilFromDaysBig(days);
  const secs = Number(local - days * 86_400_000n) / 1000;
  const y = c.year as bigint;
  const year = y < 0n ? '-' + (-y).toString().padStart(4, '0') : y.toString().padStart(4, '0');
  const offMin = Math.trunc(Math.abs(offset) / 60000);
  const z = `${offset < 0 ? '-' : '+'}${two(Math.floor(offMin / 60))}${two(offMin % 60)}`;
  return `${year}-${two(c.month)}-${two(c.day)} ${two(Math.floor(secs / 3600))}:${two(Math.floor(secs / 60) % 60)}:${two(secs % 60)} ${z}`;
}
