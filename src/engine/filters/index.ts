/**
 * Filter evaluation for the read path (each filter as HBase's class of its name does): compiles a parsed
 * filter (src/filter's FilterNode, carried by ReadSpec.filter) into the
 * engine's filters.
 *
 *   const factory = compileFilter({ node, text });
 *   const f = factory.create({ versions, reversed });   // a fresh, stateful RowFilter per read
 *
 * The protocol the engine follows for each row, in scan order:
 *   1. `f.filterRowKey(row)`; true → the row is dropped unread;
 *   2. otherwise `f.filterRow(row, cells)` with the row's candidate cells
 *      (time range, columns, deletes, TTL and the family's VERSIONS already
 *      applied; HBase cell order) → the cells to return, or null;
 *   3. after either step, stop the scan when `f.done()`.
 * (filterRow alone also works: it checks the key itself.)
 *
 * `create({ versions, reversed })` takes the read's VERSIONS and direction:
 * HBase counts VERSIONS over the cells the filter accepts, and stateful
 * filters can see which later versions it skips; without them the filter
 * returns all accepted versions and the engine's own VERSIONS cap gives the
 * same result for every stateless filter.
 *
 * The read path loads this module on first use (load.ts).
 */
import type { Comparator, FilterNode } from '../../filter/index.js';
import type { FilterFactory, FilterReadOptions, ReadFilter, RowFilter } from '../types.js';
import { compileComparator, type CompiledComparator } from './comparators.js';
import type { Filter } from './filter.js';
import * as F from './filters.js';
import { FilterListWithAND, FilterListWithOR } from './lists.js';
import { FilterScan } from './scan.js';

export type { FilterReadOptions } from '../types.js';

export interface CompiledFilter extends FilterFactory {
  create(options?: FilterReadOptions): RowFilter;
  /** The parsed filter. */
  readonly node: FilterNode;
}

/**
 * The engine's filter for a parsed one: `create()` gives a fresh stateful
 * RowFilter per read. The node may be built by hand (e.g. `count` appending
 * FirstKeyOnlyFilter after the user's filter in one MUST_PASS_ALL list, as
 * the HBase shell does).
 */
export function compileFilter({ node, text }: ReadFilter): CompiledFilter {
  const comparators = new Map<Comparator, CompiledComparator>();
  const cmp = (c: Comparator): CompiledComparator => {
    let f = comparators.get(c);
    if (f === undefined) comparators.set(c, (f = compileComparator(c)));
    return f;
  };
  const readRejectedRows = endsScanFromCells(node);
  return {
    text,
    node,
    create(options: FilterReadOptions = {}): RowFilter {
      const top = instantiate(node, cmp, options.reversed === true);
      return new FilterScan(top, options.versions ?? Infinity, readRejectedRows);
    },
  };
}

/** Whether a filter in the tree can end the scan from filterCell (so rows rejected by key still feed it cells). */
function endsScanFromCells(n: FilterNode): boolean {
  switch (n.type) {
    case 'WhileMatchFilter':
    case 'ColumnCountGetFilter':
      return true;
    case 'FilterList':
      return n.filters.some(endsScanFromCells);
    case 'SkipFilter':
      return endsScanFromCells(n.filter);
    default:
      return false;
  }
}

function instantiate(n: FilterNode, cmp: (c: Comparator) => CompiledComparator, reversed: boolean): Filter {
  const sub = (x: FilterNode): Filter => instantiate(x, cmp, reversed);
  switch (n.type) {
    case 'FilterList':
      return n.operator === 'MUST_PASS_ALL' ? new FilterListWithAND(n.filters.map(sub)) : new FilterListWithOR(n.filters.map(sub));
    case 'SkipFilter':
      return new F.SkipFilter(sub(n.filter));
    case 'WhileMatchFilter':
      return new F.WhileMatchFilter(sub(n.filter));
    case 'KeyOnlyFilter':
      return new F.KeyOnlyFilter(n.lenAsVal);
    case 'FirstKeyOnlyFilter':
      return new F.FirstKeyOnlyFilter();
    case 'PrefixFilter':
      return new F.PrefixFilter(n.prefix, reversed);
    case 'ColumnPrefixFilter':
      return new F.ColumnPrefixFilter(n.prefix);
    case 'MultipleColumnPrefixFilter':
      return new F.MultipleColumnPrefixFilter(n.prefixes);
    case 'ColumnCountGetFilter':
      return new F.ColumnCountGetFilter(n.limit);
    case 'PageFilter':
      return new F.PageFilter(n.pageSize);
    case 'ColumnPaginationFilter':
      return new F.ColumnPaginationFilter(n.limit, n.offset);
    case 'InclusiveStopFilter':
      return new F.InclusiveStopFilter(n.stopRow, reversed);
    case 'TimestampsFilter':
      return new F.TimestampsFilter(n.timestamps);
    case 'RowFilter':
      return new F.RowFilter(n.op, cmp(n.comparator));
    case 'FamilyFilter':
      return new F.FamilyFilter(n.op, cmp(n.comparator));
    case 'QualifierFilter':
      return new F.QualifierFilter(n.op, cmp(n.comparator));
    case 'ValueFilter':
      return new F.ValueFilter(n.op, cmp(n.comparator));
    case 'ColumnRangeFilter':
      return new F.ColumnRangeFilter(n);
    case 'SingleColumnValueFilter':
      return new F.SingleColumnValueFilter(n, cmp(n.comparator));
    case 'SingleColumnValueExcludeFilter':
      return new F.SingleColumnValueExcludeFilter(n, cmp(n.comparator));
    case 'DependentColumnFilter':
      return new F.DependentColumnFilter(n, n.comparator === null ? null : cmp(n.comparator));
    case 'ColumnValueFilter':
      return new F.ColumnValueFilter(n, cmp(n.comparator));
  }
}
