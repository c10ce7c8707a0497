/**
 * Filter evaluation on hand-built rows, through the engine's protocol
 * (filterRowKey, filterRow, done): every filter of §7.4, the comparators,
 * FilterList AND/OR, SKIP, WHILE, the §8 cases, and the HBase details that
 * decide results (which cells a filter gets to see, list ordering, when the
 * scan ends).
 */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../src/engine/types.js';
import { bytes, cell, compileFilter, factoryFromNode, rows, runFilter } from './helpers.js';

const T = 12345678;

/** table_test.rb's complex-methods table (puts without a timestamp at 1000…), plus its x:v and row 4 of the filter tests. */
const F2 = rows(
  cell('1', 'x:\x11', 1002, '\x00\x00\x03\x99'),
  cell('1', 'x:a', 1000, '1'),
  cell('1', 'x:b', T, '2'),
  cell('1', 'x:v', 1010, 'thisvalue'),
  cell('2', 'x:a', 1003, '11'),
  cell('2', 'x:b', T, '12'),
  cell('3', 'x:a', 1004, '21'),
  cell('3', 'x:b', T, '22'),
  cell('4', 'x:a', 1011, '\x82'),
);

/** A small two-family table. */
const TABLE = rows(
  cell('Row1', 'f:a', 3, '0'),
  cell('Row1', 'f:a', 2, 'x'),
  cell('Row1', 'f:b', 1, '0'),
  cell('Row1', 'g:a', 1, '0'),
  cell('Row2', 'f:a', 1, '1'),
  cell('Row2', 'f:c', 1, '0'),
  cell('Row3', 'f:a', 1, '0'),
  cell('Row3', 'g:d', 1, '0'),
  cell('m1', 'f:a', 1, '0'),
  cell('z', 'f:a', 1, '0'),
);

describe('table_test.rb filter cases', () => {
  it('#27 count with ValueFilter(=, binary:11) counts 1 row', () => {
    expect(runFilter(`ValueFilter(=, 'binary:11')`, F2).rows).toEqual(['2']);
  });

  it('#45/#63 ValueFilter(=, binary:thisvalue) returns only x:v of row 1; thatvalue nothing', () => {
    expect(runFilter(`ValueFilter(=, 'binary:thisvalue')`, F2).cells).toEqual(['1/x:v@1010=thisvalue']);
    expect(runFilter(`ValueFilter(=, 'binary:thatvalue')`, F2).cells).toEqual([]);
  });

  it('#64 SingleColumnValueFilter with a raw 0x82 byte returns only row 4', () => {
    const text = new Uint8Array([...bytes(`SingleColumnValueFilter('x', 'a', >=, 'binary:`), 0x82, ...bytes(`', true, true)`)]);
    expect(runFilter(text, F2).cells).toEqual(['4/x:a@1011=\\x82']);
  });

  it('#64 also through a JS string of latin-1 characters', () => {
    expect(runFilter(`SingleColumnValueFilter('x', 'a', >=, 'binary:\x82', true, true)`, F2).rows).toEqual(['4']);
  });
});

describe('the Thrift filter language examples', () => {
  it('SKIP ValueFilter(=, binary:0): rows whose every value is 0', () => {
    expect(runFilter(`SKIP ValueFilter(=, 'binary:0')`, TABLE).rows).toEqual(['Row3', 'm1', 'z']);
  });

  it('WHILE RowFilter(<, binary:m): rows before m, then the scan ends', () => {
    const r = runFilter(`WHILE RowFilter(<, 'binary:m')`, TABLE);
    expect(r.rows).toEqual(['Row1', 'Row2', 'Row3']);
    expect(r.offered).toBe(4); // m1 ends it; z is never read
  });

  it('PrefixFilter (Row) AND PageFilter (1) AND FirstKeyOnlyFilter (): one row, its first cell', () => {
    const r = runFilter(`PrefixFilter ('Row') AND PageFilter (1) AND FirstKeyOnlyFilter ()`, TABLE);
    expect(r.cells).toEqual(['Row1/f:a@3=0']);
    expect(r.offered).toBe(1);
  });

  it('ColumnRangeFilter(a, true, c, false): qualifiers in [a, c)', () => {
    const t = rows(
      cell('r', 'f:', 1, 'e'),
      cell('r', 'f:a', 1, 'a'),
      cell('r', 'f:a0', 1, 'a0'),
      cell('r', 'f:bz', 1, 'bz'),
      cell('r', 'f:c', 1, 'c'),
      cell('r', 'f:ca', 1, 'ca'),
      cell('r', 'g:b', 1, 'gb'),
    );
    expect(runFilter(`ColumnRangeFilter('a', true, 'c', false)`, t).cells).toEqual(['r/f:a@1=a', 'r/f:a0@1=a0', 'r/f:bz@1=bz', 'r/g:b@1=gb']);
    expect(runFilter(`ColumnRangeFilter('a', false, 'c', true)`, t).cells).toEqual(['r/f:a0@1=a0', 'r/f:bz@1=bz', 'r/f:c@1=c', 'r/g:b@1=gb']);
    expect(runFilter(`ColumnRangeFilter('', true, 'a0', true)`, t).cells).toEqual(['r/f:@1=e', 'r/f:a@1=a', 'r/f:a0@1=a0']);
    expect(runFilter(`ColumnRangeFilter('c', true, '', true)`, t).cells).toEqual(['r/f:c@1=c', 'r/f:ca@1=ca']);
  });

  it("ValueFilter(=, 'substring:it''s'): case-insensitive contains", () => {
    const t = rows(cell('a', 'f:q', 1, "IT'S"), cell('b', 'f:q', 1, "that it's"), cell('c', 'f:q', 1, 'its'));
    expect(runFilter(`ValueFilter(=, 'substring:it''s')`, t).rows).toEqual(['a', 'b']);
  });

  it('QualifierFilter(=, regexstring:^col[0-9]+$)', () => {
    const t = rows(cell('r', 'f:col1', 1, '1'), cell('r', 'f:col12', 1, '2'), cell('r', 'f:colx', 1, '3'), cell('r', 'f:xcol1', 1, '4'));
    expect(runFilter(`QualifierFilter(=, 'regexstring:^col[0-9]+$')`, t).cells).toEqual(['r/f:col1@1=1', 'r/f:col12@1=2']);
  });

  it('KeyOnlyFilter() keeps every cell with an empty value', () => {
    expect(runFilter(`KeyOnlyFilter()`, F2).cells.slice(0, 2)).toEqual(['1/x:\x11@1002=', '1/x:a@1000=']);
  });
});

describe('comparators and operators (§7.3)', () => {
  const t = rows(cell('a', 'f:q', 1, ''), cell('ab', 'f:q', 1, ''), cell('abc', 'f:q', 1, ''), cell('b', 'f:q', 1, ''), cell('\xff', 'f:q', 1, ''));
  it.each([
    [`RowFilter(<, 'binary:ab')`, ['a']],
    [`RowFilter(<=, 'binary:ab')`, ['a', 'ab']],
    [`RowFilter(=, 'binary:ab')`, ['ab']],
    [`RowFilter(!=, 'binary:ab')`, ['a', 'abc', 'b', '\xff']],
    [`RowFilter(>=, 'binary:ab')`, ['ab', 'abc', 'b', '\xff']],
    [`RowFilter(>, 'binary:ab')`, ['abc', 'b', '\xff']],
    [`RowFilter(>, 'binary:b')`, ['\xff']], // unsigned bytes
    [`RowFilter(=, 'binaryprefix:ab')`, ['ab', 'abc']],
    [`RowFilter(<, 'binaryprefix:ab')`, ['a']],
    [`RowFilter(>, 'binaryprefix:ab')`, ['b', '\xff']],
    [`RowFilter(=, 'binaryprefix:')`, ['a', 'ab', 'abc', 'b', '\xff']],
    [`RowFilter(=, 'regexstring:b')`, ['ab', 'abc', 'b']], // find(), not matches()
    [`RowFilter(=, 'regexstring:^a.$')`, ['ab']],
    [`RowFilter(!=, 'regexstring:b')`, ['a', '\xff']],
    [`RowFilter(=, 'regexstringnocase:^AB')`, ['ab', 'abc']],
    [`RowFilter(=, 'regexstring:^AB')`, []],
    [`RowFilter(=, 'substring:B')`, ['ab', 'abc', 'b']],
    [`RowFilter(!=, 'substring:BC')`, ['a', 'ab', 'b', '\xff']],
  ])('%s', (filter, expected) => {
    expect(runFilter(filter, t).rows).toEqual(expected);
  });

  it('regexstring is DOTALL; Java constructs are translated (\\Q…\\E, \\A, \\z, \\Z, inline flags, possessive)', () => {
    const v = rows(cell('r1', 'f:q', 1, 'a\nb'), cell('r2', 'f:q', 1, 'a.b'), cell('r3', 'f:q', 1, 'A.B'));
    expect(runFilter(`ValueFilter(=, 'regexstring:a.b')`, v).rows).toEqual(['r1', 'r2']);
    expect(runFilter(`ValueFilter(=, 'regexstring:\\Qa.b\\E')`, v).rows).toEqual(['r2']);
    expect(runFilter(`ValueFilter(=, 'regexstring:\\Aa.b\\z')`, v).rows).toEqual(['r1', 'r2']);
    expect(runFilter(`ValueFilter(=, 'regexstring:(?i)^a\\.b$')`, v).rows).toEqual(['r2', 'r3']);
    expect(runFilter(`ValueFilter(=, 'regexstring:a\\-?\\.b')`, v).rows).toEqual(['r2']); // Java-only escape \\-
    expect(runFilter(`ValueFilter(=, 'regexstring:a(?i)\\.B')`, v).rows).toEqual(['r2', 'r3']); // inline flags (whole pattern)
    // JS has no scoped flags: (?i:…) makes the whole pattern case-insensitive (Java: only the group).
    expect(runFilter(`ValueFilter(=, 'regexstring:^(?i:a)\\.b')`, v).rows).toEqual(['r2', 'r3']);
    expect(runFilter(`ValueFilter(=, 'regexstring:^a.++$')`, v).rows).toEqual(['r1', 'r2']); // possessive, as greedy
    expect(runFilter(`ValueFilter(=, 'regexstring:[]x]|\\.b\\Z')`, v).rows).toEqual(['r2']);
  });

  it('regex and substring match the UTF-8 decoded data', () => {
    const v = rows(cell('r1', 'f:q', 1, '\xc3\xa9t\xc3\xa9'), cell('r2', 'f:q', 1, 'ete'));
    expect(runFilter(new TextEncoder().encode(`ValueFilter(=, 'regexstring:^.t.$')`), v).rows).toEqual(['r1', 'r2']);
    expect(runFilter(new TextEncoder().encode(`ValueFilter(=, 'substring:ÉT')`), v).rows).toEqual(['r1']);
  });
});

describe('cell-level filters keep matching cells', () => {
  it('ValueFilter across families and versions', () => {
    expect(runFilter(`ValueFilter(=, 'binary:0')`, TABLE).cells).toEqual([
      'Row1/f:a@3=0',
      'Row1/f:b@1=0',
      'Row1/g:a@1=0',
      'Row2/f:c@1=0',
      'Row3/f:a@1=0',
      'Row3/g:d@1=0',
      'm1/f:a@1=0',
      'z/f:a@1=0',
    ]);
  });

  it('QualifierFilter; an empty qualifier always passes', () => {
    const t = rows(cell('r', 'f:', 1, 'e'), cell('r', 'f:a', 1, 'a'), cell('r', 'f:b', 1, 'b'), cell('r', 'g:c', 1, 'c'));
    expect(runFilter(`QualifierFilter(>=, 'binary:b')`, t).cells).toEqual(['r/f:@1=e', 'r/f:b@1=b', 'r/g:c@1=c']);
  });

  it('FamilyFilter', () => {
    expect(runFilter(`FamilyFilter(=, 'binary:g')`, TABLE).cells).toEqual(['Row1/g:a@1=0', 'Row3/g:d@1=0']);
    expect(runFilter(`FamilyFilter(!=, 'binary:f')`, TABLE).rows).toEqual(['Row1', 'Row3']);
  });

  it('ColumnPrefixFilter, in every family', () => {
    const t = rows(cell('r', 'f:a', 1, '1'), cell('r', 'f:ba', 1, '2'), cell('r', 'f:bb', 1, '3'), cell('r', 'f:c', 1, '4'), cell('r', 'g:b', 1, '5'));
    expect(runFilter(`ColumnPrefixFilter('b')`, t).cells).toEqual(['r/f:ba@1=2', 'r/f:bb@1=3', 'r/g:b@1=5']);
    expect(runFilter(`ColumnPrefixFilter('')`, t).cells.length).toBe(5);
  });

  it('MultipleColumnPrefixFilter', () => {
    const t = rows(cell('r', 'f:a1', 1, '1'), cell('r', 'f:b1', 1, '2'), cell('r', 'f:c1', 1, '3'), cell('r', 'f:d1', 1, '4'));
    expect(runFilter(`MultipleColumnPrefixFilter('c', 'a')`, t).cells).toEqual(['r/f:a1@1=1', 'r/f:c1@1=3']);
    expect(runFilter(`MultipleColumnPrefixFilter()`, t).cells.length).toBe(4);
  });

  it('MultipleColumnPrefixFilter with many prefixes: the TreeSet headSet rule, found by binary search', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const word = (len: number) => Array.from({ length: len }, () => 'abc'[rnd(3)]).join('');
    const prefixes = [...new Set(Array.from({ length: 300 }, () => word(1 + rnd(4))))];
    const quals = [...new Set(Array.from({ length: 400 }, () => word(1 + rnd(6))))].sort();
    const t = rows(...quals.map((q) => cell('r', `f:${q}`, 1, 'v')));
    // the rule restated by brute force: the largest prefix <= q decides; a miss seeks to the next prefix, or ends the row
    const sorted = [...prefixes].sort();
    const want: string[] = [];
    let i = 0;
    while (i < quals.length) {
      const q = quals[i];
      const head = sorted.filter((p) => p <= q);
      if (head.length && q.startsWith(head[head.length - 1])) {
        want.push(`r/f:${q}@1=v`);
        i++;
      } else if (head.length === sorted.length) break;
      else {
        const hint = sorted[head.length];
        i++;
        while (i < quals.length && quals[i] < hint) i++;
      }
    }
    const list = prefixes.map((p) => `'${p}'`).join(', ');
    expect(runFilter(`MultipleColumnPrefixFilter(${list})`, t).cells).toEqual(want);
    expect(want.length).toBeGreaterThan(10);
  });

  it('MultipleColumnPrefixFilter keeps HBase`s answer for overlapping prefixes', () => {
    // sorted [a, ab]: for qualifier "ac" the largest prefix <= "ac" is "ab", which it does not start with,
    // and no prefix is larger: NEXT_ROW — although "ac" starts with "a".
    const t = rows(cell('r', 'f:a', 1, '1'), cell('r', 'f:ab', 1, '2'), cell('r', 'f:ac', 1, '3'), cell('r', 'f:ad', 1, '4'));
    expect(runFilter(`MultipleColumnPrefixFilter('a', 'ab')`, t).cells).toEqual(['r/f:a@1=1', 'r/f:ab@1=2']);
  });

  it('TimestampsFilter', () => {
    const t = rows(cell('r', 'f:a', 300, '3'), cell('r', 'f:a', 200, '2'), cell('r', 'f:a', 100, '1'), cell('r', 'f:b', 300, 'b3'), cell('r', 'f:b', 50, 'b0'));
    expect(runFilter(`TimestampsFilter(100, 300)`, t).cells).toEqual(['r/f:a@300=3', 'r/f:a@100=1', 'r/f:b@300=b3']);
    expect(runFilter(`TimestampsFilter()`, t).cells).toEqual([]);
  });

  it('ColumnValueFilter returns only the matching cells of its column', () => {
    const t = rows(cell('r1', 'f:a', 2, '1'), cell('r1', 'f:a', 1, '2'), cell('r1', 'f:b', 1, '1'), cell('r2', 'f:b', 1, '1'), cell('r3', 'g:a', 1, '1'));
    expect(runFilter(`ColumnValueFilter('f', 'a', =, 'binary:1')`, t).cells).toEqual(['r1/f:a@2=1']);
    expect(runFilter(`ColumnValueFilter('f', 'a', >, 'binary:0')`, t).cells).toEqual(['r1/f:a@2=1', 'r1/f:a@1=2']);
  });

  it('KeyOnlyFilter(true): the value becomes the 4-byte big-endian original length', () => {
    const t = rows(cell('r', 'f:a', 1, 'x'.repeat(300)), cell('r', 'f:b', 1, ''));
    expect(runFilter(`KeyOnlyFilter(true)`, t).cells).toEqual(['r/f:a@1=\\x00\\x00\\x01,', 'r/f:b@1=\\x00\\x00\\x00\\x00']);
    expect(runFilter(`KeyOnlyFilter(false)`, t).cells).toEqual(['r/f:a@1=', 'r/f:b@1=']);
  });

  it('transforms do not change the cells the filter was given', () => {
    const t = rows(cell('r', 'f:a', 1, 'abc'));
    runFilter(`KeyOnlyFilter()`, t);
    expect(Buffer.from(t[0][0].value).toString()).toBe('abc');
  });
});

describe('row-level filters keep or drop whole rows', () => {
  it('RowFilter', () => {
    expect(runFilter(`RowFilter(=, 'regexstring:^Row[12]$')`, TABLE).rows).toEqual(['Row1', 'Row2']);
  });

  it('PrefixFilter, and the scan ends once rows pass the prefix', () => {
    const r = runFilter(`PrefixFilter('Ro')`, TABLE);
    expect(r.rows).toEqual(['Row1', 'Row2', 'Row3']);
    expect(r.offered).toBe(4); // m1 sorts after the prefix: done
    // A row shorter than the prefix is dropped without comparing (so it does not end the scan).
    expect(runFilter(`PrefixFilter('Row')`, TABLE).offered).toBe(5);
    const rev = runFilter(`PrefixFilter('Row')`, [...TABLE].reverse(), { reversed: true });
    expect(rev.rows).toEqual(['Row3', 'Row2', 'Row1']);
  });

  it('InclusiveStopFilter: rows up to and including the stop row, then done', () => {
    const r = runFilter(`InclusiveStopFilter('Row2')`, TABLE);
    expect(r.rows).toEqual(['Row1', 'Row2']);
    expect(r.offered).toBe(3);
    expect(runFilter(`InclusiveStopFilter('Row2')`, [...TABLE].reverse(), { reversed: true }).rows).toEqual(['z', 'm1', 'Row3', 'Row2']);
  });

  describe('SingleColumnValueFilter', () => {
    const t = rows(
      cell('r1', 'f:a', 1, 'x'),
      cell('r1', 'f:s', 3, 'active'),
      cell('r1', 'f:s', 2, 'old'),
      cell('r2', 'f:a', 1, 'y'),
      cell('r2', 'f:s', 3, 'old'),
      cell('r2', 'f:s', 2, 'active'),
      cell('r3', 'f:a', 1, 'z'),
      cell('r4', 'f:s', 1, 'old'),
      cell('r4', 'g:s', 1, 'active'),
    );
    it.each([
      [`SingleColumnValueFilter('f', 's', =, 'binary:active')`, ['r1', 'r3']], // missing column: kept
      [`SingleColumnValueFilter('f', 's', =, 'binary:active', true, true)`, ['r1']],
      [`SingleColumnValueFilter('f', 's', =, 'binary:active', false, false)`, ['r1', 'r2', 'r3']], // any version
      [`SingleColumnValueFilter('f', 's', =, 'binary:active', true, false)`, ['r1', 'r2']],
      [`SingleColumnValueFilter('g', 's', =, 'binary:active', true, true)`, ['r4']],
      [`SingleColumnValueFilter('f', 's', !=, 'binary:active', true, true)`, ['r2', 'r4']],
      [`SingleColumnValueFilter('f', 's', =, 'regexstring:^act', true, true)`, ['r1']],
    ])('%s', (filter, expected) => {
      expect(runFilter(filter, t).rows).toEqual(expected);
    });
    it('returns the whole row (every version of every column) when it matches', () => {
      expect(runFilter(`SingleColumnValueFilter('f', 's', =, 'binary:active', true, true)`, t).cells).toEqual(['r1/f:a@1=x', 'r1/f:s@3=active', 'r1/f:s@2=old']);
    });
    it('SingleColumnValueExcludeFilter omits the tested column; a row left empty is not returned', () => {
      expect(runFilter(`SingleColumnValueExcludeFilter('f', 's', =, 'binary:active', true, true)`, t).cells).toEqual(['r1/f:a@1=x']);
      expect(runFilter(`SingleColumnValueExcludeFilter('f', 's', =, 'binary:old', true, true)`, t).cells).toEqual(['r2/f:a@1=y', 'r4/g:s@1=active']);
      const only = rows(cell('r', 'f:s', 1, 'active'));
      expect(runFilter(`SingleColumnValueExcludeFilter('f', 's', =, 'binary:active')`, only).rows).toEqual([]);
    });
  });

  describe('DependentColumnFilter', () => {
    const t = rows(
      cell('r1', 'f:a', 20, 'a20'),
      cell('r1', 'f:a', 10, 'a10'),
      cell('r1', 'f:b', 30, 'b30'),
      cell('r1', 'f:b', 10, 'b10'),
      cell('r1', 'f:ts', 20, 'no'),
      cell('r1', 'f:ts', 10, 'yes'),
      cell('r2', 'f:a', 5, 'a5'),
    );
    it('keeps cells whose timestamp is one of the reference column`s', () => {
      expect(runFilter(`DependentColumnFilter('f', 'ts')`, t).cells).toEqual([
        'r1/f:a@20=a20',
        'r1/f:a@10=a10',
        'r1/f:b@10=b10',
        'r1/f:ts@20=no',
        'r1/f:ts@10=yes',
      ]);
    });
    it('drops the reference column with dropDependentColumn', () => {
      expect(runFilter(`DependentColumnFilter('f', 'ts', true)`, t).cells).toEqual(['r1/f:a@20=a20', 'r1/f:a@10=a10', 'r1/f:b@10=b10']);
    });
    it('counts only reference versions whose value matches', () => {
      expect(runFilter(`DependentColumnFilter('f', 'ts', false, =, 'binary:yes')`, t).cells).toEqual(['r1/f:a@10=a10', 'r1/f:b@10=b10', 'r1/f:ts@10=yes']);
      expect(runFilter(`DependentColumnFilter('f', 'ts', true, =, 'binary:yes')`, t).cells).toEqual(['r1/f:a@10=a10', 'r1/f:b@10=b10']);
    });
  });

  it('SkipFilter drops a row when any cell fails, in any family', () => {
    expect(runFilter(`SKIP ValueFilter(!=, 'binary:x')`, TABLE).rows).toEqual(['Row2', 'Row3', 'm1', 'z']);
    expect(runFilter(`SKIP FamilyFilter(=, 'binary:f')`, TABLE).rows).toEqual(['Row2', 'm1', 'z']);
  });
});

describe('column pagination and counting', () => {
  const t = rows(
    cell('r1', 'f:a', 2, 'a2'),
    cell('r1', 'f:a', 1, 'a1'),
    cell('r1', 'f:b', 1, 'b'),
    cell('r1', 'f:c', 1, 'c'),
    cell('r1', 'g:d', 1, 'd'),
    cell('r2', 'f:a', 1, 'a'),
    cell('r3', 'f:a', 1, 'a'),
    cell('r3', 'f:b', 1, 'b'),
    cell('r3', 'f:c', 1, 'c'),
  );

  it('FirstKeyOnlyFilter: the first cell of each row', () => {
    expect(runFilter(`FirstKeyOnlyFilter()`, t).cells).toEqual(['r1/f:a@2=a2', 'r2/f:a@1=a', 'r3/f:a@1=a']);
  });

  it('ColumnPaginationFilter(limit, offset): distinct columns, newest version, across families', () => {
    expect(runFilter(`ColumnPaginationFilter(2, 1)`, t).cells).toEqual(['r1/f:b@1=b', 'r1/f:c@1=c', 'r3/f:b@1=b', 'r3/f:c@1=c']);
    expect(runFilter(`ColumnPaginationFilter(1, 3)`, t).cells).toEqual(['r1/g:d@1=d']);
    expect(runFilter(`ColumnPaginationFilter(0, 0)`, t).cells).toEqual([]);
  });

  it('ColumnCountGetFilter(n): the first n columns (newest versions); the scan ends after the first row with more', () => {
    const r = runFilter(`ColumnCountGetFilter(2)`, t.slice(1));
    expect(r.cells).toEqual(['r2/f:a@1=a', 'r3/f:a@1=a', 'r3/f:b@1=b']);
    expect(runFilter(`ColumnCountGetFilter(2)`, t).cells).toEqual(['r1/f:a@2=a2', 'r1/f:b@1=b']);
    expect(runFilter(`ColumnCountGetFilter(2)`, t).offered).toBe(1);
    // A row with exactly n columns does not end it.
    const ok = rows(cell('a', 'f:x', 1, '1'), cell('a', 'f:y', 1, '2'), cell('b', 'f:x', 1, '3'));
    expect(runFilter(`ColumnCountGetFilter(2)`, ok).rows).toEqual(['a', 'b']);
    expect(runFilter(`ColumnCountGetFilter(0)`, ok).rows).toEqual([]);
  });
});

describe('PageFilter counts the rows that reach it', () => {
  const t = rows(
    cell('r1', 'f:a', 1, '1'),
    cell('r1', 'f:s', 1, 'no'),
    cell('r2', 'f:a', 1, '2'),
    cell('r2', 'f:s', 1, 'yes'),
    cell('r3', 'f:a', 1, '3'),
    cell('r3', 'f:s', 1, 'yes'),
    cell('r4', 'f:a', 1, '4'),
  );

  it('PageFilter(n) alone: n rows, then done', () => {
    const r = runFilter(`PageFilter(2)`, t);
    expect(r.rows).toEqual(['r1', 'r2']);
    expect(r.offered).toBe(2);
    expect(runFilter(`PageFilter(0)`, t).rows).toEqual([]);
  });

  it('after a row filter in the AND list, only passing rows count', () => {
    expect(runFilter(`SingleColumnValueFilter('f', 's', =, 'binary:yes', true, true) AND PageFilter(1)`, t).rows).toEqual(['r2']);
    expect(runFilter(`RowFilter(>=, 'binary:r2') AND PageFilter(2)`, t).rows).toEqual(['r2', 'r3']);
  });

  it('before it, PageFilter counts rows the next filter then drops (HBase`s order-dependent result)', () => {
    const r = runFilter(`PageFilter(1) AND SingleColumnValueFilter('f', 's', =, 'binary:yes', true, true)`, t);
    expect(r.rows).toEqual([]);
    expect(r.offered).toBe(1);
  });

  it('a row emptied by cell filters never reaches filterRow, so it is not counted', () => {
    expect(runFilter(`ValueFilter(=, 'binary:3') AND PageFilter(1)`, t).cells).toEqual(['r3/f:a@1=3']);
    expect(runFilter(`PageFilter(1) AND ValueFilter(=, 'binary:3')`, t).cells).toEqual(['r3/f:a@1=3']);
  });
});

describe('WhileMatchFilter', () => {
  it('ends the scan at the first row whose key the inner filter rejects; that row is not returned', () => {
    const r = runFilter(`WHILE PrefixFilter('Row')`, TABLE);
    expect(r.rows).toEqual(['Row1', 'Row2', 'Row3']);
    expect(r.offered).toBe(4);
  });

  it('with a cell filter: the row where a cell is first rejected keeps the cells before it, then the scan ends', () => {
    // HBase: the rejection sets filterAllRemaining; the matcher answers DONE_SCAN for the next cell;
    // WhileMatchFilter.filterRow returns the inner filter's filterRow (false), so the row is kept as read so far.
    const t = rows(cell('a', 'f:x', 1, '0'), cell('b', 'f:x', 1, '0'), cell('b', 'f:y', 1, '1'), cell('b', 'f:z', 1, '0'), cell('c', 'f:x', 1, '0'));
    const r = runFilter(`WHILE ValueFilter(=, 'binary:0')`, t);
    expect(r.cells).toEqual(['a/f:x@1=0', 'b/f:x@1=0']);
    expect(r.offered).toBe(2);
  });

  it('rows rejected by key still feed their cells to the filters before the key filter (nextRow)', () => {
    const t = rows(cell('r1', 'f:x', 1, '0'), cell('r2', 'f:x', 1, '1'), cell('r3', 'f:x', 1, '0'));
    // RowFilter first: its NEXT_ROW stops the AND list before WHILE sees r2's cell.
    expect(runFilter(`RowFilter(!=, 'binary:r2') AND WHILE ValueFilter(=, 'binary:0')`, t).rows).toEqual(['r1', 'r3']);
    // WHILE first: it sees r2's cell while HBase skips the row, and ends the scan.
    expect(runFilter(`WHILE ValueFilter(=, 'binary:0') AND RowFilter(!=, 'binary:r2')`, t).rows).toEqual(['r1']);
  });
});

describe('FilterList', () => {
  it('AND: a cell must pass every filter', () => {
    expect(runFilter(`ValueFilter(=, 'binary:0') AND QualifierFilter(=, 'binary:a')`, TABLE).cells).toEqual([
      'Row1/f:a@3=0',
      'Row1/g:a@1=0',
      'Row3/f:a@1=0',
      'm1/f:a@1=0',
      'z/f:a@1=0',
    ]);
  });

  it('OR: a cell passes if any filter passes', () => {
    expect(runFilter(`FamilyFilter(=, 'binary:g') OR QualifierFilter(=, 'binary:b')`, TABLE).cells).toEqual(['Row1/f:b@1=0', 'Row1/g:a@1=0', 'Row3/g:d@1=0']);
    expect(runFilter(`ValueFilter(=, 'binary:x') OR ValueFilter(=, 'binary:1')`, TABLE).cells).toEqual(['Row1/f:a@2=x', 'Row2/f:a@1=1']);
  });

  it('OR of row filters keeps rows either keeps', () => {
    expect(runFilter(`PrefixFilter('m') OR PrefixFilter('z')`, TABLE).rows).toEqual(['m1', 'z']);
    expect(runFilter(`RowFilter(=, 'binary:Row2') OR SingleColumnValueFilter('g', 'd', =, 'binary:0', true, true)`, TABLE).rows).toEqual(['Row2', 'Row3']);
  });

  it('OR remembers a sub-filter`s NEXT_COL / NEXT_ROW while another one includes', () => {
    // FirstKeyOnlyFilter answers NEXT_ROW after the first cell; the OR keeps passing cells that
    // the ValueFilter includes, and does not ask FirstKeyOnlyFilter again in that family.
    expect(runFilter(`FirstKeyOnlyFilter() OR ValueFilter(=, 'binary:0')`, TABLE).cells).toEqual([
      'Row1/f:a@3=0',
      'Row1/f:b@1=0',
      'Row1/g:a@1=0',
      'Row2/f:a@1=1',
      'Row2/f:c@1=0',
      'Row3/f:a@1=0',
      'Row3/g:d@1=0',
      'm1/f:a@1=0',
      'z/f:a@1=0',
    ]);
  });

  it('transforms: AND applies every transform; OR only those of the filters that included the cell', () => {
    expect(runFilter(`ValueFilter(=, 'binary:x') AND KeyOnlyFilter(true)`, TABLE).cells).toEqual(['Row1/f:a@2=\\x00\\x00\\x00\\x01']);
    expect(runFilter(`KeyOnlyFilter() AND ValueFilter(=, 'binary:x')`, TABLE).cells).toEqual(['Row1/f:a@2=']);
    const t = rows(cell('r', 'f:a', 1, 'aa'), cell('r', 'f:b', 1, 'bb'));
    expect(runFilter(`(KeyOnlyFilter() AND QualifierFilter(=, 'binary:a')) OR QualifierFilter(=, 'binary:b')`, t).cells).toEqual(['r/f:a@1=', 'r/f:b@1=bb']);
  });

  it('nested lists and hints: ColumnPrefixFilter OR ColumnRangeFilter', () => {
    const t = rows(cell('r', 'f:a', 1, '1'), cell('r', 'f:b', 1, '2'), cell('r', 'f:c', 1, '3'), cell('r', 'f:d', 1, '4'), cell('r', 'f:e', 1, '5'));
    expect(runFilter(`ColumnPrefixFilter('b') OR ColumnRangeFilter('d', true, 'e', false)`, t).cells).toEqual(['r/f:b@1=2', 'r/f:d@1=4']);
    expect(runFilter(`ColumnPrefixFilter('d') AND ColumnRangeFilter('b', true, '', false)`, t).cells).toEqual(['r/f:d@1=4']);
  });
});

describe('versions: the read`s VERSIONS counts what the filter accepts (UserScanQueryMatcher)', () => {
  const t = rows(cell('r', 'f:a', 3, 'b'), cell('r', 'f:a', 2, 'a'), cell('r', 'f:a', 1, 'a'));

  it('ValueFilter + VERSIONS => 1 returns the newest matching version', () => {
    expect(runFilter(`ValueFilter(=, 'binary:a')`, t, { versions: 1 }).cells).toEqual(['r/f:a@2=a']);
    expect(runFilter(`ValueFilter(=, 'binary:a')`, t).cells).toEqual(['r/f:a@2=a', 'r/f:a@1=a']); // the engine caps
    expect(runFilter(`ValueFilter(=, 'binary:a')`, t, { versions: 5 }).cells).toEqual(['r/f:a@2=a', 'r/f:a@1=a']);
  });

  it('a version past the limit is not shown to the filter (SingleColumnValueFilter, latestVersionOnly false)', () => {
    const s = rows(cell('r', 'f:a', 3, 'n'), cell('r', 'f:a', 2, 'y'), cell('r', 'f:a', 1, 'z'));
    const f = `SingleColumnValueFilter('f', 'a', =, 'binary:z', true, false)`;
    expect(runFilter(f, s, { versions: 1 }).rows).toEqual([]);
    expect(runFilter(f, s, { versions: 3 }).cells).toEqual(['r/f:a@3=n', 'r/f:a@2=y', 'r/f:a@1=z']);
    expect(runFilter(`SingleColumnValueFilter('f', 'a', =, 'binary:y', true, false)`, s, { versions: 1 }).cells).toEqual(['r/f:a@3=n']);
  });
});

describe('the RowFilter protocol', () => {
  it('filterRow alone gives the same rows as filterRowKey + filterRow', () => {
    for (const f of [`PrefixFilter('Row') AND PageFilter(2)`, `WHILE RowFilter(<, 'binary:m')`, `InclusiveStopFilter('Row2')`, `SKIP ValueFilter(=, 'binary:0')`]) {
      expect(runFilter(f, TABLE, { keyCheck: false })).toEqual(runFilter(f, TABLE));
    }
  });

  it('filterRowKey drops rows unread, and done() says when to stop', () => {
    const f = compileFilter(bytes(`PrefixFilter('b') AND PageFilter(1)`)).create();
    expect(f.filterRowKey!(bytes('a'))).toBe(true);
    expect(f.done()).toBe(false);
    expect(f.filterRowKey!(bytes('b1'))).toBe(false);
    expect(f.filterRow(bytes('b1'), [cell('b1', 'f:q', 1, 'v')])).toHaveLength(1);
    expect(f.done()).toBe(true);
    expect(f.filterRowKey!(bytes('b2'))).toBe(true);
  });

  it('a row whose key was checked but whose cells never came does not disturb the next', () => {
    const f = compileFilter(bytes(`FirstKeyOnlyFilter()`)).create();
    expect(f.filterRowKey!(bytes('a'))).toBe(false);
    expect(f.filterRowKey!(bytes('b'))).toBe(false);
    expect(f.filterRow(bytes('b'), [cell('b', 'f:q', 1, 'v'), cell('b', 'f:r', 1, 'w')])).toHaveLength(1);
  });

  it('create() gives independent filters; text is the filter string', () => {
    const factory = compileFilter(bytes(`PageFilter(1)`));
    expect(factory.text).toBe('PageFilter(1)');
    expect(runFilter(`PageFilter(1)`, TABLE).rows).toEqual(['Row1']);
    const a = factory.create();
    const b = factory.create();
    a.filterRow(bytes('Row1'), TABLE[0]);
    expect(a.done()).toBe(true);
    expect(b.done()).toBe(false);
  });

  it('factoryFromNode: count`s list, the user filter then FirstKeyOnlyFilter', () => {
    const user = compileFilter(bytes(`ValueFilter(=, 'binary:1')`));
    const count = factoryFromNode({ type: 'FilterList', operator: 'MUST_PASS_ALL', filters: [user.node, { type: 'FirstKeyOnlyFilter' }] }, user.text);
    const f = count.create();
    const got: Cell[][] = [];
    for (const r of TABLE) {
      const kept = f.filterRow(r[0].row, r);
      if (kept) got.push(kept);
    }
    // A row counts when any cell passes: FirstKeyOnlyFilter sees only the cells the ValueFilter included.
    expect(got.map((r) => r.length)).toEqual([1]);
    expect(Buffer.from(got[0][0].row).toString()).toBe('Row2');
  });
});

describe('compareFamily: a family name against bytes, as UTF-8 compares', () => {
  it('agrees with comparing the encoded bytes, for ASCII, 2-, 3- and 4-byte characters', async () => {
    const { compareFamily } = await import('../../src/engine/filters/filter.js');
    const names = ['', 'f', 'fa', 'f1', 'é', 'ü1', '日本', '𝄞x', 'a\u07ff', '\uffff', 'z'];
    for (const a of names) {
      for (const b of names) {
        const bytes = Buffer.from(b, 'utf8');
        expect(Math.sign(compareFamily(a, bytes))).toBe(Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), bytes)));
      }
    }
  });
});
