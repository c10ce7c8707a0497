import { describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY, described, error, out, shell, text } from './helpers.js';

const F0 = "create 'T', {NAME => 'x', VERSIONS => 5}, 'y'";

describe('table state: enable, disable, drop, exists, is_enabled, is_disabled (admin.rb, admin_test.rb)', () => {
  it('#73 exists', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "exists 'T'")).toBe(text('Table T does exist', '=> true'));
    expect(await out(sh, "exists 'NOT.EXISTS'")).toBe(text('Table NOT.EXISTS does not exist', '=> false'));
    expect(await out(sh, "exists 'hbase:meta'")).toBe(text('Table hbase:meta does exist', '=> true'));
    expect(await out(sh, "exists 'default:T'")).toBe(text('Table default:T does exist', '=> true'));
    expect(await out(sh, "exists 'a b'")).toBe(
      error("Illegal character code:32, < > at 1. User-space table qualifiers may only contain 'alphanumeric characters' and digits: a b", 'exists'),
    );
  });

  it('#74 enable, disable, is_enabled, is_disabled', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "enable 'T'")).toBe('');
    expect(await out(sh, "is_enabled 'T'")).toBe(text('true', '=> true'));
    expect(await out(sh, "is_disabled 'T'")).toBe(text('false', '=> false'));
    expect(await out(sh, "disable 'T'")).toBe('');
    expect(await out(sh, "disable 'T'")).toBe('');
    expect(await out(sh, "is_enabled 'T'")).toBe(text('false', '=> false'));
    expect(await out(sh, "is_disabled 'T'")).toBe(text('true', '=> true'));
    expect(await out(sh, "enable 'T'")).toBe('');
    expect(await out(sh, "is_enabled 'T'")).toBe(text('true', '=> true'));
  });

  it('missing tables: each command with its own message', async () => {
    const sh = await shell();
    expect(await out(sh, "enable 't9'")).toBe(error('Table t9 does not exist.', 'enable'));
    expect(await out(sh, "disable 't9'")).toBe(error('Table t9 does not exist.', 'disable'));
    expect(await out(sh, "is_enabled 't9'")).toBe(error('Unknown table t9!', 'is_enabled'));
    expect(await out(sh, "is_disabled 't9'")).toBe(error('Unknown table t9!', 'is_disabled'));
    expect(await out(sh, 'is_enabled')).toBe(error('wrong number of arguments (given 0, expected 1)', 'is_enabled'));
  });

  it('#78 drop', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "drop 'NOT.EXISTS'")).toBe(error('Table NOT.EXISTS does not exist.', 'drop'));
    expect(await out(sh, "drop 'T'")).toBe(error('Table T is enabled. Disable it first.', 'drop'));
    expect(await out(sh, "disable 'T'\ndrop 'T'")).toBe('');
    expect(await out(sh, "exists 'T'")).toBe(text('Table T does not exist', '=> false'));
  });

  it('data commands refuse a disabled table; DDL still works on it', async () => {
    const sh = await shell(F0, "disable 'T'");
    expect(await out(sh, "put 'T', 'r', 'x:a', 'v'")).toBe(error('Table T is disabled!', 'put'));
    expect(await described(sh, 'T')).toContain('Table T is DISABLED');
    expect(await out(sh, "alter 'T', NAME => 'x', VERSIONS => 2")).toContain('Updating all regions with the new schema...');
  });

  it('through a table reference', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "t = get_table 'T'")).toBe(text('=> Hbase::Table - T'));
    expect(await out(sh, 't.disable')).toBe('');
    expect(await out(sh, "is_disabled 'T'")).toBe(text('true', '=> true'));
    expect(await out(sh, 't.enable')).toBe('');
    expect(await out(sh, 't.describe')).toContain('Table T is ENABLED');
    expect(await out(sh, 't.drop')).toBe(error('Table T is enabled. Disable it first.', 'drop'));
    expect(await out(sh, 't.disable\nt.drop')).toBe('');
    expect(await out(sh, 't.describe')).toBe(error('Table T does not exist.', 'describe'));
  });
});

describe('describe / desc (admin.rb describe, admin_test.rb)', () => {
  it('#88 lists the families in name order with a row count', async () => {
    const sh = await shell("create 'ct', 'cf2', 'cf1'");
    expect(await described(sh, 'ct')).toBe(
      text(
        'Table ct is ENABLED',
        "ct, {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
        'COLUMN FAMILIES DESCRIPTION',
        DEFAULT_FAMILY('cf1'),
        '',
        DEFAULT_FAMILY('cf2'),
        '',
        '2 row(s)',
        'Quota is disabled',
      ),
    );
    expect(await out(sh, "desc 'ct'")).toBe(await described(sh, 'ct'));
  });

  it('echoes the name as typed', async () => {
    const sh = await shell("create 'ct', 'f'");
    const d = await out(sh, "describe 'default:ct'");
    expect(d).toContain('Table default:ct is ENABLED\ndefault:ct, {TABLE_ATTRIBUTES');
  });

  it('#87 a missing table', async () => {
    const sh = await shell();
    expect(await out(sh, "describe 'NOT.EXISTS'")).toBe(error('Table NOT.EXISTS does not exist.', 'describe'));
    expect(await out(sh, "desc 'NOT.EXISTS'")).toBe(error('Table NOT.EXISTS does not exist.', 'describe'));
  });

  it('hbase:meta has no quota section', async () => {
    const sh = await shell();
    const d = await out(sh, "describe 'hbase:meta'");
    expect(d).toContain('Table hbase:meta is ENABLED');
    expect(d).toContain("{NAME => 'info'");
    expect(d).not.toContain('Quota');
  });

  it("hbase:meta's TABLE_ATTRIBUTES: IS_META, its coprocessor, the store file tracker (2.5+)", async () => {
    const sh = await shell();
    const d = (await out(sh, "describe 'hbase:meta'")).split('\n');
    expect(d[1]).toBe(
      "hbase:meta, {TABLE_ATTRIBUTES => {IS_META => 'true', coprocessor$1 => '|org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint|536870911|', METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
    );
  });
});

describe('get_table (admin_test.rb)', () => {
  it('returns a reference without checking that the table exists', async () => {
    const sh = await shell();
    expect(await out(sh, "t1 = get_table 't1'")).toBe(text('=> Hbase::Table - t1'));
    expect(await out(sh, "get_table 'ns1:t1'")).toBe(text('=> Hbase::Table - ns1:t1'));
    expect(await out(sh, "get_table 'a b'")).toBe(
      error("Illegal character code:32, < > at 1. User-space table qualifiers may only contain 'alphanumeric characters' and digits: a b", 'get_table'),
    );
  });
});

describe('one-column formatter rows are padded on a terminal (formatter.rb)', () => {
  async function terminal(width: number, source: string): Promise<string> {
    const { Writable } = await import('node:stream');
    const { registry } = await import('../../../src/commands/index.js');
    const { Session } = await import('../../../src/shell/execute.js');
    const { runScript } = await import('../../../src/shell/batch.js');
    const { memorySessionOptions } = await import('../../helpers/shell.js');
    const { BufferedWriter } = await import('../../../src/shell/io.js');
    let text = '';
    const stdout = new BufferedWriter(new Writable({ write: (c, _e, cb) => ((text += c.toString()), cb()) }));
    const session = new Session({ stdout, stderr: () => {}, isTTY: false, columns: width }, registry, memorySessionOptions());
    await runScript(session, source, { echo: false, keepGoing: true });
    await stdout.flush();
    await session.close();
    return text;
  }

  it('exists, is_enabled, is_disabled and show_filters print formatter rows (padded to W); create and the => lines are puts', async () => {
    const W = 30;
    const pad = (s: string) => s + ' '.repeat(W - s.length);
    const got = await terminal(W, "create 't1', 'f'\nexists 't1'\nis_enabled 't1'\nis_disabled 't1'\nshow_filters");
    const lines = got.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'Created table t1',
      '=> Hbase::Table - t1',
      pad('Table t1 does exist'),
      '=> true',
      pad('true'),
      '=> true',
      pad('false'),
      '=> false',
    ]);
    expect(lines[8]).toBe(pad('DependentColumnFilter'));
    // a row longer than W is cut into W-wide chunks
    expect(lines).toContain('SingleColumnValueExcludeFilter');
  });
});

describe('exists takes any value: exists.rb asks about table.to_s', () => {
  it('integers, symbols, floats name tables; nil is the empty name; a table reference its table', async () => {
    const sh = await shell("create '1', 'f'");
    expect(await out(sh, 'exists 1')).toBe(text('Table 1 does exist', '=> true'));
    expect(await out(sh, 'exists :T')).toBe(text('Table T does not exist', '=> false'));
    expect(await out(sh, 'exists 2.5')).toBe(text('Table 2.5 does not exist', '=> false'));
    expect(await out(sh, 'exists nil')).toBe(error('Table qualifier must not be empty', 'exists'));
    expect(await out(sh, "t = get_table '1'\nexists t")).toBe(text('=> Hbase::Table - 1', 'Table 1 does exist', '=> true'));
  });
});
