/**
 * The typed AST of a FILTER string: what HBase's ParseFilter
 * builds, one node per filter object, with the arguments already converted
 * by that filter's `createFilterFromArguments`.
 *
 * - `FilterList` is `A AND B AND C` (MUST_PASS_ALL) or `A OR B` (MUST_PASS_ONE):
 *   consecutive operators of one kind make ONE n-ary list, as ParseFilter's
 *   popArguments does; parentheses start a new list.
 * - `SkipFilter` / `WhileMatchFilter` are `SKIP f` / `WHILE f`.
 * - Every other node is one of the 19 registered filters, named by its class.
 *
 * Bytes are the raw bytes of the filter string (quoted arguments with `''`
 * unescaped); numbers are exact (`bigint` for Java longs).
 */

/** HBase's CompareOperator, spelled `<`, `<=`, `=`, `!=`, `>=`, `>` in filter strings. */
export type CompareOp = 'LESS' | 'LESS_OR_EQUAL' | 'EQUAL' | 'NOT_EQUAL' | 'GREATER_OR_EQUAL' | 'GREATER';

/** The comparator types a `'type:value'` argument may name (the type is the text before the first `:`). */
export type ComparatorType = 'binary' | 'binaryprefix' | 'regexstring' | 'regexstringnocase' | 'substring';

/**
 * A Java regular expression as JavaScript runs it (regex.ts): what
 * RegexStringComparator compiles its pattern to, once, when the filter is
 * built (the engine makes its RegExp from it; a pattern that does not
 * compile never reaches the engine).
 */
export interface JsRegex {
  readonly source: string;
  readonly flags: string;
}

export type Comparator = BytesComparator | RegexComparator;

export interface BytesComparator {
  type: 'binary' | 'binaryprefix' | 'substring';
  /** The raw bytes after the first `:` (substring decodes them as UTF-8). */
  value: Uint8Array;
}

export interface RegexComparator {
  type: 'regexstring' | 'regexstringnocase';
  /** The raw bytes after the first `:`: the Java pattern, UTF-8. */
  value: Uint8Array;
  /** The pattern translated to JavaScript (regexstringnocase: case-insensitive). */
  regex: JsRegex;
}

export interface FilterList {
  type: 'FilterList';
  operator: 'MUST_PASS_ALL' | 'MUST_PASS_ONE';
  filters: FilterNode[];
}

export interface SkipFilter {
  type: 'SkipFilter';
  filter: FilterNode;
}

export interface WhileMatchFilter {
  type: 'WhileMatchFilter';
  filter: FilterNode;
}

export interface KeyOnlyFilter {
  type: 'KeyOnlyFilter';
  /** `KeyOnlyFilter(true)`: the value becomes the original value length, 4 bytes big-endian. */
  lenAsVal: boolean;
}

export interface FirstKeyOnlyFilter {
  type: 'FirstKeyOnlyFilter';
}

export interface PrefixFilter {
  type: 'PrefixFilter';
  prefix: Uint8Array;
}

export interface ColumnPrefixFilter {
  type: 'ColumnPrefixFilter';
  prefix: Uint8Array;
}

export interface MultipleColumnPrefixFilter {
  type: 'MultipleColumnPrefixFilter';
  /** As written (distinct); the filter sorts them. */
  prefixes: Uint8Array[];
}

export interface ColumnCountGetFilter {
  type: 'ColumnCountGetFilter';
  /** Java int, ≥ 0. */
  limit: number;
}

export interface PageFilter {
  type: 'PageFilter';
  /** Java long, ≥ 0. */
  pageSize: bigint;
}

export interface ColumnPaginationFilter {
  type: 'ColumnPaginationFilter';
  /** Java ints, ≥ 0. */
  limit: number;
  offset: number;
}

export interface InclusiveStopFilter {
  type: 'InclusiveStopFilter';
  stopRow: Uint8Array;
}

export interface TimestampsFilter {
  type: 'TimestampsFilter';
  /** As written (each ≥ 0; duplicates allowed); possibly empty. */
  timestamps: bigint[];
}

export interface CompareFilter {
  type: 'RowFilter' | 'FamilyFilter' | 'QualifierFilter' | 'ValueFilter';
  op: CompareOp;
  comparator: Comparator;
}

export interface ColumnRangeFilter {
  type: 'ColumnRangeFilter';
  /** null = unbounded (written `''`). */
  minColumn: Uint8Array | null;
  minColumnInclusive: boolean;
  maxColumn: Uint8Array | null;
  maxColumnInclusive: boolean;
}

export interface SingleColumnValueFilter {
  type: 'SingleColumnValueFilter' | 'SingleColumnValueExcludeFilter';
  family: Uint8Array;
  qualifier: Uint8Array;
  op: CompareOp;
  comparator: Comparator;
  /** Default false: rows without the column pass. */
  filterIfMissing: boolean;
  /** Default true: only the newest version is tested. */
  latestVersionOnly: boolean;
}

export interface DependentColumnFilter {
  type: 'DependentColumnFilter';
  family: Uint8Array;
  qualifier: Uint8Array;
  /** Default false. */
  dropDependentColumn: boolean;
  /** Both null unless the 5-argument form was used. */
  op: CompareOp | null;
  comparator: Comparator | null;
}

export interface ColumnValueFilter {
  type: 'ColumnValueFilter';
  family: Uint8Array;
  qualifier: Uint8Array;
  op: CompareOp;
  comparator: Comparator;
}

export type LeafFilter =
  | KeyOnlyFilter
  | FirstKeyOnlyFilter
  | PrefixFilter
  | ColumnPrefixFilter
  | MultipleColumnPrefixFilter
  | ColumnCountGetFilter
  | PageFilter
  | ColumnPaginationFilter
  | InclusiveStopFilter
  | TimestampsFilter
  | CompareFilter
  | ColumnRangeFilter
  | SingleColumnValueFilter
  | DependentColumnFilter
  | ColumnValueFilter;

export type FilterNode = FilterList | SkipFilter | WhileMatchFilter | LeafFilter;
