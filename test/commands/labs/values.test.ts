/**
 * The lab helpers that return what HBase's commands print: a counter's
 * value, a table's schema as a Hash, its region count, split keys and
 * request counts. They print nothing, and HBase's own commands keep
 * returning nil.
 */
import { describe, expect, it } from 'vitest';
import { hsh } from '../../helpers/shell.js';

/** stdout without the `=> value` lines IRB echoes. */
const printed = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => !l.startsWith('=>'))
    .join('\n');

describe('counter_value', () => {
  it('returns the counter as an Integer, nil without one; get_counter still prints and returns nil', async () => {
    const r = await hsh(`create 't', 'f'
incr 't', 'r', 'f:c', 2
incr 't', 'r', 'f:c'
p counter_value('t', 'r', 'f:c'), counter_value('t', 'r', 'f:none'), counter_value('t', 'r9', 'f:c')
x = get_counter 't', 'r', 'f:c'
p x
t = get_table 't'
p t.counter_value('r', 'f:c')
assert_equal 3, counter_value('t', 'r', 'f:c'), 'Q1'`);
    expect(printed(r.stdout)).toBe(
      ['Created table t', 'COUNTER VALUE = 2', 'COUNTER VALUE = 3', '3', 'nil', 'nil', 'COUNTER VALUE = 3', 'nil', '3', 'PASS  Q1', ''].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it("fails on a cell that is not a long, in get_counter's words", async () => {
    const r = await hsh(`create 't', 'f'\nput 't', 'r', 'f:c', 'x'\ncounter_value 't', 'r', 'f:c'`);
    expect(r.stdout).toBe(`Created table t\n=> Hbase::Table - t\n\nERROR: Wrong length: 1, expected 8\n\nFor usage try 'help "counter_value"'\n\n`);
    expect(r.status).toBe(1);
  });
});

describe('table_schema', () => {
  it("returns describe's attributes as a Hash, typed as the shell takes them", async () => {
    const r = await hsh(`create 'ns_t', {NAME => 'f', VERSIONS => 3, TTL => 86400}, {NAME => 'g', IN_MEMORY => true, BLOCKCACHE => false, KEEP_DELETED_CELLS => 'TTL', METADATA => {'a' => 'b'}}
alter 'ns_t', MAX_FILESIZE => '134217728', METADATA => {'k' => 'v'}
disable 'ns_t'
p table_schema('ns_t')
x = describe 'ns_t'
p x`);
    const lines = printed(r.stdout).split('\n');
    expect(lines.slice(0, 4)).toEqual(['Created table ns_t', 'Updating all regions with the new schema...', '1/1 regions updated.', 'Done.']);
    expect(lines[4]).toBe(
      '{"NAME"=>"ns_t", "STATE"=>"DISABLED", "TABLE_ATTRIBUTES"=>{"MAX_FILESIZE"=>134217728, "METADATA"=>{"hbase.store.file-tracker.impl"=>"DEFAULT", "k"=>"v"}}, "FAMILIES"=>{' +
        '"f"=>{"NAME"=>"f", "INDEX_BLOCK_ENCODING"=>"NONE", "VERSIONS"=>3, "KEEP_DELETED_CELLS"=>"FALSE", "DATA_BLOCK_ENCODING"=>"NONE", "TTL"=>86400, "MIN_VERSIONS"=>0, "REPLICATION_SCOPE"=>0, "BLOOMFILTER"=>"ROW", "IN_MEMORY"=>false, "COMPRESSION"=>"NONE", "BLOCKCACHE"=>true, "BLOCKSIZE"=>65536, "METADATA"=>{}}, ' +
        '"g"=>{"NAME"=>"g", "INDEX_BLOCK_ENCODING"=>"NONE", "VERSIONS"=>1, "KEEP_DELETED_CELLS"=>"TTL", "DATA_BLOCK_ENCODING"=>"NONE", "TTL"=>2147483647, "MIN_VERSIONS"=>0, "REPLICATION_SCOPE"=>0, "BLOOMFILTER"=>"ROW", "IN_MEMORY"=>true, "COMPRESSION"=>"NONE", "BLOCKCACHE"=>false, "BLOCKSIZE"=>65536, "METADATA"=>{"a"=>"b"}}}}',
    );
    // describe prints the table and returns nil, as HBase's does
    expect(lines.slice(5, 7)).toEqual(['Table ns_t is DISABLED', 'ns_t, {TABLE_ATTRIBUTES => {MAX_FILESIZE => \'134217728 B (128MB)\', METADATA => {\'hbase.store.file-tracker.impl\' => \'DEFAULT\', \'k\' => \'v\'}}}']);
    expect(lines.slice(-3)).toEqual(['Quota is disabled', 'nil', '']);
  });

  it('answers the checks an instructor writes, on a namespaced table too', async () => {
    const r = await hsh(`create_namespace 'lab'
create 'lab:t', {NAME => 'f', VERSIONS => 3}, 'g'
assert_equal 3, table_schema('lab:t')['FAMILIES']['f']['VERSIONS'], 'Q1'
assert_equal ['f', 'g'], table_schema('lab:t')['FAMILIES'].keys, 'Q2'
assert_equal 'lab:t', table_schema('lab:t')['NAME'], 'Q3'
assert_equal 2, table_schema('lab:t')['FAMILIES']['g']['VERSIONS'], 'Q4'
t = get_table 'lab:t'
assert_equal 'ENABLED', t.table_schema['STATE'], 'Q5'`);
    expect(printed(r.stdout)).toBe(['Created table lab:t', 'PASS  Q1', 'PASS  Q2', 'PASS  Q3', 'FAIL  Q4: expected 2, got 1', 'PASS  Q5', ''].join('\n'));
    expect(r.status).toBe(1);
  });

  it("raises describe's error for a missing table", async () => {
    const r = await hsh(`table_schema 'nope'`);
    expect(r.stdout).toBe(`\nERROR: Table nope does not exist.\n\nFor usage try 'help "table_schema"'\n\n`);
  });
});

describe('region_count, split_keys, region_requests', () => {
  it('return the regions, the split keys as bytes and each region’s requests', async () => {
    const r = await hsh(`create 't', 'f', SPLITS => ['g', "m\\x00"]
put 't', 'a', 'f:q', '1'
put 't', 'h', 'f:q', '1'
put 't', 'h', 'f:r', '1'
get 't', 'h'
p region_count('t'), split_keys('t')
x = get_splits 't'
p x
p region_requests('t').map { |r| [r['START_KEY'], r['END_KEY'], r['READ_REQUESTS'], r['WRITE_REQUESTS']] }
p region_requests('t')[0].keys
create 'one', 'f'
p region_count('one'), split_keys('one')`);
    expect(printed(r.stdout)).toContain(
      [
        '3',
        '["g", "m\\x00"]',
        'Total number of splits = 3',
        'g',
        'm\\x00',
        '["g", "m\\\\x00"]',
        '[["", "g", 0, 1], ["g", "m\\x00", 1, 2], ["m\\x00", "", 0, 0]]',
        '["REGION_NAME", "START_KEY", "END_KEY", "READ_REQUESTS", "WRITE_REQUESTS"]',
        'Created table one',
        '1',
        '[]',
        '',
      ].join('\n'),
    );
  });

  it('name the region as list_regions does', async () => {
    const r = await hsh(`create 't', 'f', SPLITS => ['m']\np region_requests('t')[1]['REGION_NAME']\nlist_regions 't', {}, ['REGION_NAME']`);
    const name = /^"(t,m,\d+\.[0-9a-f]{32}\.)"$/m.exec(r.stdout)?.[1];
    expect(name).toBeDefined();
    expect(r.stdout).toContain(` ${name} |\n`);
  });

  it('refuse a missing table in the words of the command they stand beside', async () => {
    const r = await hsh(`region_count 'nope'\nregion_requests 'nope'`);
    expect(r.stdout).toContain('ERROR: Unknown table nope!');
  });
});
