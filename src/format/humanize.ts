/**
 * HBase's `PrettyPrinter` as describe uses it: TTLs
 * (`86400 SECONDS (1 DAY)`, `FOREVER`) and byte sizes (`65536 B (64KB)`),
 * with Java's long/int arithmetic and its quirks (the seconds part of a TTL
 * is pluralised by the minutes value: `3601 SECONDS (1 HOUR 1 SECONDS)`).
 */

export type PrettyUnit = 'NONE' | 'TIME_INTERVAL' | 'BYTE';

const INT_MAX = 2147483647n;
const MINUTE = 60n;
const HOUR = 3600n;
const DAY = 86400n;

const KB = 1024n;
const MB = KB * 1024n;
const GB = MB * 1024n;
const TB = GB * 1024n;

const LONG_MIN = -(1n << 63n);
const LONG_MAX = (1n << 63n) - 1n;

/** Java `Long.parseLong` (decimal, optional sign); undefined where Java would throw. */
export function parseJavaLong(text: string): bigint | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const n = BigInt(text);
  return n < LONG_MIN || n > LONG_MAX ? undefined : n;
}

const int = (n: bigint): bigint => BigInt.asIntN(32, n);
const plural = (n: bigint): string => (n === 1n ? '' : 'S');

/** `PrettyPrinter.humanReadableTTL(long)`. */
export function humanReadableTTL(seconds: bigint | number): string {
  const interval = BigInt(seconds);
  if (interval === INT_MAX) return 'FOREVER';
  if (interval < MINUTE) return `${interval} SECOND${plural(interval)}`;
  const days = int(interval / DAY);
  const hours = int(interval - DAY * days) / HOUR;
  const minutes = int(interval - DAY * days - HOUR * hours) / MINUTE;
  const secs = int(interval - DAY * days - HOUR * hours - MINUTE * minutes);
  let s = `${interval} SECONDS (`;
  if (days > 0n) s += `${days} DAY${plural(days)}`;
  if (hours > 0n) s += `${days > 0n ? ' ' : ''}${hours} HOUR${plural(hours)}`;
  if (minutes > 0n) s += `${days + hours > 0n ? ' ' : ''}${minutes} MINUTE${plural(minutes)}`;
  // Java's quirk: the seconds part's plural follows the minutes value.
  if (secs > 0n) s += `${days + hours + minutes > 0n ? ' ' : ''}${secs} SECOND${plural(minutes)}`;
  return s + ')';
}

/** `PrettyPrinter.humanReadableByte(long)`. */
export function humanReadableSize(size: bigint | number): string {
  const n = BigInt(size);
  if (n < KB) return `${n} B`;
  const tb = n / TB;
  const gb = (n - TB * tb) / GB;
  const mb = (n - TB * tb - GB * gb) / MB;
  const kb = (n - TB * tb - GB * gb - MB * mb) / KB;
  const b = n - TB * tb - GB * gb - MB * mb - KB * kb;
  let s = `${n} B (`;
  if (tb > 0n) s += `${tb}TB`;
  if (gb > 0n) s += `${tb > 0n ? ' ' : ''}${gb}GB`;
  if (mb > 0n) s += `${tb + gb > 0n ? ' ' : ''}${mb}MB`;
  if (kb > 0n) s += `${tb + gb + mb > 0n ? ' ' : ''}${kb}KB`;
  if (b > 0n) s += `${tb + gb + mb + kb > 0n ? ' ' : ''}${b}B`;
  return s + ')';
}

/**
 * `PrettyPrinter.format(value, unit)`. A value Java's `Long.parseLong` would
 * reject (HBase would fail the whole describe) is shown as stored.
 */
export function prettyFormat(value: string, unit: PrettyUnit): string {
  if (unit === 'NONE') return value;
  const n = parseJavaLong(value);
  if (n === undefined) return value;
  return unit === 'TIME_INTERVAL' ? humanReadableTTL(n) : humanReadableSize(n);
}
