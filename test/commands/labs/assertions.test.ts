/**
 * The lab commands: assertions print PASS/FAIL lines with Ruby's inspect,
 * a failed one ends the run with status 1 without stopping it, and the
 * reads return values a script can test.
 */
import { describe, expect, it } from 'vitest';
import { hsh } from '../../helpers/shell.js';

const DATA = `create 't', 'f'
put 't', 'r1', 'f:a', 'v1'
put 't', 'r1', 'f:b', 'v2'
put 't', 'r2', 'f:a', 'w'
`;

describe('assert and assert_equal', () => {
  it('print PASS lines and leave the status 0', async () => {
    const r = await hsh(`${DATA}assert_equal 2, count('t'), 'Q1 rows'\nassert get_value('t', 'r1', 'f:a') == 'v1', 'Q2 value'`, { keepGoing: false });
    expect(r.stdout).toBe('Created table t\n=> Hbase::Table - t\n2 row(s)\nPASS  Q1 rows\nPASS  Q2 value\n');
    expect(r.status).toBe(0);
  });

  it('print FAIL with both values inspected, go on, and end with status 1', async () => {
    const r = await hsh(`assert_equal 'v1', 'v2', 'Q1'\nassert_equal [1, 'a'], [1, :a], 'Q2'\nassert nil, 'Q3'\nassert false\nputs 'after'`, { keepGoing: false });
    expect(r.stdout).toBe(
      'FAIL  Q1: expected "v1", got "v2"\nFAIL  Q2: expected [1, "a"], got [1, :a]\nFAIL  Q3: expected a truthy value, got nil\nFAIL  line 4: expected a truthy value, got false\nafter\n',
    );
    expect(r.status).toBe(1);
  });

  it("compare with Ruby's ==", async () => {
    const r = await hsh(`assert_equal 4.0, 2 + 2, 'num'\nassert_equal({'a' => 1}, {'a' => 1}, 'hash')`);
    expect(r.stdout).toBe('PASS  num\nPASS  hash\n');
  });

  it('check their arity with Ruby wording', async () => {
    const r = await hsh(`assert_equal 1`);
    expect(r.stdout).toContain('wrong number of arguments (given 1, expected 2..3)');
    expect(r.status).toBe(1);
  });
});

describe('assert_raises', () => {
  it('passes on a matching message, class or code and prints no ERROR block', async () => {
    const r = await hsh(
      `create 't', 'f'\nassert_raises 'Unknown table', 'msg' do count 'nope' end\nassert_raises('ArgumentError') { create 'x' }\nassert_raises 'TABLE_EXISTS', 'code' do create 't', 'f' end\nputs 'after'`,
      { keepGoing: false },
    );
    expect(r.stdout).toBe('Created table t\n=> Hbase::Table - t\nPASS  msg\nPASS  line 3\nPASS  code\nafter\n');
    expect(r.status).toBe(0);
  });

  it('fails when nothing or something else is raised', async () => {
    const r = await hsh(`create 't', 'f'\nassert_raises 'Unknown table', 'none' do count 't' end\nassert_raises 'Unknown table', 'other' do create 't', 'f' end`, {
      keepGoing: false,
    });
    expect(r.stdout).toBe(
      'Created table t\n=> Hbase::Table - t\n0 row(s)\nFAIL  none: expected an error matching "Unknown table", got no error\nFAIL  other: expected an error matching "Unknown table", got #<RuntimeError: Table already exists: t!>\n',
    );
    expect(r.status).toBe(1);
  });

  it('at the prompt too: the error ends the block, and the next failing command prints as ever', async () => {
    const r = await hsh(`assert_raises 'Unknown table', 'x' do count 'nope' end\ncount 'nope'\nputs 'after'`, { interactive: true });
    expect(r.stdout).toBe(`PASS  x\n\nERROR: Unknown table nope!\n\nFor usage try 'help "count"'\n\nafter\n`);
  });

  it('catches Ruby errors of the block too, and needs a block', async () => {
    const r = await hsh(`assert_raises 'undefined local variable', 'ruby' do nosuch end\nassert_raises 'x'`);
    expect(r.stdout).toContain('PASS  ruby\n');
    expect(r.stdout).toContain('ERROR: no block given (yield)');
  });
});

describe('get_value, get_row, scan_rows', () => {
  it('return a cell, a row Hash and the rows of a scan, printing nothing', async () => {
    const r = await hsh(`${DATA}p get_value('t', 'r1', 'f:a'), get_value('t', 'r1', 'f:zz'), get_value('t', 'r9', 'f:a')
p get_row('t', 'r1'), get_row('t', 'r9')
p get_row('t', 'r1', 'f:b')
p scan_rows('t')
p scan_rows('t', {STARTROW => 'r2'})
t = get_table 't'
p t.get_value('r2', 'f:a'), t.scan_rows(LIMIT => 1).map { |row, cells| row }`);
    expect(r.stdout.split('\n').filter((l) => !l.startsWith('=>')).join('\n')).toBe(
      [
        'Created table t',
        '"v1"',
        'nil',
        'nil',
        '{"f:a"=>"v1", "f:b"=>"v2"}',
        '{}',
        '{"f:b"=>"v2"}',
        '[["r1", {"f:a"=>"v1", "f:b"=>"v2"}], ["r2", {"f:a"=>"w"}]]',
        '[["r2", {"f:a"=>"w"}]]',
        '"w"',
        '["r1"]',
        '',
      ].join('\n'),
    );
  });

  it('read the newest version, or the one a TIMESTAMP selects', async () => {
    const r = await hsh(`create 't', {NAME => 'f', VERSIONS => 3}\nput 't', 'r', 'f:a', 'old', 10\nput 't', 'r', 'f:a', 'new', 20\np get_value('t', 'r', 'f:a')\np get_value('t', 'r', 'f:a', {TIMESTAMP => 10})\np get_row('t', 'r', {COLUMN => 'f:a', VERSIONS => 3})`);
    expect(r.stdout).toContain('"new"\n=> "new"\n"old"\n=> "old"\n{"f:a"=>"new"}\n');
  });

  it("raise the read's own errors", async () => {
    const r = await hsh(`get_value 'nope', 'r', 'f:a'`);
    expect(r.stdout).toBe('\nERROR: Unknown table nope!\n\nFor usage try \'help "get_value"\'\n\n');
    expect(r.status).toBe(1);
  });
});

describe('help', () => {
  it("lists the lab commands under help 'labs'; help lists the group after HBase's groups", async () => {
    const labs = await hsh(`help 'labs'`);
    for (const name of ['assert', 'assert_equal', 'assert_raises', 'get_row', 'get_value', 'scan_rows', 'counter_value', 'table_schema', 'region_count', 'split_keys', 'region_requests']) expect(labs.stdout).toContain(`Command: ${name}\n`);
    const all = (await hsh(`help`)).stdout;
    expect(all).toContain('  Group name: storefiletracker\n  Commands: change_sft, change_sft_all\n\n  Group name: hsh\n');
    expect(all).toContain('  Group name: labs\n  Commands: assert, assert_equal, assert_raises, capture, counter_value, dump, export_csv, get_row, get_value, import_tsv, list_cells, load, region_count, region_heat, region_requests, scan_rows, split_keys, table_schema\n\nSHELL USAGE:\n');
  });
});
