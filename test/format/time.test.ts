import { describe, expect, it } from 'vitest';
import { createTimestampFormatter, defaultTimeZone, formatTimestamp, localDateTime, rubyTimeToS, zoneOffsetMs } from '../../src/format/time.js';
import { utc } from './helpers.js';

const LONG_MAX = 9223372036854775807n;

describe('timestamps as LocalDateTime.toString() (table.rb)', () => {
  it('the reference examples in UTC, with variable precision', () => {
    const cases: Array<[bigint | number, string]> = [
      [0, '1970-01-01T00:00'],
      [60000, '1970-01-01T00:01'],
      [1212, '1970-01-01T00:00:01.212'],
      [12345678, '1970-01-01T03:25:45.678'],
      [1588765900000, '2020-05-06T11:51:40'],
      [1588765900010, '2020-05-06T11:51:40.010'],
      [LONG_MAX, '+292278994-08-17T07:12:55.807'],
      [1000, '1970-01-01T00:00:01'],
      [1, '1970-01-01T00:00:00.001'],
      [100, '1970-01-01T00:00:00.100'],
      [utc(2024, 5, 6, 11, 51, 40, 10), '2024-05-06T11:51:40.010'],
      [utc(2024, 2, 29, 23, 59, 59, 999), '2024-02-29T23:59:59.999'],
    ];
    for (const [ts, expected] of cases) {
      expect(localDateTime(ts, 'UTC'), String(ts)).toBe(expected);
      expect(formatTimestamp(BigInt(ts), { zone: 'UTC' })).toBe(expected);
      expect(createTimestampFormatter({ zone: 'UTC' })(BigInt(ts))).toBe(expected);
    }
  });

  it("Java's year rules: + beyond 9999, at least 4 digits, proleptic years before 1", () => {
    expect(localDateTime(253402300799999n, 'UTC')).toBe('9999-12-31T23:59:59.999');
    expect(localDateTime(253402300800000n, 'UTC')).toBe('+10000-01-01T00:00');
    expect(localDateTime(-62135596800000n, 'UTC')).toBe('0001-01-01T00:00');
    expect(localDateTime(-62167219200000n, 'UTC')).toBe('0000-01-01T00:00');
    expect(localDateTime(-62198755200000n, 'UTC')).toBe('-0001-01-01T00:00');
    expect(localDateTime(-1n, 'UTC')).toBe('1969-12-31T23:59:59.999');
    // beyond JavaScript Date's range, from bigint
    expect(localDateTime(8640000000000001n, 'UTC')).toBe('+275760-09-13T00:00:00.001');
    expect(localDateTime(-9223372036854775808n, 'UTC')).toBe('-292275055-05-16T16:47:04.192');
  });

  it('another zone: offsets, DST transitions, LMT seconds, far-future instants under the last rules', () => {
    const ny = 'America/New_York';
    expect(localDateTime(0, ny)).toBe('1969-12-31T19:00');
    expect(localDateTime(1588765900000, ny)).toBe('2020-05-06T07:51:40');
    expect(localDateTime(1588765900010, ny)).toBe('2020-05-06T07:51:40.010');
    // spring forward 2021-03-14 02:00 EST = 07:00Z
    expect(localDateTime(1615705199999, ny)).toBe('2021-03-14T01:59:59.999');
    expect(localDateTime(1615705200000, ny)).toBe('2021-03-14T03:00');
    // fall back 2021-11-07 02:00 EDT = 06:00Z: 01:xx twice
    expect(localDateTime(1636264799000, ny)).toBe('2021-11-07T01:59:59');
    expect(localDateTime(1636264800000, ny)).toBe('2021-11-07T01:00');
    // local mean time, -4:56:02
    expect(localDateTime(-3e12, ny)).toBe('1874-12-07T13:43:58');
    // Long.MAX_VALUE: August, so daylight time
    expect(localDateTime(LONG_MAX, ny)).toBe('+292278994-08-17T03:12:55.807');
    expect(localDateTime(1588765900000, 'Asia/Kathmandu')).toBe('2020-05-06T17:36:40');
    expect(localDateTime(1588765900000, 'Asia/Kolkata')).toBe('2020-05-06T17:21:40');
    expect(zoneOffsetMs(0, ny)).toBe(-5 * 3600_000);
  });

  it('a formatter over many timestamps agrees with the one-off function across transitions', () => {
    const f = createTimestampFormatter({ zone: 'America/New_York' });
    for (let t = 1615690000000; t < 1615720000000; t += 123457) expect(f(BigInt(t))).toBe(localDateTime(t, 'America/New_York'));
    for (let t = 1636250000000; t < 1636280000000; t += 99991) expect(f(BigInt(t))).toBe(localDateTime(t, 'America/New_York'));
  });

  it('--epoch-timestamps prints the raw number', () => {
    expect(createTimestampFormatter({ epoch: true })(1588765900010n)).toBe('1588765900010');
    expect(formatTimestamp(LONG_MAX, { epoch: true })).toBe('9223372036854775807');
  });

  it('the default zone is the process one (TZ), also when TZ changes; an unknown TZ is UTC', () => {
    expect(localDateTime(1588765900010)).toBe(localDateTime(1588765900010, defaultTimeZone()));
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(defaultTimeZone()).toBe('America/New_York');
      expect(localDateTime(0)).toBe('1969-12-31T19:00');
      expect(createTimestampFormatter()(1588765900010n)).toBe('2020-05-06T07:51:40.010');
      process.env.TZ = 'No/Such_Zone';
      expect(localDateTime(0)).toBe('1970-01-01T00:00');
      process.env.TZ = 'UTC';
      expect(localDateTime(0)).toBe('1970-01-01T00:00');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('Ruby Time#to_s (snapshot listings)', () => {
  it('YYYY-MM-DD HH:MM:SS +ZZZZ in the zone, seconds truncated', () => {
    expect(rubyTimeToS(utc(2024, 1, 1, 10, 0, 0, 999), 'UTC')).toBe('2024-01-01 10:00:00 +0000');
    expect(rubyTimeToS(utc(2024, 1, 1, 10), 'America/New_York')).toBe('2024-01-01 05:00:00 -0500');
    expect(rubyTimeToS(utc(2024, 7, 1, 10), 'America/New_York')).toBe('2024-07-01 06:00:00 -0400');
    expect(rubyTimeToS(utc(2024, 1, 1, 10), 'Asia/Kolkata')).toBe('2024-01-01 15:30:00 +0530');
    expect(rubyTimeToS(0n, 'UTC')).toBe('1970-01-01 00:00:00 +0000');
  });
});
