/** The filter names ParseFilter registers. */
import type { LeafFilter } from './ast.js';

/**
 * The registered filter names, in the order `show_filters` prints them
 * (Java HashMap iteration order of ParseFilter's registry, as show_filters prints it).
 */
export const FILTER_NAMES = [
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
] as const satisfies readonly LeafFilter['type'][];

export type FilterName = (typeof FILTER_NAMES)[number];
