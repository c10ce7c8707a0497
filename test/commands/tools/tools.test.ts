import { describe, expect, it } from 'vitest';
import { F0, error, out, shell, text } from '../dml/helpers.js';

describe('flush', () => {
  it('a table, a table and family, a region, an encoded region, a server: no output', async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v'");
    const [region] = await (await sh.session.engine()).regions('T');
    for (const s of ["flush 'T'", "flush 'T', 'x'", `flush '${region.regionName}'`, `flush '${region.encodedName}'`, `flush '${region.encodedName}', 'x'`, "flush 'localhost,16020,1'"]) {
      expect(await out(sh, s), s).toBe('');
    }
    expect(await out(sh, "t = get_table 'T'\nt.flush")).toBe(text('=> Hbase::Table - T'));
    expect(await out(sh, "get 'T', 'r'")).toBe(text('COLUMN  CELL', ' x:a timestamp=NOW, value=v', '1 row(s)'));
  });

  it('a disabled table is skipped silently; unknown names and arity are errors', async () => {
    const sh = await shell(F0, "disable 'T'");
    expect(await out(sh, "flush 'T'")).toBe('');
    expect(await out(sh, "flush 'nosuch'")).toBe(error('Unknown table nosuch!', 'flush'));
    expect(await out(sh, 'flush')).toBe(error('wrong number of arguments (given 0, expected 1..2)', 'flush'));
  });
});

describe('compact and major_compact', () => {
  it('every form of the help text runs; type must be NORMAL or MOB', async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v'");
    const [region] = await (await sh.session.engine()).regions('T');
    for (const cmd of ['compact', 'major_compact']) {
      for (const a of ["'T'", "'T', 'x'", "'T', nil, 'MOB'", "'T', 'x', 'MOB'", "'T', nil, 'NORMAL'", `'${region.regionName}'`, `'${region.encodedName}', 'x'`]) {
        expect(await out(sh, `${cmd} ${a}`), `${cmd} ${a}`).toBe('');
      }
      expect(await out(sh, `${cmd} 'T', nil, 'FOO'`)).toBe(error('only NORMAL or MOB accepted for type!', cmd));
      expect(await out(sh, `${cmd} 'nosuch', nil, 'FOO'`)).toBe(error('only NORMAL or MOB accepted for type!', cmd));
      expect(await out(sh, `${cmd} 'nosuch'`)).toBe(error('Unknown table nosuch!', cmd));
      expect(await out(sh, `${cmd} 'T', nil, 'MOB', 4`)).toBe(error('wrong number of arguments (given 4, expected 1..3)', cmd));
    }
    expect(await out(sh, "get 'T', 'r'")).toBe(text('COLUMN  CELL', ' x:a timestamp=NOW, value=v', '1 row(s)'));
    await sh.run("disable 'T'");
    expect(await out(sh, "major_compact 'T'")).toBe(error('Table T is disabled!', 'major_compact'));
  });

  it('major compaction removes markers, masked cells and excess versions (query results change)', async () => {
    const sh = await shell("create 'V', {NAME => 'x', VERSIONS => 3}");
    await sh.run("put 'V', 'r', 'x:a', 'v1', 1\nput 'V', 'r', 'x:a', 'v2', 2\nput 'V', 'r', 'x:a', 'v3', 3\nput 'V', 'r', 'x:a', 'v4', 4\nput 'V', 'gone', 'x:a', 'g', 5\ndeleteall 'V', 'gone'");
    const raw = "scan 'V', {RAW => true, VERSIONS => 10}";
    const before = await out(sh, raw);
    expect(before).toContain(' gone column=x:, timestamp=NOW, type=DeleteFamily\n');
    expect(before).toContain(' r column=x:a, timestamp=1970-01-01T00:00:00.001, value=v1\n');
    await sh.run("compact 'V'");
    expect(await out(sh, raw)).toContain('type=DeleteFamily');
    await sh.run("major_compact 'V'");
    expect(await out(sh, raw)).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' r column=x:a, timestamp=1970-01-01T00:00:00.004, value=v4',
        ' r column=x:a, timestamp=1970-01-01T00:00:00.003, value=v3',
        ' r column=x:a, timestamp=1970-01-01T00:00:00.002, value=v2',
        '1 row(s)',
      ),
    );
    // Before the compaction deleting v4 made v1 visible again; now it is gone for good.
    await sh.run("delete 'V', 'r', 'x:a', 4");
    expect(await out(sh, "get 'V', 'r', {COLUMN => 'x:a', VERSIONS => 3}")).toBe(
      text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.003, value=v3', ' x:a timestamp=1970-01-01T00:00:00.002, value=v2', '1 row(s)'),
    );
  });
});

describe('split', () => {
  it('with a key: a new region boundary', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "split 'T', 'm'")).toBe('');
    expect(await out(sh, "get_splits 'T'")).toBe(text('Total number of splits = 2', 'm', '=> ["m"]'));
    const regions = await (await sh.session.engine()).regions('T');
    expect(await out(sh, `split '${regions[1].regionName}', 't'`)).toBe('');
    expect(await out(sh, `split '${regions[0].encodedName}', 'c'`)).toBe('');
    expect(await out(sh, "get_splits 'T'")).toBe(text('Total number of splits = 4', 'c', 'm', 't', '=> ["c", "m", "t"]'));
  });

  it('without a key, a one-region table: split at its middle row', async () => {
    const sh = await shell(F0, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((r) => `put 'T', '${r}', 'x:a', 'v'`).join('\n'));
    expect(await out(sh, "split 'T'")).toBe('');
    expect(await out(sh, "get_splits 'T'")).toMatch(/^Total number of splits = 2\n.+\n=> \[".+"\]\n$/);
    expect(await out(sh, "count 'T'")).toBe(text('8 row(s)', '=> 8'));
  });

  it('without a key, a table: EVERY region is split at its middle row (Admin.split(TableName))', async () => {
    const rows = ['a', 'b', 'c', 'd', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u'];
    const sh = await shell("create 'S', 'x', SPLITS => ['m']", rows.map((r) => `put 'S', '${r}', 'x:a', 'v'`).join('\n'));
    expect(await out(sh, "split 'S'")).toBe('');
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 4', 'c', 'm', 'r', '=> ["c", "m", "r"]'));
    expect(await out(sh, "count 'S'")).toBe(text('12 row(s)', '=> 12'));
  });

  it('without a key, a region of fewer than two rows has no split point: the regions before it are split, then the error', async () => {
    const NOT_SPLITTABLE =
      'org.apache.hadoop.hbase.DoNotRetryIOException: Region not splittable because bestSplitPoint = null, maybe table is too small for auto split. For force split, try specifying split row';
    const sh = await shell("create 'S', 'x', SPLITS => ['m', 'v']", ['a', 'b', 'c', 'd', 'w'].map((r) => `put 'S', '${r}', 'x:a', 'v'`).join('\n'));
    expect(await out(sh, "split 'S'")).toBe(error(NOT_SPLITTABLE, 'split'));
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 4', 'c', 'm', 'v', '=> ["c", "m", "v"]'));
    const last = (await (await sh.session.engine()).regions('S')).at(-1)!;
    expect(await out(sh, `split '${last.encodedName}'`)).toBe(error(NOT_SPLITTABLE, 'split'));
    expect(await out(sh, "create 'E', 'x'\nsplit 'E'")).toBe(text('Created table E', '=> Hbase::Table - E') + error(NOT_SPLITTABLE, 'split'));
    expect(await out(sh, "split 'E', 'k'\nget_splits 'E'")).toBe(text('Total number of splits = 2', 'k', '=> ["k"]'));
  });

  it('without a key, a region: only that region is split, at its middle row', async () => {
    const rows = ['a', 'b', 'c', 'd', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u'];
    const sh = await shell("create 'S', 'x', SPLITS => ['m']", rows.map((r) => `put 'S', '${r}', 'x:a', 'v'`).join('\n'));
    const [first, second] = await (await sh.session.engine()).regions('S');
    expect(await out(sh, `split '${first.regionName}'`)).toBe('');
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 3', 'c', 'm', '=> ["c", "m"]'));
    expect(await out(sh, `split '${second.encodedName}'`)).toBe('');
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 4', 'c', 'm', 'r', '=> ["c", "m", "r"]'));
  });

  it("a key equal to its region's start key: HBaseAdmin's client-side refusal, for a table and for a region", async () => {
    const sh = await shell("create 'S', 'x', SPLITS => ['m']");
    expect(await out(sh, "split 'S', 'm'")).toBe(error('should not give a splitkey which equals to startkey!', 'split'));
    const [, second] = await (await sh.session.engine()).regions('S');
    expect(await out(sh, `split '${second.regionName}', 'm'`)).toBe(error('should not give a splitkey which equals to startkey!', 'split'));
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 2', 'm', '=> ["m"]'));
    // an empty key is the first region's start key; for a later region it is no key at all
    expect(await out(sh, "split 'S', ''")).toBe(error('should not give a splitkey which equals to startkey!', 'split'));
    await sh.run("put 'S', 'n', 'x:a', 'v'\nput 'S', 'o', 'x:a', 'v'\nput 'S', 'p', 'x:a', 'v'");
    expect(await out(sh, `split '${second.encodedName}', ''`)).toBe('');
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 3', 'm', 'o', '=> ["m", "o"]'));
  });

  it('a key outside the named region: SplitTableRegionProcedure refuses it', async () => {
    const sh = await shell("create 'S', 'x', SPLITS => ['m']");
    const [first] = await (await sh.session.engine()).regions('S');
    expect(await out(sh, `split '${first.regionName}', 'q'`)).toBe(
      error(
        `org.apache.hadoop.hbase.DoNotRetryIOException: Split row is not inside region key range splitKey:q region: {ENCODED => ${first.encodedName}, NAME => '${first.regionName}', STARTKEY => '', ENDKEY => 'm'}`,
        'split',
      ),
    );
    expect(await out(sh, "get_splits 'S'")).toBe(text('Total number of splits = 2', 'm', '=> ["m"]'));
  });

  it('errors', async () => {
    const sh = await shell(F0, "create 'D', 'x'", "disable 'D'");
    expect(await out(sh, "split 'nosuch'")).toBe(error('Unknown table nosuch!', 'split'));
    expect(await out(sh, "split 'D', 'm'")).toBe(error('Table D is disabled!', 'split'));
    expect(await out(sh, "split 'T', 'a', 'b'")).toBe(error('wrong number of arguments (given 3, expected 1..2)', 'split'));
  });
});
