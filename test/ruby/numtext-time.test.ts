/**
 * Time as JRuby 9.3 (Ruby 2.6) prints it, in a session whose zone is UTC:
 * each row is the Ruby expression, the same calls here, and what `p` prints
 * in JRuby 9.3.9 run with TZ=UTC (or `Class: message`).
 */
import { describe, expect, it } from 'vitest';
import { timeClassMethod, timeMethod } from '../../src/ruby/time.js';
import { RTime } from '../../src/ruby/time-value.js';
import { inspect } from '../../src/ruby/inspect.js';
import { RSymbol, type Value, str } from '../../src/ruby/values.js';
import { outcome } from '../helpers/ruby.js';

const utcZone = { offsetMs: () => 0, name: () => 'UTC' };
const T = (name: string, ...args: Value[]) => timeClassMethod(name, args, utcZone, () => 1700000000123n)!;
const m = (t: Value, name: string, ...args: Value[]) => timeMethod(t as RTime, name, args)!;
const x = () => m(T('utc', 2023n, 11n, 4n, 9n, 5n, 7n), '+', 0.123456789);
const y = () => T('new', 2023n, 1n, 1n, 15n, 4n, 5n, str('-05:30'));
// the two strftime rows' goldens were recorded by hand from the same jruby run (their labels are templates)
const FORMAT = '%Y|%C|%y|%m|%-m|%_m|%B|%b|%^b|%h|%d|%-d|%e|%j|%H|%-H|%I|%l|%M|%S|%L|%N|%3N|%6N|%9N|%12N|%z|%:z|%::z|%Z|%A|%a|%^A|%u|%w|%p|%P|%U|%W|%G|%g|%V|%s|%F|%T|%D|%R|%r|%c|%x|%X|%%|%n|%t|%10Y|%-10d|%010d|%^B|%#b|%v|%+|%Q|%k|%E|%Oy|%5z|%-z';

const rows: Array<[string, () => Value, string]> = [
  ['Time.at(1700000000)', () => T('at', 1700000000n), '2023-11-14 22:13:20 +0000'],
  ['Time.at(1700000000.5)', () => T('at', 1700000000.5), '2023-11-14 22:13:20 +0000'],
  ['Time.at(1700000000).utc', () => m(T('at', 1700000000n), 'utc'), '2023-11-14 22:13:20 UTC'],
  ['[Time.at(1.5).usec, Time.at(1.5).nsec, Time.at(1700000000, 123456).usec, Time.at(1700000000, 500, :millisecond).usec]', () => [m(T('at', 1.5), 'usec'), m(T('at', 1.5), 'nsec'), m(T('at', 1700000000n, 123456n), 'usec'), m(T('at', 1700000000n, 500n, new RSymbol('millisecond')), 'usec')], '[500000, 500000000, 123456, 500000]'],
  ['Time.at(0).utc.to_s', () => m(m(T('at', 0n), 'utc'), 'to_s'), '"1970-01-01 00:00:00 UTC"'],
  ['Time.utc(2023, 11, 14, 22, 13, 20)', () => T('utc', 2023n, 11n, 14n, 22n, 13n, 20n), '2023-11-14 22:13:20 UTC'],
  ['[Time.gm(2023, 1, 2), Time.utc(2023), Time.utc(2023, "feb", 3), Time.utc(2023, 2, 30)]', () => [T('gm', 2023n, 1n, 2n), T('utc', 2023n), T('utc', 2023n, str('feb'), 3n), T('utc', 2023n, 2n, 30n)], '[2023-01-02 00:00:00 UTC, 2023-01-01 00:00:00 UTC, 2023-02-03 00:00:00 UTC, 2023-03-02 00:00:00 UTC]'],
  ['[Time.local(2023, 11, 14, 22, 13, 20), Time.mktime(2000, 1, 1), Time.new(2023, 11, 14)]', () => [T('local', 2023n, 11n, 14n, 22n, 13n, 20n), T('mktime', 2000n, 1n, 1n), T('new', 2023n, 11n, 14n)], '[2023-11-14 22:13:20 +0000, 2000-01-01 00:00:00 +0000, 2023-11-14 00:00:00 +0000]'],
  ['[Time.new(2023, 11, 14, 22, 13, 20, "+09:00"), Time.new(2023, 1, 1, 0, 0, 0, 3600)]', () => [T('new', 2023n, 11n, 14n, 22n, 13n, 20n, str('+09:00')), T('new', 2023n, 1n, 1n, 0n, 0n, 0n, 3600n)], '[2023-11-14 22:13:20 +0900, 2023-01-01 00:00:00 +0100]'],
  ['Time.new(2023, 11, 14, 1, 2, 3.5).usec', () => m(T('new', 2023n, 11n, 14n, 1n, 2n, 3.5), 'usec'), '500000'],
  ['Time.utc(2023, 13, 1)', () => T('utc', 2023n, 13n, 1n), 'ArgumentError: Argument out of range: for month: 13'],
  ['Time.utc(2023, 2, 31, 25)', () => T('utc', 2023n, 2n, 31n, 25n), 'ArgumentError: argument out of range for hour'],
  ['Time.new(2023, 1, 1, 0, 0, 0, "+25:00")', () => T('new', 2023n, 1n, 1n, 0n, 0n, 0n, str('+25:00')), 'ArgumentError: utc_offset out of range'],
  ['Time.new(2023, 1, 1, 0, 0, 0, "junk")', () => T('new', 2023n, 1n, 1n, 0n, 0n, 0n, str('junk')), 'ArgumentError: "+HH:MM" or "-HH:MM" expected for utc_offset'],
  ['(x = Time.utc(2023, 11, 4, 9, 5, 7) + 0.123456789; [x.year, x.month, x.mon, x.day, x.mday, x.hour, x.min, x.sec, x.wday, x.yday, x.zone, x.utc?, x.utc_offset, x.gmt_offset, x.to_i, x.to_f, x.usec, x.nsec])', () => {
    const t = x();
    return ['year', 'month', 'mon', 'day', 'mday', 'hour', 'min', 'sec', 'wday', 'yday', 'zone', 'utc?', 'utc_offset', 'gmt_offset', 'to_i', 'to_f', 'usec', 'nsec'].map((n) => m(t, n));
  }, '[2023, 11, 11, 4, 4, 9, 5, 7, 6, 308, "UTC", true, 0, 0, 1699088707, 1699088707.1234567, 123456, 123456789]'],
  [`(Time.utc(2023, 11, 4, 9, 5, 7) + 0.123456789).strftime("${FORMAT}")`, () => m(x(), 'strftime', str(FORMAT)), '"2023|20|23|11|11|11|November|Nov|NOV|Nov|04|4| 4|308|09|9|09| 9|05|07|123|123456789|123|123456|123456789|123456789000|+0000|+00:00|+00:00:00|UTC|Saturday|Sat|SATURDAY|6|6|AM|am|44|44|2023|23|44|1699088707|2023-11-04|09:05:07|11/04/23|09:05|09:05:07 AM|Sat Nov  4 09:05:07 2023|11/04/23|09:05:07|%|\\n|\\t|0000002023|4|0000000004|NOVEMBER|NOV| 4-NOV-2023|%+|%Q| 9|%E|23|+0000|+000"'],
  [`Time.new(2023, 1, 1, 15, 4, 5, "-05:30").strftime("${FORMAT}")`, () => m(y(), 'strftime', str(FORMAT)), '"2023|20|23|01|1| 1|January|Jan|JAN|Jan|01|1| 1|001|15|15|03| 3|04|05|000|000000000|000|000000|000000000|000000000000|-0530|-05:30|-05:30:00||Sunday|Sun|SUNDAY|7|0|PM|pm|01|00|2022|22|52|1672605245|2023-01-01|15:04:05|01/01/23|15:04|03:04:05 PM|Sun Jan  1 15:04:05 2023|01/01/23|15:04:05|%|\\n|\\t|0000002023|1|0000000001|JANUARY|JAN| 1-JAN-2023|%+|%Q|15|%E|23|-0530|-530"'],
  ['Time.utc(2023,1,1).strftime("%-y|%_y|%3S|%^p|%#p|%010N|%-Z")', () => m(T('utc', 2023n, 1n, 1n), 'strftime', str('%-y|%_y|%3S|%^p|%#p|%010N|%-Z')), '"23|23|000|AM|am|0000000000|UTC"'],
  ['Time.utc(2021, 1, 3).strftime("%G-%V %U %W %u %j")', () => m(T('utc', 2021n, 1n, 3n), 'strftime', str('%G-%V %U %W %u %j')), '"2020-53 01 00 7 003"'],
  ['Time.utc(2020, 12, 31).strftime("%G-%V %U %W %a")', () => m(T('utc', 2020n, 12n, 31n), 'strftime', str('%G-%V %U %W %a')), '"2020-53 52 52 Thu"'],
  ['(y = Time.new(2023, 1, 1, 15, 4, 5, "-05:30"); [y.utc_offset, y.zone, y.getutc, y, y.utc, y])', () => {
    const t = y();
    return [m(t, 'utc_offset'), m(t, 'zone'), m(t, 'getutc'), t, m(t, 'utc'), t];
  }, '[-19800, nil, 2023-01-01 20:34:05 UTC, 2023-01-01 20:34:05 UTC, 2023-01-01 20:34:05 UTC, 2023-01-01 20:34:05 UTC]'],
  ['(x = Time.utc(2023, 11, 4, 9, 5, 7) + 0.123456789; [x + 60, x - 60, x - Time.utc(2023, 1, 1), x <=> Time.utc(2024), x == Time.utc(2023, 11, 4, 9, 5, 7) + 0.123456789, x.to_a])', () => {
    const t = x();
    return [m(t, '+', 60n), m(t, '-', 60n), m(t, '-', T('utc', 2023n, 1n, 1n)), m(t, '<=>', T('utc', 2024n)), m(t, '==', x()), m(t, 'to_a')];
  }, '[2023-11-04 09:06:07 UTC, 2023-11-04 09:04:07 UTC, 26557507.123456787, -1, true, [7, 5, 9, 4, 11, 2023, 6, 308, false, "UTC"]]'],
  ['[Time.at(1700000000).getlocal("+09:00"), Time.at(1700000000).localtime("-02:00"), Time.at(0).gmtime, Time.at(1700000000).getgm]', () => [m(T('at', 1700000000n), 'getlocal', str('+09:00')), m(T('at', 1700000000n), 'localtime', str('-02:00')), m(T('at', 0n), 'gmtime'), m(T('at', 1700000000n), 'getgm')], '[2023-11-15 07:13:20 +0900, 2023-11-14 20:13:20 -0200, 1970-01-01 00:00:00 UTC, 2023-11-14 22:13:20 UTC]'],
  ['Time.utc(2023, 11, 14) - "a"', () => m(T('utc', 2023n, 11n, 14n), '-', str('a')), 'TypeError: can\'t convert String into an exact number'],
  ['Time.utc(2023) + Time.utc(2023)', () => m(T('utc', 2023n), '+', T('utc', 2023n)), 'TypeError: time + time?'],
  ['Time.at("1")', () => T('at', str('1')), 'TypeError: can\'t convert String into an exact number'],
  ['Time.at(nil)', () => T('at', null), 'TypeError: can\'t convert nil into an exact number'],
  ['[Time.utc(1969, 12, 31, 23, 59, 59).to_i, Time.utc(10000, 1, 1), Time.utc(99, 1, 1), Time.at(-1).utc, Time.at(-0.5).utc.usec]', () => [m(T('utc', 1969n, 12n, 31n, 23n, 59n, 59n), 'to_i'), T('utc', 10000n, 1n, 1n), T('utc', 99n, 1n, 1n), m(T('at', -1n), 'utc'), m(m(T('at', -0.5), 'utc'), 'usec')], '[-1, 10000-01-01 00:00:00 UTC, 0099-01-01 00:00:00 UTC, 1969-12-31 23:59:59 UTC, 500000]'],
  ['[Time.at(1700000000).inspect, Time.at(1700000000.25).inspect, Time.at(1700000000).to_a]', () => [m(T('at', 1700000000n), 'inspect'), m(T('at', 1700000000.25), 'inspect'), m(T('at', 1700000000n), 'to_a')], '["2023-11-14 22:13:20 +0000", "2023-11-14 22:13:20 +0000", [20, 13, 22, 14, 11, 2023, 2, 318, false, "UTC"]]'],
  ['[Time.utc(2023,1,1).monday?, Time.utc(2023,1,1).sunday?, Time.utc(2023, 1, 1).dst?, Time.utc(2024, 2, 29).yday]', () => [m(T('utc', 2023n, 1n, 1n), 'monday?'), m(T('utc', 2023n, 1n, 1n), 'sunday?'), m(T('utc', 2023n, 1n, 1n), 'dst?'), m(T('utc', 2024n, 2n, 29n), 'yday')], '[false, true, false, 60]'],
];

describe('Time as JRuby 9.3 (TZ=UTC)', () => {
  it.each(rows)('%s', (_ruby, run, expected) => {
    expect(outcome(run)).toBe(expected);
  });

  it('Time.now is the session clock', () => {
    expect(inspect(T('now'))).toBe('2023-11-14 22:13:20 +0000');
    expect(inspect(m(T('now'), 'usec'))).toBe('123000');
  });
});

describe('local times at a zone transition (as JRuby 9.3 with TZ=America/New_York)', () => {
  const HOUR = 3_600_000;
  // New York's 2023 transitions: 07:00Z on March 12 (to -04:00), 06:00Z on November 5 (back to -05:00)
  const spring = Date.UTC(2023, 2, 12, 7);
  const fall = Date.UTC(2023, 10, 5, 6);
  const newYork = { offsetMs: (ms: number) => (ms >= spring && ms < fall ? -4 * HOUR : -5 * HOUR), name: () => 'EST' };
  const local = (...f: bigint[]) => inspect(timeClassMethod('local', f, newYork, () => 0n)!);

  it('moves a skipped time forward by the gap', () => {
    expect(local(2023n, 3n, 12n, 2n, 30n)).toBe('2023-03-12 03:30:00 -0400');
  });

  it('takes the later of a repeated time', () => {
    expect(local(2023n, 11n, 5n, 1n, 30n)).toBe('2023-11-05 01:30:00 -0500');
  });
});
