/**
 * The filter language of `FILTER => "…"` (HBase's ParseFilter), as one unit: what
 * HBase's client-side ParseFilter does. A filter string's bytes become a
 * FilterNode, the typed AST of the filter objects ParseFilter would build,
 * or a ShellError FILTER_SYNTAX with ParseFilter's exact message.
 *
 *   ast.ts         the AST (FilterNode, Comparator, CompareOp …)
 *   names.ts       the registered filter names (show_filters, completion)
 *   lexer.ts       ParseFilter's lexical rules, byte for byte
 *   args.ts        each filter's createFilterFromArguments
 *   regex.ts       Java regular expressions as JavaScript runs them
 *   filter.ne      the operator grammar (generated/filter.ts, by nearleyc)
 *   parse.ts       ParseFilter's stack check, then the grammar
 *
 * Evaluating a FilterNode is the engine's job (src/engine/filters/). This
 * entry loads the parser and nearley: callers on the startup path import it
 * with `await import()` when a filter string is first seen; names.ts alone
 * is cheap.
 */
import type { FilterNode } from './ast.js';
import { toUtf8String } from '../bytes.js';
import { parseFilter } from './parse.js';

export { parseFilter };
export { FILTER_NAMES, type FilterName } from './names.js';
export type * from './ast.js';

/**
 * A filter string as a read carries it (the engine's ReadFilter): the
 * parsed filter and the string itself, decoded as Java's
 * `new String(bytes, UTF_8)`.
 */
export function parseFilterString(bytes: Uint8Array): { node: FilterNode; text: string } {
  return { node: parseFilter(bytes), text: toUtf8String(bytes) };
}
