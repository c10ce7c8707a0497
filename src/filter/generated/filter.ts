// Generated automatically by nearley, version 2.20.1
// http://github.com/Hardmath123/nearley
// Bypasses TS6133. Allow declared but unused functions.
// @ts-ignore
function id(d: any[]): any { return d[0]; }
declare var kw_or: any;
declare var kw_and: any;
declare var kw_skip: any;
declare var kw_while: any;
declare var lparen: any;
declare var rparen: any;
declare var filter: any;

import type { FilterNode } from '../ast.js';
import { filterLexer, filterSyntaxError } from '../lexer.js';

/** Deepest filter nesting accepted: the tree is built and evaluated recursively. */
export const MAX_FILTER_NESTING = 1000;

/** A list under construction: grows at the end by pointing back to its prefix. */
interface Cons {
  prev: Cons | null;
  item: PNode;
}

/** The parse tree: FilterNode leaves plus O(1)-built list, SKIP and WHILE nodes. */
type PNode =
  | FilterNode
  | { p: 'list'; operator: 'MUST_PASS_ALL' | 'MUST_PASS_ONE'; items: Cons }
  | { p: 'skip' | 'while'; inner: PNode };

const pair = (a: PNode, b: PNode): Cons => ({ prev: { prev: null, item: a }, item: b });
const snoc = (list: Cons, item: PNode): Cons => ({ prev: list, item });

/**
 * The public AST of a finished parse (walks the tree once). Deeper than
 * MAX_FILTER_NESTING it is refused, rather than overflowing the stack here
 * or when the filter runs.
 */
export function finishFilterTree(n: unknown, depth = 0): FilterNode {
  const node = n as PNode;
  if ('p' in node) {
    if (depth >= MAX_FILTER_NESTING) {
      throw filterSyntaxError(`stack level too deep: filters nested more than ${MAX_FILTER_NESTING} levels`);
    }
    if (node.p === 'list') {
      const filters: FilterNode[] = [];
      for (let c: Cons | null = node.items; c !== null; c = c.prev) filters.push(finishFilterTree(c.item, depth + 1));
      filters.reverse();
      return { type: 'FilterList', operator: node.operator, filters };
    }
    return { type: node.p === 'skip' ? 'SkipFilter' : 'WhileMatchFilter', filter: finishFilterTree(node.inner, depth + 1) };
  }
  return node;
}

interface NearleyToken {
  value: any;
  [key: string]: any;
};

interface NearleyLexer {
  reset: (chunk: string, info: any) => void;
  next: () => NearleyToken | undefined;
  save: () => any;
  formatError: (token: never) => string;
  has: (tokenType: string) => boolean;
};

interface NearleyRule {
  name: string;
  symbols: NearleySymbol[];
  postprocess?: (d: any[], loc?: number, reject?: {}) => any;
};

type NearleySymbol = string | { literal: any } | { test: (token: any) => boolean };

interface Grammar {
  Lexer: NearleyLexer | undefined;
  ParserRules: NearleyRule[];
  ParserStart: string;
};

const grammar: Grammar = {
  Lexer: filterLexer,
  ParserRules: [
    {"name": "Filter", "symbols": ["Or"], "postprocess": id},
    {"name": "Or", "symbols": ["And"], "postprocess": id},
    {"name": "Or", "symbols": ["OrList"], "postprocess": (d) => ({ p: 'list', operator: 'MUST_PASS_ONE', items: d[0] })},
    {"name": "OrList", "symbols": ["And", (filterLexer.has("kw_or") ? {type: "kw_or"} : kw_or), "And"], "postprocess": (d) => pair(d[0], d[2])},
    {"name": "OrList", "symbols": ["OrList", (filterLexer.has("kw_or") ? {type: "kw_or"} : kw_or), "And"], "postprocess": (d) => snoc(d[0], d[2])},
    {"name": "And", "symbols": ["Unary"], "postprocess": id},
    {"name": "And", "symbols": ["AndList"], "postprocess": (d) => ({ p: 'list', operator: 'MUST_PASS_ALL', items: d[0] })},
    {"name": "AndList", "symbols": ["Unary", (filterLexer.has("kw_and") ? {type: "kw_and"} : kw_and), "Unary"], "postprocess": (d) => pair(d[0], d[2])},
    {"name": "AndList", "symbols": ["AndList", (filterLexer.has("kw_and") ? {type: "kw_and"} : kw_and), "Unary"], "postprocess": (d) => snoc(d[0], d[2])},
    {"name": "Unary", "symbols": [(filterLexer.has("kw_skip") ? {type: "kw_skip"} : kw_skip), "Unary"], "postprocess": (d) => ({ p: 'skip', inner: d[1] })},
    {"name": "Unary", "symbols": [(filterLexer.has("kw_while") ? {type: "kw_while"} : kw_while), "Unary"], "postprocess": (d) => ({ p: 'while', inner: d[1] })},
    {"name": "Unary", "symbols": [(filterLexer.has("lparen") ? {type: "lparen"} : lparen), "Or", (filterLexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => d[1]},
    {"name": "Unary", "symbols": [(filterLexer.has("filter") ? {type: "filter"} : filter)], "postprocess": (d) => d[0].node}
  ],
  ParserStart: "Filter",
};

export default grammar;
