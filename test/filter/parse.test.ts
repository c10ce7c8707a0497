/**
 * Table-driven filter-parser tests: each case is a filter string and its
 * exact AST as an S-expression (helpers.ts `sexp`); parseOnce() runs nearley
 * directly and fails unless there is exactly one parse.
 *
 * Shapes: (AND …) / (OR …) are FilterLists, (SKIP x) / (WHILE x) the
 * wrappers; leaves are (FilterName args…) with strings in toStringBinary
 * quotes, comparators as type:"value", operators as written, nil for null.
 */
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../src/filter/parse.js';
import { FILTER_NAMES } from '../../src/filter/index.js';
import { bytes, parseOnce, sexp } from './helpers.js';

type Case = [input: string, expected: string];

const K = 'KeyOnlyFilter()';
const F = 'FirstKeyOnlyFilter()';
const P = "PrefixFilter('p')";
const k = '(KeyOnlyFilter false)';
const f = '(FirstKeyOnlyFilter)';
const p = '(PrefixFilter "p")';

function table(name: string, cases: Case[]): void {
  describe(name, () => {
    it.each(cases)('%s', (input, expected) => {
      expect(sexp(parseOnce(input))).toBe(expected);
      expect(sexp(parseFilter(bytes(input)))).toBe(expected);
    });
  });
}

table('the Thrift filter language and the help texts examples', [
  [`ValueFilter(=, 'binary:abc')`, `(ValueFilter = binary:"abc")`],
  [
    `(PrefixFilter ('row2') AND (QualifierFilter (>=, 'binary:xyz'))) AND (TimestampsFilter ( 123, 456))`,
    `(AND (AND (PrefixFilter "row2") (QualifierFilter >= binary:"xyz")) (TimestampsFilter 123 456))`,
  ],
  [
    `PrefixFilter ('Row') AND PageFilter (1) AND FirstKeyOnlyFilter ()`,
    `(AND (PrefixFilter "Row") (PageFilter 1) (FirstKeyOnlyFilter))`,
  ],
  [`SKIP ValueFilter(=, 'binary:0')`, `(SKIP (ValueFilter = binary:"0"))`],
  [`WHILE RowFilter(<, 'binary:m')`, `(WHILE (RowFilter < binary:"m"))`],
  [
    `SingleColumnValueFilter('f', 'status', =, 'binary:active', true, true)`,
    `(SingleColumnValueFilter "f" "status" = binary:"active" true true)`,
  ],
  [`ColumnRangeFilter('a', true, 'c', false)`, `(ColumnRangeFilter "a" true "c" false)`],
  [`QualifierFilter(=, 'regexstring:^col[0-9]+$')`, `(QualifierFilter = regexstring:"^col[0-9]+$")`],
  [`ValueFilter(=, 'substring:it''s')`, `(ValueFilter = substring:"it's")`],
  [`KeyOnlyFilter()`, `(KeyOnlyFilter false)`],
  [
    `(QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))`,
    `(AND (QualifierFilter >= binary:"xyz") (TimestampsFilter 123 456))`,
  ],
]);

table('table_test.rb filters', [
  [`ValueFilter(=, 'binary:11')`, `(ValueFilter = binary:"11")`],
  [`ValueFilter(=, 'binary:thisvalue')`, `(ValueFilter = binary:"thisvalue")`],
  [`ValueFilter(=, 'binary:thatvalue')`, `(ValueFilter = binary:"thatvalue")`],
  [
    `SingleColumnValueFilter('x', 'a', >=, 'binary:\x82', true, true)`,
    `(SingleColumnValueFilter "x" "a" >= binary:"\\x82" true true)`,
  ],
]);

table('precedence: parentheses > SKIP/WHILE > AND > OR (§7.2)', [
  [`${K} AND ${F} OR ${P}`, `(OR (AND ${k} ${f}) ${p})`],
  [`${K} OR ${F} AND ${P}`, `(OR ${k} (AND ${f} ${p}))`],
  [`${K} AND SKIP ${F} OR ${P}`, `(OR (AND ${k} (SKIP ${f})) ${p})`],
  [`SKIP ${K} AND ${F}`, `(AND (SKIP ${k}) ${f})`],
  [`WHILE ${K} OR ${F}`, `(OR (WHILE ${k}) ${f})`],
  [`${K} OR SKIP ${F} AND WHILE ${P}`, `(OR ${k} (AND (SKIP ${f}) (WHILE ${p})))`],
  [`SKIP SKIP ${K}`, `(SKIP (SKIP ${k}))`],
  [`WHILE SKIP ${K}`, `(WHILE (SKIP ${k}))`],
  [`SKIP (${K} OR ${F})`, `(SKIP (OR ${k} ${f}))`],
  [`WHILE (${K} AND ${F})`, `(WHILE (AND ${k} ${f}))`],
  [`${K} OR ${F} AND ${P} OR ${K}`, `(OR ${k} (AND ${f} ${p}) ${k})`],
]);

table('lists: consecutive operators make one list, parentheses nest', [
  [`${K} AND ${F} AND ${P}`, `(AND ${k} ${f} ${p})`],
  [`${K} OR ${F} OR ${P}`, `(OR ${k} ${f} ${p})`],
  [`${K} AND ${F} AND ${P} AND ${K}`, `(AND ${k} ${f} ${p} ${k})`],
  [`(${K} AND ${F}) AND ${P}`, `(AND (AND ${k} ${f}) ${p})`],
  [`${K} AND (${F} AND ${P})`, `(AND ${k} (AND ${f} ${p}))`],
  [`(${K} OR ${F}) OR ${P}`, `(OR (OR ${k} ${f}) ${p})`],
  [`(${K} OR ${F}) AND ${P}`, `(AND (OR ${k} ${f}) ${p})`],
  [`${K} AND (${F} OR ${P})`, `(AND ${k} (OR ${f} ${p}))`],
  [`(${K})`, k],
  [`((${K}))`, k],
  [`(((${K}) AND (${F})))`, `(AND ${k} ${f})`],
]);

table('ParseFilter quirks reproduced: empty () is ignored, an unclosed ( is closed at the end', [
  [`() ${K}`, k],
  [`${K} ()`, k],
  [`${K} ( ) AND () ${F}`, `(AND ${k} ${f})`],
  [`(()) ${K}`, k],
  [`(${K}`, k],
  [`((${K}`, k],
  [`(${K} AND ${F}`, `(AND ${k} ${f})`],
  [`(${K} OR ${F} AND ${P}`, `(OR ${k} (AND ${f} ${p}))`],
  [`${K} AND (${F} OR (${P}`, `(AND ${k} (OR ${f} ${p}))`],
]);

table('keywords: spacing rules (§7.1)', [
  [`${K}AND ${F}`, `(AND ${k} ${f})`], // preceded by ')'
  [`${K} AND(${F})`, `(AND ${k} ${f})`], // followed by '('
  [`${K}OR(${F})`, `(OR ${k} ${f})`],
  [`SKIP(${K})`, `(SKIP ${k})`],
  [`(SKIP ${K})`, `(SKIP ${k})`],
  [`(WHILE(${K}))`, `(WHILE ${k})`],
  [`${K} AND SKIP(${F})`, `(AND ${k} (SKIP ${f}))`],
  [`(${K})AND SKIP(${F})`, `(AND ${k} (SKIP ${f}))`],
  [`${K} AND (${F})OR ${P}`, `(OR (AND ${k} ${f}) ${p})`],
  [`  ${K}  AND   ${F}  `, `(AND ${k} ${f})`],
  [`\t${K}\t`, k],
  [`${K}\t AND ${F}`, `(AND ${k} ${f})`], // a tab then a space: the byte before AND is a space
]);

table('arguments: quoting, separators and ParseFilter leniency', [
  [`ValueFilter(=,'binary:a')`, `(ValueFilter = binary:"a")`],
  [`ValueFilter (  =  ,  'binary:a'  )`, `(ValueFilter = binary:"a")`],
  [`ValueFilter(=,,'binary:a',)`, `(ValueFilter = binary:"a")`],
  [`ValueFilter(= 'binary:a')`, `(ValueFilter = binary:"a")`], // no comma needed
  [`ValueFilter(=, 'binary:a'x)`, `(ValueFilter = binary:"a")`], // the byte after a closing quote is skipped
  [`ValueFilter junk (=, 'binary:a')`, `(ValueFilter = binary:"a")`], // the name ends at the space; arguments start at '('
  [`ValueFilter(=, 'binary:a''b')`, `(ValueFilter = binary:"a'b")`],
  [`ValueFilter(=, 'binary:''')`, `(ValueFilter = binary:"'")`],
  [`ValueFilter(=, 'binary:''''')`, `(ValueFilter = binary:"''")`],
  [`ValueFilter(=, 'binary:')`, `(ValueFilter = binary:"")`],
  [`ValueFilter(=, 'binary:a:b')`, `(ValueFilter = binary:"a:b")`], // type = text before the FIRST colon
  [`ValueFilter(=, 'binary:a)b')`, `(ValueFilter = binary:"a)b")`],
  [`ValueFilter(=, 'binary:a, b')`, `(ValueFilter = binary:"a, b")`],
  [`ValueFilter(=, 'binary:(')`, `(ValueFilter = binary:"(")`],
  [`ValueFilter(=, 'binary:AND OR SKIP')`, `(ValueFilter = binary:"AND OR SKIP")`],
  [`ValueFilter(=, 'binary:\x00\xff\x82')`, `(ValueFilter = binary:"\\x00\\xFF\\x82")`],
  [`ValueFilter(=, 'binaryprefix:ab')`, `(ValueFilter = binaryprefix:"ab")`],
  [`ValueFilter(=, 'regexstringnocase:^A.c')`, `(ValueFilter = regexstringnocase:"^A.c")`],
  [`ValueFilter(!=, 'regexstring:x')`, `(ValueFilter != regexstring:"x")`],
  [`ValueFilter(!=, 'substring:x')`, `(ValueFilter != substring:"x")`],
  [`RowFilter(<, 'binary:m')`, `(RowFilter < binary:"m")`],
  [`RowFilter(<=, 'binaryprefix:m')`, `(RowFilter <= binaryprefix:"m")`],
  [`FamilyFilter(>, 'binary:f')`, `(FamilyFilter > binary:"f")`],
  [`QualifierFilter(>=, 'binary:q')`, `(QualifierFilter >= binary:"q")`],
]);

table('each filter and its argument forms (§7.4)', [
  [`KeyOnlyFilter()`, `(KeyOnlyFilter false)`],
  [`KeyOnlyFilter(true)`, `(KeyOnlyFilter true)`],
  [`KeyOnlyFilter(TRUE)`, `(KeyOnlyFilter true)`],
  [`KeyOnlyFilter(False)`, `(KeyOnlyFilter false)`],
  [`FirstKeyOnlyFilter()`, `(FirstKeyOnlyFilter)`],
  [`FirstKeyOnlyFilter ( )`, `(FirstKeyOnlyFilter)`],
  [`PrefixFilter('row')`, `(PrefixFilter "row")`],
  [`PrefixFilter('')`, `(PrefixFilter "")`],
  [`ColumnPrefixFilter('col')`, `(ColumnPrefixFilter "col")`],
  [`MultipleColumnPrefixFilter('b', 'a', 'ab')`, `(MultipleColumnPrefixFilter "b" "a" "ab")`],
  [`MultipleColumnPrefixFilter()`, `(MultipleColumnPrefixFilter)`],
  [`ColumnCountGetFilter(3)`, `(ColumnCountGetFilter 3)`],
  [`ColumnCountGetFilter(0)`, `(ColumnCountGetFilter 0)`],
  [`ColumnCountGetFilter(2147483647)`, `(ColumnCountGetFilter 2147483647)`],
  [`PageFilter(1)`, `(PageFilter 1)`],
  [`PageFilter(007)`, `(PageFilter 7)`],
  [`PageFilter(-)`, `(PageFilter 0)`], // convertByteArrayToLong: a lone '-' is 0
  [`PageFilter(-0)`, `(PageFilter 0)`],
  [`PageFilter(9223372036854775807)`, `(PageFilter 9223372036854775807)`],
  [`PageFilter(18446744073709551620)`, `(PageFilter 4)`], // Java long overflow that wraps positive
  [`ColumnPaginationFilter(2, 1)`, `(ColumnPaginationFilter 2 1)`],
  [`ColumnPaginationFilter(0,0)`, `(ColumnPaginationFilter 0 0)`],
  [`InclusiveStopFilter('row5')`, `(InclusiveStopFilter "row5")`],
  [`TimestampsFilter(1, 20, 300)`, `(TimestampsFilter 1 20 300)`],
  [`TimestampsFilter(5, 5)`, `(TimestampsFilter 5 5)`],
  [`TimestampsFilter()`, `(TimestampsFilter)`],
  [`TimestampsFilter(9223372036854775807)`, `(TimestampsFilter 9223372036854775807)`],
  [`RowFilter(=, 'binary:r1')`, `(RowFilter = binary:"r1")`],
  [`FamilyFilter(=, 'binary:f')`, `(FamilyFilter = binary:"f")`],
  [`QualifierFilter(=, 'binary:q')`, `(QualifierFilter = binary:"q")`],
  [`ValueFilter(=, 'binary:v')`, `(ValueFilter = binary:"v")`],
  [`ColumnRangeFilter('', false, '', true)`, `(ColumnRangeFilter nil false nil true)`],
  [`ColumnRangeFilter('a', FALSE, 'z', TRUE)`, `(ColumnRangeFilter "a" false "z" true)`],
  [`SingleColumnValueFilter('f', 'q', =, 'binary:v')`, `(SingleColumnValueFilter "f" "q" = binary:"v" false true)`],
  [`SingleColumnValueFilter('f', 'q', !=, 'substring:v', true, false)`, `(SingleColumnValueFilter "f" "q" != substring:"v" true false)`],
  [`SingleColumnValueExcludeFilter('f', 'q', <, 'binary:v')`, `(SingleColumnValueExcludeFilter "f" "q" < binary:"v" false true)`],
  [`SingleColumnValueExcludeFilter('f', 'q', =, 'binary:v', true, true)`, `(SingleColumnValueExcludeFilter "f" "q" = binary:"v" true true)`],
  [`DependentColumnFilter('f', 'q')`, `(DependentColumnFilter "f" "q" false)`],
  [`DependentColumnFilter('f', 'q', true)`, `(DependentColumnFilter "f" "q" true)`],
  [`DependentColumnFilter('f', 'q', false, =, 'binary:v')`, `(DependentColumnFilter "f" "q" false = binary:"v")`],
  [`DependentColumnFilter('f', 'q', false, <, 'regexstring:v')`, `(DependentColumnFilter "f" "q" false < regexstring:"v")`], // no regex check here
  [`ColumnValueFilter('f', 'q', =, 'binary:v')`, `(ColumnValueFilter "f" "q" = binary:"v")`],
  [`ColumnValueFilter('f', '', >, 'binaryprefix:v')`, `(ColumnValueFilter "f" "" > binaryprefix:"v")`],
]);

describe('the AST itself', () => {
  it('is typed data: exact objects for a nested string', () => {
    const ast = parseOnce(`SKIP ValueFilter(=, 'binary:0') OR (PageFilter(2) AND SingleColumnValueFilter('x', 'a', >=, 'binary:\x82', true, true))`);
    expect(ast).toEqual({
      type: 'FilterList',
      operator: 'MUST_PASS_ONE',
      filters: [
        { type: 'SkipFilter', filter: { type: 'ValueFilter', op: 'EQUAL', comparator: { type: 'binary', value: new Uint8Array([0x30]) } } },
        {
          type: 'FilterList',
          operator: 'MUST_PASS_ALL',
          filters: [
            { type: 'PageFilter', pageSize: 2n },
            {
              type: 'SingleColumnValueFilter',
              family: new Uint8Array([0x78]),
              qualifier: new Uint8Array([0x61]),
              op: 'GREATER_OR_EQUAL',
              comparator: { type: 'binary', value: new Uint8Array([0x82]) },
              filterIfMissing: true,
              latestVersionOnly: true,
            },
          ],
        },
      ],
    });
  });

  it('keeps raw bytes: a 0x82 byte in the comparator stays one byte', () => {
    const ast = parseOnce(new Uint8Array([...bytes(`ValueFilter(>=, 'binary:`), 0x82, ...bytes(`')`)]));
    expect(ast).toEqual({ type: 'ValueFilter', op: 'GREATER_OR_EQUAL', comparator: { type: 'binary', value: Uint8Array.of(0x82) } });
  });

  it('UTF-8 text stays its bytes', () => {
    const ast = parseOnce(new TextEncoder().encode(`PrefixFilter('é')`));
    expect(ast).toEqual({ type: 'PrefixFilter', prefix: Uint8Array.of(0xc3, 0xa9) });
  });

  it('accepts every registered name and no other spelling', () => {
    const sample: Record<string, string> = {
      DependentColumnFilter: `('f', 'q')`,
      KeyOnlyFilter: `()`,
      ColumnCountGetFilter: `(1)`,
      SingleColumnValueFilter: `('f', 'q', =, 'binary:v')`,
      PrefixFilter: `('p')`,
      SingleColumnValueExcludeFilter: `('f', 'q', =, 'binary:v')`,
      FirstKeyOnlyFilter: `()`,
      ColumnRangeFilter: `('a', true, 'b', true)`,
      ColumnValueFilter: `('f', 'q', =, 'binary:v')`,
      TimestampsFilter: `(1)`,
      FamilyFilter: `(=, 'binary:f')`,
      QualifierFilter: `(=, 'binary:q')`,
      ColumnPrefixFilter: `('c')`,
      RowFilter: `(=, 'binary:r')`,
      MultipleColumnPrefixFilter: `('a')`,
      InclusiveStopFilter: `('r')`,
      PageFilter: `(1)`,
      ValueFilter: `(=, 'binary:v')`,
      ColumnPaginationFilter: `(1, 0)`,
    };
    expect(Object.keys(sample).sort()).toEqual([...FILTER_NAMES].sort());
    for (const name of FILTER_NAMES) expect(parseOnce(name + sample[name]).type).toBe(name);
  });
});

describe('FILTER_NAMES', () => {
  it('lists the 19 names in show_filters order', () => {
    expect(FILTER_NAMES).toEqual([
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
    ]);
  });
});

describe('postprocessors stay O(1)', () => {
  it('parses a 4000-operand AND list and a 4000-deep OR/AND mix quickly, in order', () => {
    const n = 4000;
    const parts = Array.from({ length: n }, (_, i) => `PrefixFilter('${i}')`);
    const t0 = performance.now();
    const ast = parseOnce(parts.join(' AND '));
    const mixed = parseOnce(parts.map((x, i) => (i % 3 === 2 ? `SKIP ${x}` : x)).join(' OR ').replace(/ OR (?=PrefixFilter\('\d*[05]'\))/g, ' AND '));
    const ms = performance.now() - t0;
    expect(ast.type === 'FilterList' && ast.filters.length).toBe(n);
    if (ast.type === 'FilterList') expect(ast.filters.map((x) => (x.type === 'PrefixFilter' ? Buffer.from(x.prefix).toString() : '?'))).toEqual(parts.map((_, i) => String(i)));
    expect(mixed.type).toBe('FilterList');
    expect(ms).toBeLessThan(5000);
  });
});
