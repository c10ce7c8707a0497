/**
 * What the snapshot commands share: the regex arguments, Ruby's `Time#to_s`
 * of a creation time, and the SNAPSHOT / TABLE + CREATION TIME rows.
 */
import { ShellError } from '../../errors.js';
import type { SnapshotInfo } from '../../hbase/index.js';
import type { Arg } from '../define.js';
import { isString, rubyClass } from '../../ruby/values.js';

/** Ruby's `Time.at(ms / 1000).to_s`: `2024-01-01 10:00:00 +0000` in the local zone (TZ). */
export function rubyTime(ms: bigint): string {
  const seconds = ms / 1000n - (ms < 0n && ms % 1000n !== 0n ? 1n : 0n);
  const d = new Date(Number(seconds) * 1000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const offset = -d.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p(d.getFullYear(), 4)}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())} ${sign}${p(Math.floor(abs / 60))}${p(abs % 60)}`;
}

/** `t1 (2024-01-01 10:00:00 +0000)`: the TABLE + CREATION TIME column. */
export function tableAndTime(s: SnapshotInfo): string {
  return `${s.table.nameAsString} (${rubyTime(s.createdAt)})`;
}

/** SnapshotDescriptionUtils.isExpiredSnapshot. */
export function expired(s: SnapshotInfo, now: bigint): boolean {
  if (s.ttl <= 0) return false;
  return s.createdAt + BigInt(s.ttl) * 1000n < now;
}

export const HEADER = ['SNAPSHOT', 'TABLE + CREATION TIME'];

/** The formatter's rows as piped output shows them (the confirmation text is printed before any rendering). */
export function plainTable(rows: string[][]): string[] {
  return [HEADER.join('  '), ...rows.map(([a, b]) => ` ${a} ${b}`)];
}

/** A regex argument: a String (Pattern.compile of anything else is JRuby's TypeError). */
export function regexArg(label: string, optional: true): Arg<string | undefined>;
export function regexArg(label: string, optional?: false): Arg<string>;
export function regexArg(label: string, optional = false): Arg<string | undefined> {
  return {
    label,
    optional,
    parse(v) {
      if (v === undefined || (optional && v === null)) return undefined;
      if (!isString(v ?? null)) {
        throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(v ?? null)} into String`, { rubyClass: 'TypeError' });
      }
      return (v as Buffer).toString('utf8');
    },
  };
}
