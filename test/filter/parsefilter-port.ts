/**
 * An independent, line-by-line port of HBase's ParseFilter.parseFilterString
 * (operator stack + filter stack), building the tree as HBase does, over the
 * tokens of our lexer. The fuzz test compares the real parser with it: HBase
 * accepts ⇔ we accept with the same tree (except the postfix oddities HBase
 * accepts by accident), and both reject with the same message.
 */
import type { FilterNode } from '../../src/filter/index.js';
import { FilterLexer } from '../../src/filter/lexer.js';

class JavaError extends Error {}
class EmptyStack extends Error {}

function pop<T>(s: T[]): T {
  if (s.length === 0) throw new EmptyStack();
  return s.pop()!;
}
function peek<T>(s: T[]): T {
  if (s.length === 0) throw new EmptyStack();
  return s[s.length - 1];
}

const PREC: Record<string, number> = { SKIP: 1, WHILE: 1, AND: 2, OR: 3 };

function popArguments(ops: string[], filters: FilterNode[]): FilterNode {
  const top = peek(ops); // outside any try: EmptyStackException escapes
  if (top === 'OR' || top === 'AND') {
    try {
      const list: FilterNode[] = [];
      while (ops.length > 0 && peek(ops) === top) {
        list.unshift(pop(filters));
        pop(ops);
      }
      list.unshift(pop(filters));
      return { type: 'FilterList', operator: top === 'AND' ? 'MUST_PASS_ALL' : 'MUST_PASS_ONE', filters: list };
    } catch (e) {
      if (e instanceof EmptyStack) throw new JavaError(`Incorrect input string - an ${top} needs two filters`);
      throw e;
    }
  }
  if (top === 'SKIP' || top === 'WHILE') {
    try {
      const inner = pop(filters);
      pop(ops);
      return { type: top === 'SKIP' ? 'SkipFilter' : 'WhileMatchFilter', filter: inner };
    } catch (e) {
      if (e instanceof EmptyStack) throw new JavaError(`Incorrect input string - a ${top} wraps a filter`);
      throw e;
    }
  }
  try {
    const f = pop(filters);
    pop(ops);
    return f;
  } catch (e) {
    if (e instanceof EmptyStack) throw new JavaError('Incorrect Filter String');
    throw e;
  }
}

/** HBase's result for a filter string: the tree, or the exception message. */
export function hbaseParse(text: Uint8Array): { tree: FilterNode } | { error: string } {
  const ops: string[] = [];
  const filters: FilterNode[] = [];
  try {
    const lexer = new FilterLexer(text);
    for (let t = lexer.next(); t !== undefined; t = lexer.next()) {
      switch (t.type) {
        case 'lparen':
          ops.push('(');
          break;
        case 'kw_or':
        case 'kw_and':
        case 'kw_skip':
        case 'kw_while': {
          const op = t.value;
          while (ops.length > 0 && peek(ops) !== '(' && PREC[peek(ops)] < PREC[op]) filters.push(popArguments(ops, filters));
          ops.push(op);
          break;
        }
        case 'rparen': {
          if (ops.length === 0) throw new JavaError('Mismatched parenthesis');
          let top = peek(ops);
          if (top === '(') {
            pop(ops);
            break;
          }
          while (top !== '(') {
            filters.push(popArguments(ops, filters));
            if (ops.length === 0) throw new JavaError('Mismatched parenthesis');
            top = pop(ops);
          }
          break;
        }
        case 'filter':
          filters.push(t.node!);
          break;
      }
    }
    while (ops.length > 0) filters.push(popArguments(ops, filters));
    if (filters.length === 0) throw new JavaError('Incorrect Filter String');
    const tree = pop(filters);
    if (filters.length > 0) throw new JavaError('Incorrect Filter String');
    return { tree };
  } catch (e) {
    if (e instanceof JavaError) return { error: e.message };
    if (e instanceof EmptyStack) return { error: 'java.util.EmptyStackException' };
    return { error: (e as Error).message }; // the lexer's own ShellErrors
  }
}
