import { describe, expect, it } from 'vitest';
import type { RegionInfo } from '../../../src/engine/types.js';
import { described, error, families, out, shell, text, type TestShell } from './helpers.js';
import { toStringBinary } from '../../../src/bytes.js';

async function regions(sh: TestShell, table: string): Promise<RegionInfo[]> {
  return (await sh.session.engine()).regions(table);
}

/** `t1,<start key>,<ts>.<encoded>.` as HBase prints region names. */
function regionName(r: RegionInfo): string {
  const first = r.regionName.indexOf(',');
  const last = r.regionName.lastIndexOf(',');
  return `${r.regionName.slice(0, first)},${toStringBinary(r.startKey)}${r.regionName.slice(last)}`;
}

/** list_regions' printf table, computed independently from the engine's regions. */
function regionTable(rs: RegionInfo[], columns: string[]): string {
  const min: Record<string, number> = { SERVER_NAME: 12, REGION_NAME: 12, START_KEY: 10, END_KEY: 10, SIZE: 5, REQ: 5, LOCALITY: 10 };
  const rows = rs.map((r) => ({
    SERVER_NAME: r.server,
    REGION_NAME: regionName(r),
    START_KEY: toStringBinary(r.startKey),
    END_KEY: toStringBinary(r.endKey),
    SIZE: String(Math.floor(r.sizeBytes / 1048576)),
    REQ: String(r.readRequests + r.writeRequests),
    LOCALITY: r.sizeBytes > 0 ? '1.0' : '0.0',
  })) as Array<Record<string, string>>;
  const width = (c: string) => Math.max(min[c], ...rows.map((r) => r[c].length));
  const line = (f: (c: string) => string) => columns.map((c) => ` ${f(c).padStart(width(c))} |`).join('');
  return text(line((c) => c), line((c) => '-'.repeat(width(c))), ...rows.map((r) => line((c) => r[c])), ` ${rows.length} rows`);
}

const ALL = ['SERVER_NAME', 'REGION_NAME', 'START_KEY', 'END_KEY', 'SIZE', 'REQ', 'LOCALITY'];

describe('list_regions (list_regions.rb, admin_test.rb)', () => {
  it('one line per region, columns right-aligned and grown to their values', async () => {
    const sh = await shell("create 't1', 'f', SPLITS => ['m']", "put 't1', 'a', 'f:q', 'v'");
    const rs = await regions(sh, 't1');
    expect(rs).toHaveLength(2);
    expect(await out(sh, "list_regions 't1'")).toBe(regionTable(rs, ALL));
    const lines = (await out(sh, "list_regions 't1'")).split('\n');
    expect(lines[0]).toMatch(/^ +SERVER_NAME \| +REGION_NAME \| +START_KEY \| +END_KEY \| +SIZE \| +REQ \|   LOCALITY \|$/);
    expect(lines[3]).toMatch(/ m \|/);
    expect(lines[4]).toBe(' 2 rows');
  });

  it('selected columns (any case), in the order given', async () => {
    const sh = await shell("create 't1', 'f'");
    const rs = await regions(sh, 't1');
    expect(await out(sh, "list_regions 't1', {}, ['SERVER_NAME', 'start_key']")).toBe(regionTable(rs, ['SERVER_NAME', 'START_KEY']));
    expect(await out(sh, "list_regions 't1', '', ['end_key', 'SIZE', 'REQ']")).toBe(regionTable(rs, ['END_KEY', 'SIZE', 'REQ']));
    expect(await out(sh, "list_regions 't1', nil, ['START_KEY']")).toBe(text('  START_KEY |', ' ---------- |', '            |', ' 1 rows'));
  });

  it('server prefix and locality threshold filters', async () => {
    const sh = await shell("create 't1', 'f'");
    const rs = await regions(sh, 't1');
    expect(await out(sh, `list_regions 't1', '${rs[0].server.slice(0, 3)}'`)).toBe(regionTable(rs, ALL));
    expect(await out(sh, "list_regions 't1', 'no-such-server'")).toBe(regionTable([], ALL));
    expect(await out(sh, "list_regions 't1', {SERVER_NAME => 'no-such-server', LOCALITY_THRESHOLD => 0.8}, ['SERVER_NAME']")).toBe(
      regionTable([], ['SERVER_NAME']),
    );
    expect(await out(sh, "list_regions 't1', {LOCALITY_THRESHOLD => 0.5}, ['START_KEY']")).toBe(regionTable(rs, ['START_KEY']));
  });

  it('errors', async () => {
    const sh = await shell("create 'ct', 'a'", "disable 'ct'", "create 't1', 'f'");
    expect(await out(sh, "list_regions 'ct'")).toBe(error('Table ct must be enabled.', 'list_regions'));
    expect(await out(sh, "list_regions 'nope'")).toBe(error('Unknown table nope!', 'list_regions'));
    expect(await out(sh, "list_regions 't1', {}, ['SERVER_NAME', 'HOST']")).toBe(
      error('HOST is not a valid column. Possible values are SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ, LOCALITY.', 'list_regions'),
    );
    expect(await out(sh, "list_regions 't1', {}, 'SIZE'")).toBe(
      error('SIZE must be an array of strings. Possible values are SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ, LOCALITY.', 'list_regions'),
    );
    expect(await out(sh, "list_regions 't1', {LOCALITY_THRESHOLD => 1}")).toBe(error('LOCALITY_THRESHOLD must be a float value', 'list_regions'));
    expect(await out(sh, "list_regions 't1', {LOCALITY_THRESHOLD => 1.5}")).toBe(
      error('LOCALITY_THRESHOLD must be between 0 and 1.0, inclusive', 'list_regions'),
    );
  });
});

describe('locate_region (locate_region.rb)', () => {
  it('the region holding the key, as HOST and RegionInfo', async () => {
    const sh = await shell("create 't1', 'f', SPLITS => ['b', 'd']");
    const rs = await regions(sh, 't1');
    const row = (r: RegionInfo) => {
      const [host, port] = r.server.split(',');
      return ` ${host}:${port} {ENCODED => ${r.encodedName}, NAME => '${regionName(r)}', STARTKEY => '${toStringBinary(r.startKey)}', ENDKEY => '${toStringBinary(r.endKey)}'}`;
    };
    // IRB echoes the HRegionLocation it returns as JRuby's proxy; each call returns a new one.
    const located = async (key: string) => (await out(sh, `locate_region 't1', '${key}'`)).replace(/:0x[0-9a-f]+>/, ':0x…>');
    const echo = '=> #<Java::OrgApacheHadoopHbase::HRegionLocation:0x…>';
    expect(await located('a')).toBe(text('HOST  REGION', row(rs[0]), '1 row(s)', echo));
    expect(await located('b')).toBe(text('HOST  REGION', row(rs[1]), '1 row(s)', echo));
    expect(await located('zzz')).toBe(text('HOST  REGION', row(rs[2]), '1 row(s)', echo));
    expect(await located('\\x00')).toBe(text('HOST  REGION', row(rs[0]), '1 row(s)', echo));
    expect(await out(sh, "locate_region 'nope', 'a'")).toBe(error('Unknown table nope!', 'locate_region'));
  });

  it('returns the HRegionLocation: its own identity hash, its toString', async () => {
    const sh = await shell("create 't1', 'f', SPLITS => ['b']");
    const rs = await regions(sh, 't1');
    const first = await out(sh, "l = locate_region 't1', 'c'");
    const second = await out(sh, "locate_region 't1', 'c'");
    const id = (s: string) => /HRegionLocation:(0x[0-9a-f]+)>/.exec(s)?.[1];
    expect(id(first)).toMatch(/^0x[0-9a-f]{1,8}$/);
    expect(id(second)).not.toBe(id(first));
    expect(await out(sh, 'puts l.to_s')).toBe(text(`region=${regionName(rs[1])}, hostname=${rs[1].server}, seqNum=2`));
  });
});

describe('clone_table_schema (admin.rb, admin_test.rb)', () => {
  const SRC = "create 'src', {NAME => 'a', CACHE_BLOOMS_ON_WRITE => 'TRUE', COMPRESSION_COMPACT => 'GZ'}, 'b', {NUMREGIONS => 10, SPLITALGO => 'HexStringSplit'}";

  it('#95 copies the descriptor and, by default, the split keys — never the data', async () => {
    const sh = await shell(SRC, "put 'src', 'r', 'a:q', 'v'");
    expect(await out(sh, "clone_table_schema 'src', 'dst'")).toBe('');
    expect(await out(sh, "clone_table_schema 'src', 'dst2', false")).toBe('');
    const srcDescription = (await described(sh, 'src')).split('\n').slice(1).join('\n').replace(/^src/, '');
    expect((await described(sh, 'dst')).split('\n').slice(1).join('\n').replace(/^dst/, '')).toBe(srcDescription);
    expect(await families(sh, 'dst2')).toEqual(['a', 'b']);
    expect(await described(sh, 'dst2')).toContain('CACHE_BLOOMS_ON_WRITE');
    expect(await described(sh, 'dst2')).toContain('GZ');
    const splits = await out(sh, "get_splits 'src'");
    expect(await out(sh, "get_splits 'dst'")).toBe(splits);
    expect(await out(sh, "get_splits 'dst2'")).toBe(text('Total number of splits = 1', '', '=> []'));
    expect(await out(sh, "count 'dst'")).toBe(text('0 row(s)', '=> 0'));
  });

  it('#96 a missing source or an existing target (both named by the first argument, as the shell does)', async () => {
    const sh = await shell(SRC, "create 'dst', 'f'");
    expect(await out(sh, "clone_table_schema 'nope', 'x'")).toBe(error('Unknown table nope!', 'clone_table_schema'));
    // TableExistsException(dst) has the one-word message `dst`: translated as `Table already exists: dst!`
    expect(await out(sh, "clone_table_schema 'src', 'dst'")).toBe(error('Table already exists: dst!', 'clone_table_schema'));
    expect(await out(sh, "clone_table_schema 'src', 'ns9:x'")).toBe(error('Unknown namespace src!', 'clone_table_schema'));
    expect(await out(sh, "clone_table_schema 'src'")).toBe(error('wrong number of arguments (given 1, expected 2..3)', 'clone_table_schema'));
  });
});
