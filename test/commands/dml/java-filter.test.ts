import { describe, expect, it } from 'vitest';
import { out, shell, text } from './helpers.js';

describe("FILTER as a Java filter object (scan's help: ColumnPaginationFilter.new(1, 0))", () => {
  const ROWS = "put 'T', 'r1', 'x:a', '1'\nput 'T', 'r1', 'x:b', '2'\nput 'T', 'r2', 'x:a', '3'";

  it('scans with the filter the object stands for, as its filter-language form would', async () => {
    const sh = await shell("create 'T', 'x'", ROWS);
    expect(await out(sh, "scan 'T', {FILTER =>\n    org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 1)}")).toBe(
      text('ROW  COLUMN+CELL', ' r1 column=x:b, timestamp=NOW, value=2', '1 row(s)'),
    );
    expect(await out(sh, "f = org.apache.hadoop.hbase.filter.PageFilter.new(1)\nscan 'T', FILTER => f")).toMatch(
      /^=> #<Java::OrgApacheHadoopHbaseFilter::PageFilter:0x[0-9a-f]{8}>\nROW  COLUMN\+CELL\n r1 column=x:a, timestamp=NOW, value=1\n r1 column=x:b, timestamp=NOW, value=2\n1 row\(s\)\n$/,
    );
    expect(await out(sh, "count 'T', FILTER => org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter.new")).toBe(text('2 row(s)', '=> 2'));
  });

  it("JRuby's refusals: the constructor's arity and argument types; other Java classes are not run", async () => {
    const sh = await shell("create 'T', 'x'");
    expect((await sh.run('org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1)')).stdout).toMatch(/ArgumentError\W{1,3}wrong number of arguments for constructor/);
    expect((await sh.run("org.apache.hadoop.hbase.filter.PageFilter.new('a')")).stdout).toMatch(
      /NameError\W{1,3}no constructor for arguments \(org\.jruby\.RubyString\) on Java::OrgApacheHadoopHbaseFilter::PageFilter/,
    );
    expect(await out(sh, "scan 'T', FILTER => org.apache.hadoop.hbase.filter.RandomRowFilter.new(0.5)")).toContain('hsh does not run Java');
  });
});
