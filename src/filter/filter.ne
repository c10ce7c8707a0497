# The filter language of FILTER => "…" (HBase's ParseFilter): its structure.
#
# Compiled by `npm run build:grammar` into generated/filter.ts (committed; a
# test fails when it is stale). The parser is fed the tokens of lexer.ts,
# which has already turned every simple expression `Name(args…)` into ONE
# `filter` token carrying its leaf node (ParseFilter treats a simple
# expression as one unit too), so this grammar is only about operators:
#
#   parentheses > SKIP / WHILE (unary) > AND > OR          (ParseFilter's precedence)
#
# `A AND B AND C` is ONE MUST_PASS_ALL list and `A OR B OR C` one
# MUST_PASS_ONE list (ParseFilter's popArguments pops every consecutive
# operator of one kind); a parenthesised list stays a separate, nested list.
# Every input has exactly one parse.
#
# Postprocessors are O(1): lists are cons cells; finishFilterTree() turns the
# one surviving tree into the public FilterNode AST.

@preprocessor typescript
@{%
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
%}
@lexer filterLexer

Filter -> Or                            {% id %}

Or -> And                               {% id %}
    | OrList                            {% (d) => ({ p: 'list', operator: 'MUST_PASS_ONE', items: d[0] }) %}

OrList -> And %kw_or And                {% (d) => pair(d[0], d[2]) %}
    | OrList %kw_or And                 {% (d) => snoc(d[0], d[2]) %}

And -> Unary                            {% id %}
    | AndList                           {% (d) => ({ p: 'list', operator: 'MUST_PASS_ALL', items: d[0] }) %}

AndList -> Unary %kw_and Unary          {% (d) => pair(d[0], d[2]) %}
    | AndList %kw_and Unary             {% (d) => snoc(d[0], d[2]) %}

Unary -> %kw_skip Unary                 {% (d) => ({ p: 'skip', inner: d[1] }) %}
    | %kw_while Unary                   {% (d) => ({ p: 'while', inner: d[1] }) %}
    | %lparen Or %rparen                {% (d) => d[1] %}
    | %filter                           {% (d) => d[0].node %}
