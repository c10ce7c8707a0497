import { describe, expect, it } from 'vitest';
import { F0, error, out, shell, text } from './helpers.js';

const TRUNCATING = (t: string) => `Truncating '${t}' table (it may take a while):`;

describe('truncate, truncate_preserve, get_splits (table_test.rb, admin_test.rb)', () => {
  it('#90 truncate empties an enabled table', async () => {
    const sh = await shell(F0, "put 'T', 1, 'x:a', 1\nput 'T', 2, 'x:a', 2");
    expect(await out(sh, "count 'T'")).toBe(text('2 row(s)', '=> 2'));
    expect(await out(sh, "truncate 'T'")).toBe(text(TRUNCATING('T'), 'Disabling table...', 'Truncating table...'));
    expect(await out(sh, "count 'T'")).toBe(text('0 row(s)', '=> 0'));
    expect(await out(sh, "is_enabled 'T'")).toBe(text('true', '=> true'));
  });

  it('#91 a disabled table is truncated (no Disabling line) and ends enabled', async () => {
    const sh = await shell(F0, "put 'T', 1, 'x:a', 1", "disable 'T'");
    expect(await out(sh, "truncate 'T'")).toBe(text(TRUNCATING('T'), 'Truncating table...'));
    expect(await out(sh, "count 'T'")).toBe(text('0 row(s)', '=> 0'));
  });

  it('#92 truncate_preserve keeps the region boundaries; truncate drops them', async () => {
    const sh = await shell("create 'S', 'f1', {NUMREGIONS => 10, SPLITALGO => 'HexStringSplit'}", "put 'S', 'a', 'f1:q', 1");
    const splits = text(
      'Total number of splits = 10',
      '19999999',
      '33333332',
      '4ccccccb',
      '66666664',
      '7ffffffd',
      '99999996',
      'b333332f',
      'ccccccc8',
      'e6666661',
      '=> ["19999999", "33333332", "4ccccccb", "66666664", "7ffffffd", "99999996", "b333332f", "ccccccc8", "e6666661"]',
    );
    expect(await out(sh, "get_splits 'S'")).toBe(splits);
    expect(await out(sh, "truncate_preserve 'S'")).toBe(text(TRUNCATING('S'), 'Disabling table...', 'Truncating table...'));
    expect(await out(sh, "count 'S'")).toBe(text('0 row(s)', '=> 0'));
    expect(await out(sh, "get_splits 'S'")).toBe(splits);
    expect(await out(sh, "truncate 'S'")).toBe(text(TRUNCATING('S'), 'Disabling table...', 'Truncating table...'));
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 1', '', '=> []'));
  });

  it('a missing table fails after the first line', async () => {
    const sh = await shell();
    expect(await out(sh, "truncate 't9'")).toBe(TRUNCATING('t9') + '\n' + error('Unknown table t9!', 'truncate'));
    expect(await out(sh, "truncate_preserve 't9'")).toBe(TRUNCATING('t9') + '\n' + error('Unknown table t9!', 'truncate_preserve'));
    expect(await out(sh, 'truncate')).toBe(error('wrong number of arguments (given 0, expected 1)', 'truncate'));
  });

  it('#68, #70, #71 get_splits', async () => {
    const sh = await shell(
      "create 'table_with_splits', 'f1', SPLITS => ['10', '20', '30', '40']",
      "create 'plain', 'f1'",
      "create 'tableWithRegionReplicas', 'f1', {REGION_REPLICATION => 3}, SPLITS => ['10']",
      `create 'bin', 'f1', SPLITS => ["\\x00", 'a\\b']`,
    );
    expect(await out(sh, "get_splits 'table_with_splits'")).toBe(
      text('Total number of splits = 5', '10', '20', '30', '40', '=> ["10", "20", "30", "40"]'),
    );
    expect(await out(sh, "get_splits 'plain'")).toBe(text('Total number of splits = 1', '', '=> []'));
    expect(await out(sh, "get_splits 'tableWithRegionReplicas'")).toBe(text('Total number of splits = 2', '10', '=> ["10"]'));
    expect(await out(sh, "get_splits 'bin'")).toBe(text('Total number of splits = 3', '\\x00', 'a\\x5Cb', '=> ["\\\\x00", "a\\\\x5Cb"]'));
    expect(await out(sh, "t = get_table 'table_with_splits'\nt.get_splits")).toBe(
      text('=> Hbase::Table - table_with_splits', 'Total number of splits = 5', '10', '20', '30', '40', '=> ["10", "20", "30", "40"]'),
    );
    expect(await out(sh, "get_splits 'nosuch'")).toBe(error('Unknown table nosuch!', 'get_splits'));
  });

  it('#69 SPLITS_FILE', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'hsh-splits-'));
    const file = join(dir, 'splits.txt');
    await writeFile(file, '10\n20\n30\n40\n');
    const sh = await shell(`create 'sf', 'f1', SPLITS_FILE => '${file}'`);
    expect(await out(sh, "get_splits 'sf'")).toBe(text('Total number of splits = 5', '10', '20', '30', '40', '=> ["10", "20", "30", "40"]'));
  });
});
