/**
 * The filter lexer's raw tokens: ParseFilter's lexical rules
 * over bytes — keyword boundaries, simple-expression extent, offsets.
 */
import { describe, expect, it } from 'vitest';
import { FilterLexer, lexFilter, filterLexer } from '../../src/filter/lexer.js';
import { bytes, errorOf, sexp } from './helpers.js';

/** Tokens as `type` or `type:value` (filter tokens show their simple expression). */
function toks(input: string): string[] {
  return lexFilter(bytes(input)).map((t) => (t.type === 'filter' ? `filter:${t.value}` : t.type));
}

const K = 'KeyOnlyFilter()';

describe('token sequences', () => {
  it.each([
    [K, [`filter:${K}`]],
    [`${K} AND ${K}`, [`filter:${K}`, 'kw_and', `filter:${K}`]],
    [`${K}AND ${K}`, [`filter:${K}`, 'kw_and', `filter:${K}`]],
    [`${K} AND(${K})`, [`filter:${K}`, 'kw_and', 'lparen', `filter:${K}`, 'rparen']],
    [`${K}OR(${K})`, [`filter:${K}`, 'kw_or', 'lparen', `filter:${K}`, 'rparen']],
    [`SKIP ${K}`, ['kw_skip', `filter:${K}`]],
    [`SKIP(${K})`, ['kw_skip', 'lparen', `filter:${K}`, 'rparen']],
    [`(WHILE ${K})`, ['lparen', 'kw_while', `filter:${K}`, 'rparen']],
    [`(${K})SKIP ${K}`, ['lparen', `filter:${K}`, 'rparen', 'kw_skip', `filter:${K}`]],
    [` OR `, ['kw_or']],
    [` AND `, ['kw_and']],
    [`()`, ['lparen', 'rparen']],
    [` ( \t ) `, ['lparen', 'rparen']],
    [`)`, ['rparen']],
    [`ValueFilter (=, 'binary:a') `, [`filter:ValueFilter (=, 'binary:a')`]],
    [`ValueFilter(=, 'binary:)')`, [`filter:ValueFilter(=, 'binary:)')`]],
    [`ValueFilter(=, 'binary:'')')`, [`filter:ValueFilter(=, 'binary:'')')`]],
    [`ValueFilter(=, 'binary:AND (x) OR')`, [`filter:ValueFilter(=, 'binary:AND (x) OR')`]],
  ])('%j', (input, expected) => {
    expect(toks(input)).toEqual(expected);
  });
});

describe('keyword boundaries', () => {
  it('OR/AND at the very start are not keywords (no byte before them)', () => {
    expect(errorOf(() => lexFilter(bytes(`OR ${K}`)))).toBe('Filter Name OR not supported');
    expect(errorOf(() => lexFilter(bytes(`AND(${K})`)))).toBe('Filter Name AND not supported');
  });
  it('SKIP/WHILE at the very start are keywords', () => {
    expect(toks(`WHILE ${K}`)).toEqual(['kw_while', `filter:${K}`]);
  });
  it('a tab neither precedes nor follows a keyword, though it is skipped between tokens', () => {
    expect(toks(`\t${K}\t`)).toEqual([`filter:${K}`]);
    expect(errorOf(() => lexFilter(bytes(`${K} AND\t${K}`)))).toBe('Filter Name AND\tKeyOnlyFilter not supported');
    expect(errorOf(() => lexFilter(bytes(`SKIP\t${K}`)))).toBe('Filter Name SKIP\tKeyOnlyFilter not supported');
  });
  it('a keyword must be followed by a space or (', () => {
    expect(errorOf(() => lexFilter(bytes(`${K} ORKeyOnlyFilter()`)))).toBe('Filter Name ORKeyOnlyFilter not supported');
  });
  it('keywords are upper case only', () => {
    expect(errorOf(() => lexFilter(bytes(`${K} Or ${K}`)))).toBe('Filter Name Or not supported');
    expect(errorOf(() => lexFilter(bytes(`skip ${K}`)))).toBe('Filter Name skip not supported');
  });
});

describe('offsets and values', () => {
  it('gives byte offsets', () => {
    const t = lexFilter(bytes(`(SKIP ${K}) OR ${K}`));
    expect(t.map((x) => [x.type, x.offset])).toEqual([
      ['lparen', 0],
      ['kw_skip', 1],
      ['filter', 6],
      ['rparen', 21],
      ['kw_or', 23],
      ['filter', 26],
    ]);
  });
  it('a filter token carries its leaf node', () => {
    const [t] = lexFilter(bytes(`PrefixFilter('r\x82')`));
    expect(sexp(t.node!)).toBe('(PrefixFilter "r\\x82")');
  });
  it('is lazy: an error is thrown when the offending expression is reached', () => {
    const lexer = new FilterLexer(bytes(`${K} AND FooFilter()`));
    expect(lexer.next()?.type).toBe('filter');
    expect(lexer.next()?.type).toBe('kw_and');
    expect(errorOf(() => lexer.next())).toBe('Filter Name FooFilter not supported');
  });
});

describe('the grammar-facing lexer object', () => {
  it('knows the token types nearleyc compiled against', () => {
    for (const t of ['lparen', 'rparen', 'kw_and', 'kw_or', 'kw_skip', 'kw_while', 'filter']) expect(filterLexer.has(t)).toBe(true);
    expect(filterLexer.has('and')).toBe(false);
  });
});
