import { describe, expect, it } from 'vitest';
import { error, out, shell, shellWith, text } from './helpers.js';

const TABLES = [
  "create_namespace 'ns1'",
  "create_namespace 'a'",
  "create 't1', 'f'",
  "create 't11', 'f'",
  "create 'ns1:t2', 'f'",
  "create 'a:z', 'f'",
  "create 'b', 'f'",
];

describe('list (list.rb, admin_test.rb)', () => {
  it('sorts by namespace:qualifier (default tables as default:<q>), prints them without default:', async () => {
    const sh = await shell(...TABLES);
    expect(await out(sh, 'list')).toBe(text('TABLE', 'a:z', 'b', 't1', 't11', 'ns1:t2', '5 row(s)', '=> ["a:z", "b", "t1", "t11", "ns1:t2"]'));
  });

  it('the regex matches the whole name; default tables also as default:<name>', async () => {
    const sh = await shell(...TABLES);
    expect(await out(sh, "list 't'")).toBe(text('TABLE', '0 row(s)', '=> []'));
    expect(await out(sh, "list 't1.*'")).toBe(text('TABLE', 't1', 't11', '2 row(s)', '=> ["t1", "t11"]'));
    expect(await out(sh, "list 'ns1:.*'")).toBe(text('TABLE', 'ns1:t2', '1 row(s)', '=> ["ns1:t2"]'));
    expect(await out(sh, "list 'default:.*'")).toBe(text('TABLE', 'b', 't1', 't11', '3 row(s)', '=> ["b", "t1", "t11"]'));
    expect(await out(sh, "list '.*:t.*'")).toBe(text('TABLE', 't1', 't11', 'ns1:t2', '3 row(s)', '=> ["t1", "t11", "ns1:t2"]'));
  });

  it('#75 never lists system tables; an empty cluster', async () => {
    const sh = await shell();
    expect(await out(sh, 'list')).toBe(text('TABLE', '0 row(s)', '=> []'));
    expect(await out(sh, "list 'hbase:.*'")).toBe(text('TABLE', '0 row(s)', '=> []'));
  });

  it('a regex Java cannot compile', async () => {
    const sh = await shell();
    // list.rb prints the TABLE header before admin.list compiles the regex
    expect(await out(sh, "list '*'")).toBe('TABLE\n' + error("Dangling meta character '*' near index 0\n*\n^", 'list'));
  });

  it('#130 list_enabled_tables, list_disabled_tables', async () => {
    const sh = await shell("create 'test_table1', 'f1'", "create 'test_table2', 'f1'", "disable 'test_table2'");
    expect(await out(sh, 'list_enabled_tables')).toBe(text('TABLE', 'test_table1', '1 row(s)', '=> ["test_table1"]'));
    expect(await out(sh, 'list_disabled_tables')).toBe(text('TABLE', 'test_table2', '1 row(s)', '=> ["test_table2"]'));
    expect(await out(sh, "list_enabled_tables 'x'")).toBe(error('wrong number of arguments (given 1, expected 0)', 'list_enabled_tables'));
  });
});

describe('show_filters (ParseFilter registry order)', () => {
  it('prints the 19 filters in HBase order', async () => {
    const sh = await shell();
    const names = [
      'DependentColumnFilter',
      'KeyOnlyFilter',
      'ColumnCountGetFilter',
      'SingleColumnValueFilter',
      'PrefixFilter',
      'SingleColumnValueExcludeFilter',
      'FirstKeyOnlyFilter',
      'ColumnRangeFilter',
      'ColumnValueFilter',
      'TimestampsFilter',
      'FamilyFilter',
      'QualifierFilter',
      'ColumnPrefixFilter',
      'RowFilter',
      'MultipleColumnPrefixFilter',
      'InclusiveStopFilter',
      'PageFilter',
      'ValueFilter',
      'ColumnPaginationFilter',
    ];
    // The value is ParseFilter's HashMap key set, inspected as JRuby 9.3 inspects a Java collection.
    expect(await out(sh, 'show_filters')).toBe(text(...names, `=> #<Java::JavaUtil::HashMap::KeySet: [${names.map((n) => `"${n}"`).join(', ')}]>`));
  });

  it('returns a collection a script can enumerate; to_s is Java\'s', async () => {
    const sh = await shell();
    await out(sh, 'f = show_filters');
    expect(await out(sh, 'f.size')).toBe(text('=> 19'));
    expect(await out(sh, "f.include?('PrefixFilter')")).toBe(text('=> true'));
    expect(await out(sh, "f.select { |n| n.start_with?('Column') }.size")).toBe(text('=> 5'));
    expect(await out(sh, 'f.to_s')).toMatch(/^=> "\[DependentColumnFilter, KeyOnlyFilter, .*, ColumnPaginationFilter\]"\n$/);
  });
});

/**
 * What a bulk command prints around its question: the question itself is
 * the prompt of the answer (the test shell reads answers without printing
 * prompts; a terminal shows it), so it is left out here.
 */
async function asked(sh: Awaited<ReturnType<typeof shell>>, source: string): Promise<string> {
  return (await out(sh, source)).replace(/^(Disable|Enable|Drop) the above \d+ tables \(y\/n\)\?.*\n/gm, '');
}

describe('disable_all, enable_all, drop_all (admin.rb, admin_test.rb)', () => {
  it('#93 disable, enable and drop by regex after a y', async () => {
    const sh = await shellWith({ answers: ['y', 'y', 'y', 'y'] }, "create 't1', 'f'", "create 't11', 'f'", "create 'u', 'f'");
    expect(await asked(sh, "disable_all 't1.*'")).toBe(text('t1', 't11', '', '2 tables successfully disabled'));
    expect(await out(sh, "is_disabled 't1'\nis_disabled 't11'\nis_enabled 'u'")).toBe(text('true', '=> true', 'true', '=> true', 'true', '=> true'));
    expect(await asked(sh, "enable_all 't1.*'")).toBe(text('t1', 't11', '', '2 tables successfully enabled'));
    expect(await out(sh, "is_enabled 't1'\nis_enabled 't11'")).toBe(text('true', '=> true', 'true', '=> true'));
    await asked(sh, "disable_all 't1.*'");
    expect(await asked(sh, "drop_all 't1.*'")).toBe(text('t1', 't11', '', '2 tables successfully dropped'));
    expect(await out(sh, "exists 't1'\nexists 't11'\nexists 'u'")).toBe(
      text('Table t1 does not exist', '=> false', 'Table t11 does not exist', '=> false', 'Table u does exist', '=> true'),
    );
  });

  it('any answer but y changes nothing', async () => {
    const sh = await shellWith({ answers: ['n', 'no', 'Yes'] }, "create 't1', 'f'");
    expect(await asked(sh, "disable_all 't.*'")).toBe(text('t1', ''));
    expect(await asked(sh, "disable_all 't.*'")).toBe(text('t1', ''));
    expect(await out(sh, "is_enabled 't1'")).toBe(text('true', '=> true'));
    expect(await asked(sh, "disable_all 't.*'")).toBe(text('t1', '', '1 tables successfully disabled'));
  });

  it('no match: no question', async () => {
    const sh = await shell("create 't1', 'f'");
    expect(await asked(sh, "disable_all 'x.*'")).toBe(text('No tables matched the regex x.*'));
    expect(await asked(sh, "enable_all 'x.*'")).toBe(text('No tables matched the regex x.*'));
    expect(await asked(sh, "drop_all 'x.*'")).toBe(text('No tables matched the regex x.*'));
    expect(await out(sh, 'drop_all')).toBe(error('wrong number of arguments (given 0, expected 1)', 'drop_all'));
  });

  it('tables already in the target state fail one by one, as in HBase', async () => {
    const sh = await shellWith({ answers: ['y', 'y'] }, "create 't1', 'f'", "create 't2', 'f'", "disable 't2'");
    expect(await asked(sh, "disable_all 't.*'")).toBe(
      text(
        't1',
        't2',
        '',

        'table:t2, error:org.apache.hadoop.hbase.TableNotEnabledException: t2',
        '1 tables successfully disabled',
        '1 tables not disabled due to an exception: t2',
      ),
    );
    await out(sh, "enable 't2'");
    expect(await asked(sh, "drop_all 't.*'")).toBe(
      text(
        't1',
        't2',
        '',

        'table:t2, error:org.apache.hadoop.hbase.TableNotDisabledException: t2',
        '',
        '1 tables successfully dropped',
        '1 tables not dropped due to an exception: t2',
      ),
    );
  });

  it('without a way to ask, nothing is changed', async () => {
    const sh = await shell("create 't1', 'f'");
    const r = await asked(sh, "disable_all 't.*'");
    expect(r).toContain('ERROR: ');
    expect(await out(sh, "is_enabled 't1'")).toBe(text('true', '=> true'));
  });
});
