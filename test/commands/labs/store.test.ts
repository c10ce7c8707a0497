/**
 * Seeing the store: list_cells (a table's KeyValues as HFilePrettyPrinter -p
 * prints them), region_heat (rows, cells and requests per region as bars)
 * and list_regions' JSON form. Exact output, plain text (no terminal).
 */
import { describe, expect, it } from 'vitest';
import { hsh, testShell } from '../../helpers/shell.js';
import { createStyles, plainStyles, styleBars } from '../../../src/format/style.js';
import { OutputDecorator, ansiPalette } from '../../../src/shell/highlight.js';

const text = (...lines: string[]) => lines.map((l) => l + '\n').join('');

const VERSIONS = `create 't', {NAME => 'f', VERSIONS => 3}
put 't', 'row2', 'f:a', 'x', 10
put 't', 'row10', 'f:a', 'y', 10
put 't', 'row1', 'f:a', 'v1', 10
put 't', 'row1', 'f:a', 'v2', 20
put 't', 'row1', 'f:b', 'w', 20
delete 't', 'row1', 'f:a', 20
deleteall 't', 'row2', 'f:a', 30
deleteall 't', 'row10'
delete 't', 'row1', 'f', 15
`;

describe('list_cells', () => {
  it('lists every version and marker in KeyValue order, rows as bytes (row10 before row2)', async () => {
    const r = await hsh(`${VERSIONS}list_cells 't'`);
    expect(r.stdout).toBe(
      text(
        'Created table t',
        '=> Hbase::Table - t',
        'K: row1/f:/15/DeleteFamilyVersion/vlen=0/seqid=0 V: ',
        'K: row1/f:a/20/Delete/vlen=0/seqid=0 V: ',
        'K: row1/f:a/20/Put/vlen=2/seqid=0 V: v2',
        'K: row1/f:a/10/Put/vlen=2/seqid=0 V: v1',
        'K: row1/f:b/20/Put/vlen=1/seqid=0 V: w',
        'K: row10/f:/1700000000001/DeleteFamily/vlen=0/seqid=0 V: ',
        'K: row10/f:a/10/Put/vlen=1/seqid=0 V: y',
        'K: row2/f:a/30/DeleteColumn/vlen=0/seqid=0 V: ',
        'K: row2/f:a/10/Put/vlen=1/seqid=0 V: x',
        'Scanned kv count -> 9',
      ),
    );
    expect(r.status).toBe(0);
  });

  it("lists cells past their family's TTL until a compaction drops them; a put past its own TTL is not listed", async () => {
    const r = await hsh(`create 't', {NAME => 'f', TTL => 10, VERSIONS => 3}
put 't', 'r1', 'f:a', 'expired', 5
put 't', 'r1', 'f:a', 'live'
put 't', 'r2', 'f:a', 'own-ttl', 1699999995000, {TTL => 1}
delete 't', 'r2', 'f:b', 6
count 't'
list_cells 't'
major_compact 't'
list_cells 't'`);
    expect(r.stdout).toBe(
      text(
        'Created table t',
        '=> Hbase::Table - t',
        '1 row(s)',
        '=> 1',
        'K: r1/f:a/1700000000001/Put/vlen=4/seqid=0 V: live',
        'K: r1/f:a/5/Put/vlen=7/seqid=0 V: expired',
        'K: r2/f:b/6/Delete/vlen=0/seqid=0 V: ',
        'Scanned kv count -> 3',
        'K: r1/f:a/1700000000001/Put/vlen=4/seqid=0 V: live',
        'Scanned kv count -> 1',
      ),
    );
  });

  it('row ranges, a row prefix, LIMIT (KeyValues, not rows) and the key bytes on request', async () => {
    const r = await hsh(
      `${VERSIONS}list_cells 't', {STARTROW => 'row10', STOPROW => 'row2'}
list_cells 't', {ROWPREFIXFILTER => 'row1', LIMIT => 3}
t = get_table 't'
t.list_cells STARTROW => 'row2', 'KEY_BYTES' => true`,
    );
    expect(r.stdout.split('\n').slice(2).join('\n')).toBe(
      text(
        'K: row10/f:/1700000000001/DeleteFamily/vlen=0/seqid=0 V: ',
        'K: row10/f:a/10/Put/vlen=1/seqid=0 V: y',
        'Scanned kv count -> 2',
        'K: row1/f:/15/DeleteFamilyVersion/vlen=0/seqid=0 V: ',
        'K: row1/f:a/20/Delete/vlen=0/seqid=0 V: ',
        'K: row1/f:a/20/Put/vlen=2/seqid=0 V: v2',
        'Scanned kv count -> 3',
        '=> Hbase::Table - t',
        // KeyValue's key: row length (2 bytes), row, family length, family, qualifier, timestamp (8 bytes), type (12, 4)
        'K: row2/f:a/30/DeleteColumn/vlen=0/seqid=0 V:  KEY: \\x00\\x04row2\\x01fa\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x1E\\x0C',
        'K: row2/f:a/10/Put/vlen=1/seqid=0 V: x KEY: \\x00\\x04row2\\x01fa\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x0A\\x04',
        'Scanned kv count -> 2',
      ),
    );
  });

  it('escapes binary rows, qualifiers and values as Bytes.toStringBinary', async () => {
    const r = await hsh(`create 'b', 'f'
put 'b', "k\\x00\\xff", "f:q\\x01", "\\xfe\\\\"
put 'b', 'k "q"', 'f:a', 'x', 5
list_cells 'b'`);
    expect(r.stdout).toBe(
      text(
        'Created table b',
        '=> Hbase::Table - b',
        // 0x00 sorts before ' ' (0x20)
        'K: k\\x00\\xFF/f:q\\x01/1700000000001/Put/vlen=2/seqid=0 V: \\xFE\\x5C',
        'K: k "q"/f:a/5/Put/vlen=1/seqid=0 V: x',
        'Scanned kv count -> 2',
      ),
    );
  });

  it('puts the newest of reverse-timestamp rows first', async () => {
    const r = await hsh(`create 'e', 'f'
for ts in [1700000000000, 1700000060000, 1700000120000] do put 'e', "s1-#{Long::MAX_VALUE - ts}", 'f:t', "#{ts}", ts end
list_cells 'e'`);
    expect(r.stdout).toBe(
      text(
        'Created table e',
        '=> Hbase::Table - e',
        '=> [1700000000000, 1700000060000, 1700000120000]',
        'K: s1-9223370336854655807/f:t/1700000120000/Put/vlen=13/seqid=0 V: 1700000120000',
        'K: s1-9223370336854715807/f:t/1700000060000/Put/vlen=13/seqid=0 V: 1700000060000',
        'K: s1-9223370336854775807/f:t/1700000000000/Put/vlen=13/seqid=0 V: 1700000000000',
        'Scanned kv count -> 3',
      ),
    );
  });

  it('takes a region name or encoded name for that region only, and counts no read request', async () => {
    const setup = `create 'p', 'f', SPLITS => ['m']
put 'p', 'a', 'f:q', '1'
put 'p', 'z', 'f:q', '2'
`;
    const sh = await testShell();
    await sh.run(setup);
    const regions = await (await sh.session.engine()).regions('p');
    expect((await sh.run(`list_cells '${regions[1].encodedName}'`)).stdout).toBe(text('K: z/f:q/1700000000002/Put/vlen=1/seqid=0 V: 2', 'Scanned kv count -> 1'));
    expect((await sh.run(`list_cells '${regions[0].regionName}', {STARTROW => 'a'}`)).stdout).toBe(text('K: a/f:q/1700000000001/Put/vlen=1/seqid=0 V: 1', 'Scanned kv count -> 1'));
    const after = await (await sh.session.engine()).regions('p');
    expect(after.map((x) => x.readRequests)).toEqual([0, 0]);
    await sh.close();
  });

  it("lists the catalog tables' KeyValues too (hbase:meta as scan reads it)", async () => {
    const r = await hsh(`create 't', 'f'\nlist_cells 'hbase:meta', {LIMIT => 1}\nlist_cells 'hbase:namespace'`);
    expect(r.stdout).toBe(text('Created table t', '=> Hbase::Table - t', 'K: t/table:state/1700000000000/Put/vlen=2/seqid=0 V: \\x08\\x00', 'Scanned kv count -> 1', 'Scanned kv count -> 0'));
  });

  it('refuses bad options, a disabled table and an unknown one with one error each', async () => {
    const r = await hsh(`create 't', 'f'
list_cells 't', 'FOO' => 1
list_cells 't', LIMIT => 0
list_cells 't', 5
list_cells 'nope'
disable 't'
list_cells 't'`);
    expect(r.stdout).toBe(
      text(
        'Created table t',
        '=> Hbase::Table - t',
        '',
        "ERROR: Unknown option FOO for list_cells (options: STARTROW, STOPROW, ROWPREFIXFILTER, LIMIT, 'KEY_BYTES')",
        '',
        `For usage try 'help "list_cells"'`,
        '',
        '',
        'ERROR: LIMIT must be a positive Integer',
        '',
        `For usage try 'help "list_cells"'`,
        '',
        '',
        'ERROR: Arguments should be a Hash',
        '',
        `For usage try 'help "list_cells"'`,
        '',
        '',
        'ERROR: Unknown table nope!',
        '',
        `For usage try 'help "list_cells"'`,
        '',
        '',
        'ERROR: Table t is disabled!',
        '',
        `For usage try 'help "list_cells"'`,
        '',
      ),
    );
  });

  it('--format json: one object per KeyValue', async () => {
    const r = await hsh(`${VERSIONS}list_cells 't', {ROWPREFIXFILTER => 'row2', 'KEY_BYTES' => true}`, { format: 'json' });
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(last.command).toBe('list_cells');
    expect(last.lines).toBeUndefined();
    expect(last.keyvalues).toEqual([
      { row: 'row2', family: 'f', qualifier: 'a', timestamp: 30, type: 'DeleteColumn', vlen: 0, value: '', key: '\\x00\\x04row2\\x01fa\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x1E\\x0C' },
      { row: 'row2', family: 'f', qualifier: 'a', timestamp: 10, type: 'Put', vlen: 1, value: 'x', key: '\\x00\\x04row2\\x01fa\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x0A\\x04' },
    ]);
  });
});

const PRESPLIT = `create 'ts', 'e', SPLITS => ['1', '2', '3']
create 'salted', 'e', SPLITS => ['1', '2', '3']
for i in 0..7 do
  put 'ts', "#{1700000000000 + i}", 'e:v', 'x'
  put 'salted', "#{i % 4}-#{1700000000000 + i}", 'e:v', 'x'
end
`;

const FULL = '█'.repeat(40);
const EMPTY = '░'.repeat(40);
const QUARTER = '█'.repeat(10) + '░'.repeat(30);

describe('region_heat', () => {
  it('timestamp-first keys: one region takes every row and write', async () => {
    const r = await hsh(`${PRESPLIT}get 'ts', '1700000000003'\nregion_heat 'ts'`);
    const hot = (title: string, n: number) => [title, `  [, 1)   ${EMPTY} 0   0%`, `  [1, 2)  ${FULL} ${n} 100%`, `  [2, 3)  ${EMPTY} 0   0%`, `  [3, )   ${EMPTY} 0   0%`];
    expect(r.stdout.split('\n').slice(8).join('\n')).toBe(
      text(
        "Table ts: 4 regions, each bar a region's share of the table",
        '',
        ...hot('ROWS (8)', 8),
        '',
        ...hot('CELLS (8)', 8),
        '',
        ...hot('READ REQUESTS (1)', 1),
        '',
        ...hot('WRITE REQUESTS (8)', 8),
      ),
    );
  });

  it('salted keys: a quarter each; no requests, no share', async () => {
    const r = await hsh(`${PRESPLIT}region_heat 'salted'`);
    const even = (title: string) => [title, `  [, 1)   ${QUARTER} 2  25%`, `  [1, 2)  ${QUARTER} 2  25%`, `  [2, 3)  ${QUARTER} 2  25%`, `  [3, )   ${QUARTER} 2  25%`];
    const none = (title: string) => [title, `  [, 1)   ${EMPTY} 0   0%`, `  [1, 2)  ${EMPTY} 0   0%`, `  [2, 3)  ${EMPTY} 0   0%`, `  [3, )   ${EMPTY} 0   0%`];
    expect(r.stdout.split('\n').slice(5).join('\n')).toBe(
      text("Table salted: 4 regions, each bar a region's share of the table", '', ...even('ROWS (8)'), '', ...even('CELLS (8)'), '', ...none('READ REQUESTS (0)'), '', ...even('WRITE REQUESTS (8)')),
    );
  });

  it('counts versions and markers as cells, escapes binary boundaries, rounds shares', async () => {
    const r = await hsh(`create 'v', {NAME => 'f', VERSIONS => 5}, SPLITS => ["b\\x01"]
put 'v', 'a', 'f:q', '1', 1
put 'v', 'a', 'f:q', '2', 2
delete 'v', 'a', 'f:q', 2
put 'v', 'c', 'f:q', '3'
region_heat 'v'`);
    expect(r.stdout.split('\n').slice(2, 15).join('\n')).toBe(
      [
        "Table v: 2 regions, each bar a region's share of the table",
        '',
        'ROWS (2)',
        `  [, b\\x01)  ${'█'.repeat(20)}${'░'.repeat(20)} 1  50%`,
        `  [b\\x01, )  ${'█'.repeat(20)}${'░'.repeat(20)} 1  50%`,
        '',
        'CELLS (4)',
        `  [, b\\x01)  ${'█'.repeat(30)}${'░'.repeat(10)} 3  75%`,
        `  [b\\x01, )  ${'█'.repeat(10)}${'░'.repeat(30)} 1  25%`,
        '',
        'READ REQUESTS (0)',
        `  [, b\\x01)  ${EMPTY} 0   0%`,
        `  [b\\x01, )  ${EMPTY} 0   0%`,
      ].join('\n'),
    );
  });

  it('--format json: list_regions objects with rows and cells', async () => {
    const r = await hsh(`${PRESPLIT}region_heat 'ts'`, { format: 'json' });
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(last.lines).toBeUndefined();
    expect(last.regions.map((x: Record<string, unknown>) => [x.start_key, x.end_key, x.rows, x.cells, x.read_requests, x.write_requests])).toEqual([
      ['', '1', 0, 0, 0, 0],
      ['1', '2', 8, 8, 0, 8],
      ['2', '3', 0, 0, 0, 0],
      ['3', '', 0, 0, 0, 0],
    ]);
  });

  it('an unknown or disabled table is one error', async () => {
    const r = await hsh(`region_heat 'nope'\ncreate 't', 'f'\ndisable 't'\nregion_heat 't'`);
    expect(r.stdout).toContain('ERROR: Unknown table nope!\n');
    expect(r.stdout).toContain('ERROR: Table t must be enabled.\n');
  });

  it('bars are coloured by share at the prompt, plain otherwise', () => {
    const line = `  [1, 2)  ${QUARTER} 2  25%`;
    expect(styleBars(line, plainStyles)).toBe(line);
    const s = createStyles(true);
    expect(styleBars(line, s)).toBe(`  [1, 2)  \x1b[33m${'█'.repeat(10)}\x1b[39m\x1b[90m${'░'.repeat(30)}\x1b[39m 2  25%`);
    expect(styleBars(`  [1, 2)  ${FULL} 8 100%`, s)).toBe(`  [1, 2)  \x1b[31m${FULL}\x1b[39m 8 100%`);
    expect(styleBars(`  [, 1)   ${'█'.repeat(4)}${'░'.repeat(36)} 1  10%`, s)).toBe(`  [, 1)   \x1b[32m${'█'.repeat(4)}\x1b[39m\x1b[90m${'░'.repeat(36)}\x1b[39m 1  10%`);
    expect(new OutputDecorator(ansiPalette).line(`  [3, )   ${EMPTY} 0   0%`)).toBe(`  [3, )   \x1b[90m${EMPTY}\x1b[39m 0   0%`);
  });
});

describe('list_regions --format json', () => {
  it('an array of region objects instead of the printf table', async () => {
    const r = await hsh(`create 't1', 'f', SPLITS => ['m']\nput 't1', 'a', 'f:q', 'v'\nlist_regions 't1'\nlist_regions 't1', {}, ['start_key', 'REQ']`, { format: 'json' });
    const [all, some] = r.stdout
      .trim()
      .split('\n')
      .slice(-2)
      .map((l) => JSON.parse(l));
    expect(all.lines).toBeUndefined();
    expect(all.regions).toHaveLength(2);
    const [first, second] = all.regions;
    expect(Object.keys(first)).toEqual(['server', 'name', 'encoded_name', 'start_key', 'end_key', 'size_mb', 'size_bytes', 'requests', 'read_requests', 'write_requests', 'locality']);
    expect(first.server).toBe('localhost,16020,1700000000000');
    expect(first.name).toBe(`t1,,1700000000000.${first.encoded_name}.`);
    expect(first.encoded_name).toMatch(/^[0-9a-f]{32}$/);
    expect([first.start_key, first.end_key, second.start_key, second.end_key]).toEqual(['', 'm', 'm', '']);
    expect([first.size_mb, first.requests, first.read_requests, first.write_requests, first.locality]).toEqual([0, 1, 0, 1, 1]);
    expect(first.size_bytes).toBeGreaterThan(0);
    expect([second.size_bytes, second.requests, second.locality]).toEqual([0, 0, 0]);
    // the columns asked for select the keys
    expect(some.regions).toEqual([
      { start_key: '', requests: 1, read_requests: 0, write_requests: 1 },
      { start_key: 'm', requests: 0, read_requests: 0, write_requests: 0 },
    ]);
  });
});
