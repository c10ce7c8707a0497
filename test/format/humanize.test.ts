import { describe, expect, it } from 'vitest';
import { humanReadableSize, humanReadableTTL, prettyFormat } from '../../src/format/humanize.js';

describe('humanised TTL (PrettyPrinter)', () => {
  it('FOREVER, seconds, and the D/H/M/S breakdown', () => {
    expect(humanReadableTTL(2147483647)).toBe('FOREVER');
    expect(humanReadableTTL(1)).toBe('1 SECOND');
    expect(humanReadableTTL(30)).toBe('30 SECONDS');
    expect(humanReadableTTL(0)).toBe('0 SECONDS');
    expect(humanReadableTTL(59)).toBe('59 SECONDS');
    expect(humanReadableTTL(60)).toBe('60 SECONDS (1 MINUTE)');
    expect(humanReadableTTL(86400)).toBe('86400 SECONDS (1 DAY)');
    expect(humanReadableTTL(2592000)).toBe('2592000 SECONDS (30 DAYS)');
    expect(humanReadableTTL(90061)).toBe('90061 SECONDS (1 DAY 1 HOUR 1 MINUTE 1 SECOND)');
    expect(humanReadableTTL(7200)).toBe('7200 SECONDS (2 HOURS)');
    expect(humanReadableTTL(180122)).toBe('180122 SECONDS (2 DAYS 2 HOURS 2 MINUTES 2 SECONDS)');
  });

  it('the quirk: the seconds part is pluralised by the minutes value', () => {
    expect(humanReadableTTL(3601)).toBe('3601 SECONDS (1 HOUR 1 SECONDS)');
    expect(humanReadableTTL(61)).toBe('61 SECONDS (1 MINUTE 1 SECOND)');
    expect(humanReadableTTL(62)).toBe('62 SECONDS (1 MINUTE 2 SECOND)');
    expect(humanReadableTTL(122)).toBe('122 SECONDS (2 MINUTES 2 SECONDS)');
    expect(humanReadableTTL(86401)).toBe('86401 SECONDS (1 DAY 1 SECONDS)');
  });
});

describe('humanised sizes (PrettyPrinter)', () => {
  it('B under 1024, else the TB/GB/MB/KB/B breakdown', () => {
    expect(humanReadableSize(0)).toBe('0 B');
    expect(humanReadableSize(1023)).toBe('1023 B');
    expect(humanReadableSize(1024)).toBe('1024 B (1KB)');
    expect(humanReadableSize(65536)).toBe('65536 B (64KB)');
    expect(humanReadableSize(134217728)).toBe('134217728 B (128MB)');
    expect(humanReadableSize(10737418240n)).toBe('10737418240 B (10GB)');
    expect(humanReadableSize(12345678)).toBe('12345678 B (11MB 792KB 334B)');
    expect(humanReadableSize(1099511627776n + 1n)).toBe('1099511627777 B (1TB 1B)');
    expect(humanReadableSize(1025)).toBe('1025 B (1KB 1B)');
  });

  it('PrettyPrinter.format: numbers only; anything else shown as stored', () => {
    expect(prettyFormat('65536', 'BYTE')).toBe('65536 B (64KB)');
    expect(prettyFormat('2147483647', 'TIME_INTERVAL')).toBe('FOREVER');
    expect(prettyFormat('FOREVER', 'TIME_INTERVAL')).toBe('FOREVER');
    expect(prettyFormat('abc', 'BYTE')).toBe('abc');
    expect(prettyFormat('65536', 'NONE')).toBe('65536');
  });
});
