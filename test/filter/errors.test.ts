/**
 * Every filter-string error ParseFilter throws, with ParseFilter's exact
 * message, as ShellError FILTER_SYNTAX — and the order in which HBase meets
 * them (left to right: a malformed simple expression is reported when it is
 * reached, an operator error when the operator is reduced).
 */
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../src/filter/parse.js';
import { bytes, compileFilter, errorOf } from './helpers.js';

type Case = [input: string, message: string];

const K = 'KeyOnlyFilter()';

function table(name: string, cases: Case[]): void {
  describe(name, () => {
    it.each(cases)('%j', (input, message) => {
      expect(errorOf(() => parseFilter(bytes(input)))).toBe(message);
      expect(errorOf(() => compileFilter(bytes(input)))).toBe(message);
    });
  });
}

table('unknown filter name', [
  ['FooFilter()', 'Filter Name FooFilter not supported'],
  ["valuefilter(=, 'binary:a')", 'Filter Name valuefilter not supported'], // names are case-sensitive
  ['Foo Filter()', 'Filter Name Foo not supported'], // the name ends at the first space
  [`${K} and ${K}`, 'Filter Name and not supported'], // keywords are upper case only
  [`${K}\tOR ${K}`, 'Filter Name OR not supported'], // a tab before OR does not make it a keyword
  [`${K}\tAND\t${K}`, 'Filter Name AND\tKeyOnlyFilter not supported'],
  [`SKIPKeyOnlyFilter()`, 'Filter Name SKIPKeyOnlyFilter not supported'],
  [`${K} WHILEKeyOnlyFilter()`, 'Filter Name WHILEKeyOnlyFilter not supported'],
  ["'KeyOnlyFilter'()", "Filter Name 'KeyOnlyFilter' not supported"],
  ['Fo\xffo()', 'Filter Name Fo\ufffdo not supported'], // not UTF-8: U+FFFD, as Java decodes it
]);

table('empty string, nothing parsed, leftover operands: Incorrect Filter String', [
  ['', 'Incorrect Filter String'],
  ['   ', 'Incorrect Filter String'],
  ['\t', 'Incorrect Filter String'],
  ['()', 'Incorrect Filter String'],
  ['(', 'Incorrect Filter String'],
  ['( ( )', 'Incorrect Filter String'],
  [`${K} ${K}`, 'Incorrect Filter String'],
  [`(${K}) (${K})`, 'Incorrect Filter String'],
  [`${K} AND ${K} ${K}`, 'Incorrect Filter String'],
  [`SKIP ${K} ${K}`, 'Incorrect Filter String'],
  ["ValueFilter(=, 'binary:a'", 'Incorrect Filter String'], // no ')' ends the simple expression
  ["ValueFilter(=, 'binary:a)", 'Incorrect Filter String'], // the ')' is inside quotes
  ["ValueFilter(=, 'binary:a'')", 'Incorrect Filter String'], // '' is an escaped quote: the string stays open
  ['KeyOnlyFilter', 'Incorrect Filter String'],
  ['SKIP', 'Incorrect Filter String'], // not a keyword (nothing follows): a simple expression without ')'
  [`${K} AND`, 'Incorrect Filter String'], // likewise: AND must be followed by a space or '('
  [`(${K}) OR`, 'Incorrect Filter String'],
]);

table('an unmatched ) : Mismatched parenthesis', [
  [')', 'Mismatched parenthesis'],
  [`${K})`, 'Mismatched parenthesis'],
  [`(${K}))`, 'Mismatched parenthesis'],
  [`${K} OR ${K})`, 'Mismatched parenthesis'],
  [`SKIP ${K})`, 'Mismatched parenthesis'],
  [`) ${K}`, 'Mismatched parenthesis'],
]);

table('ParseFilter quirk: a ) that reduces two operator levels loses one', [
  [`(${K} OR ${K} AND ${K})`, 'Mismatched parenthesis'],
  [`(${K} AND SKIP ${K})`, 'Mismatched parenthesis'],
  [`(${K} OR WHILE ${K})`, 'Mismatched parenthesis'],
  [`(SKIP SKIP ${K})`, 'Mismatched parenthesis'],
  [`((${K} OR ${K} AND ${K}))`, 'Mismatched parenthesis'],
  [`${K} OR ${K} AND ${K})`, 'java.util.EmptyStackException'],
  [`${K} AND SKIP ${K})`, 'java.util.EmptyStackException'],
]);

table('missing ( after the name, or an unterminated argument: Incorrect argument list', [
  ['Foo )', 'Incorrect argument list'],
  ['KeyOnlyFilter )', 'Incorrect argument list'], // the argument list is checked before the name
  ['FooFilter x)', 'Incorrect argument list'],
  ["F'oo('a)", 'Incorrect argument list'], // a quote in the name part leaves the argument's quote open
]);

table('no ( or space before the ) : Incorrect Filter Name', [
  ['Foo)', 'Incorrect Filter Name'],
  ['(Foo)', 'Incorrect Filter Name'],
  ['KeyOnlyFilter)', 'Incorrect Filter Name'],
  [`${K} AND Foo)`, 'Incorrect Filter Name'],
]);

table('wrong arguments: Incorrect filter string <the simple expression>', [
  ['ValueFilter(=)', 'Incorrect filter string ValueFilter(=)'],
  ['ValueFilter (=)', 'Incorrect filter string ValueFilter (=)'],
  ["ValueFilter(==, 'binary:a')", "Incorrect filter string ValueFilter(==, 'binary:a')"],
  ["ValueFilter('=', 'binary:a')", "Incorrect filter string ValueFilter('=', 'binary:a')"],
  ['ValueFilter(=, binary:a)', 'Incorrect filter string ValueFilter(=, binary:a)'],
  ["ValueFilter(=, 'binary')", "Incorrect filter string ValueFilter(=, 'binary')"],
  ["ValueFilter(=, 'BINARY:a')", "Incorrect filter string ValueFilter(=, 'BINARY:a')"],
  ["ValueFilter(=, 'foo:a')", "Incorrect filter string ValueFilter(=, 'foo:a')"],
  ["ValueFilter(=, 'binary:a', 'x')", "Incorrect filter string ValueFilter(=, 'binary:a', 'x')"],
  ["ValueFilter(<, 'regexstring:a')", "Incorrect filter string ValueFilter(<, 'regexstring:a')"],
  ["RowFilter(>=, 'substring:a')", "Incorrect filter string RowFilter(>=, 'substring:a')"],
  ["QualifierFilter(>, 'regexstringnocase:a')", "Incorrect filter string QualifierFilter(>, 'regexstringnocase:a')"],
  ["FamilyFilter(<=, 'regexstring:a')", "Incorrect filter string FamilyFilter(<=, 'regexstring:a')"],
  ["ValueFilter(=, 'regexstring:[')", "Incorrect filter string ValueFilter(=, 'regexstring:[')"],
  ["ValueFilter(=, 'regexstring:a{2,1}')", "Incorrect filter string ValueFilter(=, 'regexstring:a{2,1}')"],
  ['KeyOnlyFilter(yes)', 'Incorrect filter string KeyOnlyFilter(yes)'],
  ["KeyOnlyFilter('true')", "Incorrect filter string KeyOnlyFilter('true')"],
  ['KeyOnlyFilter(true, true)', 'Incorrect filter string KeyOnlyFilter(true, true)'],
  ['KeyOnlyFilter(truee)', 'Incorrect filter string KeyOnlyFilter(truee)'],
  ['FirstKeyOnlyFilter(1)', 'Incorrect filter string FirstKeyOnlyFilter(1)'],
  ['PrefixFilter(row)', 'Incorrect filter string PrefixFilter(row)'],
  ['PrefixFilter()', 'Incorrect filter string PrefixFilter()'],
  ["PrefixFilter('a', 'b')", "Incorrect filter string PrefixFilter('a', 'b')"],
  ['ColumnPrefixFilter()', 'Incorrect filter string ColumnPrefixFilter()'],
  ["MultipleColumnPrefixFilter('a', 'a')", "Incorrect filter string MultipleColumnPrefixFilter('a', 'a')"],
  ["MultipleColumnPrefixFilter('a', b)", "Incorrect filter string MultipleColumnPrefixFilter('a', b)"],
  ['ColumnCountGetFilter(-1)', 'Incorrect filter string ColumnCountGetFilter(-1)'],
  ['ColumnCountGetFilter(2147483648)', 'Incorrect filter string ColumnCountGetFilter(2147483648)'],
  ['ColumnCountGetFilter()', 'Incorrect filter string ColumnCountGetFilter()'],
  ['PageFilter(-1)', 'Incorrect filter string PageFilter(-1)'],
  ['PageFilter(1.5)', 'Incorrect filter string PageFilter(1.5)'],
  ['PageFilter(+1)', 'Incorrect filter string PageFilter(+1)'],
  ['PageFilter(0x10)', 'Incorrect filter string PageFilter(0x10)'],
  ["PageFilter('1')", "Incorrect filter string PageFilter('1')"],
  ['PageFilter(9223372036854775808)', 'Incorrect filter string PageFilter(9223372036854775808)'],
  ['PageFilter(1, 2)', 'Incorrect filter string PageFilter(1, 2)'],
  ['ColumnPaginationFilter(1)', 'Incorrect filter string ColumnPaginationFilter(1)'],
  ['ColumnPaginationFilter(-1, 0)', 'Incorrect filter string ColumnPaginationFilter(-1, 0)'],
  ['ColumnPaginationFilter(1, -1)', 'Incorrect filter string ColumnPaginationFilter(1, -1)'],
  ["InclusiveStopFilter('a', 'b')", "Incorrect filter string InclusiveStopFilter('a', 'b')"],
  ['TimestampsFilter(-5)', 'Incorrect filter string TimestampsFilter(-5)'],
  ["TimestampsFilter('5')", "Incorrect filter string TimestampsFilter('5')"],
  ["ColumnRangeFilter('a', true, 'c')", "Incorrect filter string ColumnRangeFilter('a', true, 'c')"],
  ["ColumnRangeFilter(a, true, 'c', true)", "Incorrect filter string ColumnRangeFilter(a, true, 'c', true)"],
  ["SingleColumnValueFilter('f', 'q', =, 'binary:a', true)", "Incorrect filter string SingleColumnValueFilter('f', 'q', =, 'binary:a', true)"],
  ["SingleColumnValueFilter('f', 'q', <, 'substring:a')", "Incorrect filter string SingleColumnValueFilter('f', 'q', <, 'substring:a')"],
  ["SingleColumnValueExcludeFilter('f', 'q', =, 'binary:a', 1, 0)", "Incorrect filter string SingleColumnValueExcludeFilter('f', 'q', =, 'binary:a', 1, 0)"],
  ["DependentColumnFilter('f')", "Incorrect filter string DependentColumnFilter('f')"],
  ["DependentColumnFilter('f', 'q', true, =)", "Incorrect filter string DependentColumnFilter('f', 'q', true, =)"],
  ["ColumnValueFilter('f', 'q', =, 'binary:a', true)", "Incorrect filter string ColumnValueFilter('f', 'q', =, 'binary:a', true)"],
  ["ColumnValueFilter('f', 'q', >, 'regexstring:a')", "Incorrect filter string ColumnValueFilter('f', 'q', >, 'regexstring:a')"],
  // Only the simple expression is quoted in the message.
  [`PrefixFilter('a') AND ValueFilter(=)`, 'Incorrect filter string ValueFilter(=)'],
  ['ValueFilter(=, \'binary:\x82\', x)', 'Incorrect filter string ValueFilter(=, \'binary:\ufffd\', x)'],
]);

table('an operator without its operands', [
  [`${K} OR `, 'Incorrect input string - an OR needs two filters'],
  [` OR ${K}`, 'Incorrect input string - an OR needs two filters'],
  [`${K} OR OR ${K}`, 'Incorrect input string - an OR needs two filters'],
  [`(${K} OR )`, 'Incorrect input string - an OR needs two filters'],
  [`${K} AND `, 'Incorrect input string - an AND needs two filters'],
  [` AND ${K}`, 'Incorrect input string - an AND needs two filters'],
  [`${K} AND  OR ${K}`, 'Incorrect input string - an AND needs two filters'],
  [`(${K} AND )`, 'Incorrect input string - an AND needs two filters'],
  [`(${K} AND)`, 'Incorrect Filter Name'], // AND before ')' is no keyword: `AND)` is a simple expression
  ['SKIP ', 'Incorrect input string - a SKIP wraps a filter'],
  ['(SKIP )', 'Incorrect input string - a SKIP wraps a filter'],
  [`SKIP SKIP `, 'Incorrect input string - a SKIP wraps a filter'],
  [`${K} AND SKIP `, 'Incorrect input string - an AND needs two filters'], // the SKIP takes the AND's left operand
  [`SKIP () `, 'Incorrect input string - a SKIP wraps a filter'],
  ['WHILE ', 'Incorrect input string - a WHILE wraps a filter'],
  ['WHILE ()', 'Incorrect input string - a WHILE wraps a filter'],
  [`SKIP WHILE `, 'Incorrect input string - a WHILE wraps a filter'],
]);

table('errors surface in HBase order (left to right)', [
  [`FooFilter() AND `, 'Filter Name FooFilter not supported'],
  [`${K} AND  OR FooFilter()`, 'Incorrect input string - an AND needs two filters'],
  [`${K} OR FooFilter() AND `, 'Filter Name FooFilter not supported'],
  [`${K}) FooFilter()`, 'Mismatched parenthesis'],
  [`ValueFilter(=) AND FooFilter()`, 'Incorrect filter string ValueFilter(=)'],
  [`Foo ) AND FooFilter()`, 'Incorrect argument list'],
  [`(${K} OR ${K} AND ${K}) AND FooFilter()`, 'Mismatched parenthesis'],
]);

table('postfix forms ParseFilter accepts by accident are rejected', [
  [`${K} ${K} AND `, 'Incorrect Filter String'],
  [`${K} ${K} OR `, 'Incorrect Filter String'],
  [`${K} AND ${K} SKIP `, 'Incorrect Filter String'],
]);

describe('errors are ShellErrors with code FILTER_SYNTAX', () => {
  it('carries the message and code', () => {
    try {
      parseFilter(bytes('FooFilter()'));
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ name: 'ShellError', code: 'FILTER_SYNTAX', message: 'Filter Name FooFilter not supported' });
    }
  });
});
