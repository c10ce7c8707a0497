/**
 * Filter pushdown: the part of a read's FILTER that Bigtable can apply where
 * the cells are, as a RowFilter (google.bigtable.v2 data.proto) and row
 * ranges. The engine still evaluates the whole filter on what arrives, so
 * what is pushed only has to be a superset: it may leave out only rows and
 * cells the filter is sure to reject, and values only when the filter drops
 * them all and never looks at one. Never a different answer, only less to
 * send.
 *
 * What is pushed, and why it is exact:
 * - Only a tree of stateless tests is pushed (FilterList AND/OR of
 *   FamilyFilter, QualifierFilter, ColumnPrefixFilter,
 *   MultipleColumnPrefixFilter, ColumnRangeFilter, ValueFilter,
 *   TimestampsFilter, RowFilter, PrefixFilter, InclusiveStopFilter,
 *   KeyOnlyFilter): each passes a cell on its own, whatever else the row
 *   holds. A stateful filter (PageFilter, ColumnCountGetFilter,
 *   ColumnPaginationFilter, FirstKeyOnlyFilter, SingleColumnValueFilter …,
 *   SKIP, WHILE) counts or looks at the cells the others reject, so with one
 *   anywhere nothing is left out.
 * - Family and qualifier tests reject whole columns: leaving those out
 *   changes nothing the engine's matcher decides for the other columns.
 * - Value and timestamp tests reject single versions. HBase applies the
 *   family's VERSIONS before the filter (UserScanQueryMatcher: checkVersions,
 *   then filterCell), so the server first keeps what the matcher would (the
 *   newest `filterVersions` cells of each column in the time range), then
 *   tests them: chain(family, timestamp range, cells per column, test). Where
 *   the matcher keeps something else (TTL with MIN_VERSIONS), only the
 *   column tests are pushed for that family.
 * - Comparisons are pushed for the `binary` and `binaryprefix` comparators
 *   as ranges of bytes (column, value and row ranges compare bytes as HBase
 *   does, with no regex escaping to get wrong); regex and substring
 *   comparators, and Java's regex semantics, stay in the engine.
 * - Row tests narrow the row ranges read, where every row the filter keeps
 *   must pass them (the root, or an AND on the way to it).
 * - OR becomes an interleave, which repeats a cell two branches keep: the
 *   reader drops the repeat (`dedupe`).
 * - KeyOnlyFilter (without lenAsVal) on the AND path from the root, with no
 *   filter anywhere that reads values, strips the values on the server.
 */
import { Buffer } from 'node:buffer';
import type { Comparator, CompareOp, FilterHint, FilterNode } from '../../backend.js';

/** One end of an interval of byte strings. */
export interface Bound {
  key: Buffer;
  inclusive: boolean;
}

/** The byte strings between lo and hi; an absent end is unbounded. */
export interface Interval {
  lo?: Bound;
  hi?: Bound;
}

/** A family read, and the versions of each column the engine's filter sees (undefined: not only the newest). */
export interface PushedStore {
  family: string;
  filterVersions?: number;
}

export interface Pushdown {
  /** The RowFilter that selects the families read and leaves out what the filter rejects (undefined: every cell). */
  filter: object | undefined;
  /** The rows the filter can keep (undefined: any). */
  rows: Interval[] | undefined;
  /** The filter drops every value and reads none. */
  strip: boolean;
  /** The filter interleaves branches that may return one cell twice. */
  dedupe: boolean;
}

const BLOCK_ALL = { blockAllFilter: true };
/** Bigtable's int64 microseconds hold HBase milliseconds up to this. */
const MAX_MS = 0x7fffffffffffffffn / 1000n;

// ------------------------------------------------------------ intervals of bytes

/** The first byte string after every string that starts with `p`, or undefined when there is none (p is all 0xff). */
export function prefixSuccessor(p: Uint8Array): Buffer | undefined {
  let n = p.length;
  while (n > 0 && p[n - 1] === 0xff) n--;
  if (n === 0) return undefined;
  const s = Buffer.from(p.subarray(0, n));
  s[n - 1]++;
  return s;
}

function buf(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

const below = (key: Uint8Array, inclusive: boolean): Interval => ({ hi: { key: buf(key), inclusive } });
const above = (key: Uint8Array, inclusive: boolean): Interval => ({ lo: { key: buf(key), inclusive } });

/** The strings starting with p. */
function prefixInterval(p: Uint8Array): Interval {
  const s = prefixSuccessor(p);
  return { lo: { key: buf(p), inclusive: true }, ...(s ? { hi: { key: s, inclusive: false } } : {}) };
}

/**
 * The strings `data` that CompareFilter keeps for `op` and a bytes comparator
 * (comparators.ts: the data is the left operand of op), or undefined for a
 * comparator that is not a byte order (regex, substring).
 */
export function comparatorSet(op: CompareOp, cmp: Comparator): Interval[] | undefined {
  const v = cmp.value;
  if (cmp.type === 'binary') {
    switch (op) {
      case 'LESS':
        return [below(v, false)];
      case 'LESS_OR_EQUAL':
        return [below(v, true)];
      case 'EQUAL':
        return [{ lo: { key: buf(v), inclusive: true }, hi: { key: buf(v), inclusive: true } }];
      case 'NOT_EQUAL':
        return [below(v, false), above(v, false)];
      case 'GREATER_OR_EQUAL':
        return [above(v, true)];
      case 'GREATER':
        return [above(v, false)];
    }
  }
  if (cmp.type === 'binaryprefix') {
    // BinaryPrefixComparator compares v with the data's first len(v) bytes
    const s = prefixSuccessor(v);
    switch (op) {
      case 'LESS':
        return [below(v, false)];
      case 'LESS_OR_EQUAL':
        return s ? [below(s, false)] : [{}];
      case 'EQUAL':
        return [prefixInterval(v)];
      case 'NOT_EQUAL':
        return s ? [below(v, false), above(s, true)] : [below(v, false)];
      case 'GREATER_OR_EQUAL':
        return [above(v, true)];
      case 'GREATER':
        return s ? [above(s, true)] : [];
    }
  }
  return undefined;
}

function lowerOf(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  const c = Buffer.compare(a.key, b.key);
  return c > 0 ? a : c < 0 ? b : { key: a.key, inclusive: a.inclusive && b.inclusive };
}

function upperOf(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  const c = Buffer.compare(a.key, b.key);
  return c < 0 ? a : c > 0 ? b : { key: a.key, inclusive: a.inclusive && b.inclusive };
}

function isEmpty(i: Interval): boolean {
  if (!i.lo || !i.hi) return false;
  const c = Buffer.compare(i.lo.key, i.hi.key);
  return c > 0 || (c === 0 && !(i.lo.inclusive && i.hi.inclusive));
}

/** The strings in both sets. */
export function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of a) {
    for (const y of b) {
      const i = { lo: lowerOf(x.lo, y.lo), hi: upperOf(x.hi, y.hi) };
      if (!isEmpty(i)) out.push(i);
    }
  }
  return out;
}

function contains(set: Interval[], s: Buffer): boolean {
  return set.some((i) => {
    if (i.lo) {
      const c = Buffer.compare(s, i.lo.key);
      if (c < 0 || (c === 0 && !i.lo.inclusive)) return false;
    }
    if (i.hi) {
      const c = Buffer.compare(s, i.hi.key);
      if (c > 0 || (c === 0 && !i.hi.inclusive)) return false;
    }
    return true;
  });
}

const unbounded = (set: Interval[]) => set.some((i) => !i.lo && !i.hi);

// ------------------------------------------------------------ RowFilter messages

/** An RE2 literal (family names are letters, digits, `-`, `_`, `.`). */
export function re2Literal(s: string): string {
  return s.replace(/[^A-Za-z0-9_]/g, (c) => `\\${c}`);
}

export function familiesFilter(families: readonly string[]): object {
  return families.length === 0 ? BLOCK_ALL : { familyNameRegexFilter: families.map(re2Literal).join('|') };
}

/** One filter of several: a chain (all must pass) or an interleave (the union). */
function chain(filters: Array<object | undefined>): object | undefined {
  const f = filters.flatMap((x) => (x === undefined ? [] : 'chain' in x ? (x as { chain: { filters: object[] } }).chain.filters : [x]));
  return f.length === 0 ? undefined : f.length === 1 ? f[0] : { chain: { filters: f } };
}

function interleave(filters: object[]): object {
  return filters.length === 0 ? BLOCK_ALL : filters.length === 1 ? filters[0] : { interleave: { filters } };
}

function columnRange(family: string, i: Interval): object {
  const r: Record<string, unknown> = { familyName: family };
  if (i.lo) r[i.lo.inclusive ? 'startQualifierClosed' : 'startQualifierOpen'] = i.lo.key;
  if (i.hi) r[i.hi.inclusive ? 'endQualifierClosed' : 'endQualifierOpen'] = i.hi.key;
  return { columnRangeFilter: r };
}

function valueRange(i: Interval): object {
  const r: Record<string, unknown> = {};
  if (i.lo) r[i.lo.inclusive ? 'startValueClosed' : 'startValueOpen'] = i.lo.key;
  if (i.hi) r[i.hi.inclusive ? 'endValueClosed' : 'endValueOpen'] = i.hi.key;
  return { valueRangeFilter: r };
}

/** Cells with timestamps (ms) in [min, max), as Bigtable's microseconds (max undefined: no end). */
function timestampRange(min: bigint, max: bigint | undefined): object {
  if (min > MAX_MS) return BLOCK_ALL; // no cell is that new
  const r: Record<string, string> = {};
  if (min > 0n) r.startTimestampMicros = String(min * 1000n);
  if (max !== undefined && max <= MAX_MS) r.endTimestampMicros = String(max * 1000n);
  return { timestampRangeFilter: r };
}

// ------------------------------------------------------------ the filter tree

const STATELESS = new Set<FilterNode['type']>([
  'FilterList',
  'KeyOnlyFilter',
  'PrefixFilter',
  'ColumnPrefixFilter',
  'MultipleColumnPrefixFilter',
  'InclusiveStopFilter',
  'TimestampsFilter',
  'RowFilter',
  'FamilyFilter',
  'QualifierFilter',
  'ValueFilter',
  'ColumnRangeFilter',
]);

/** Every filter in the tree tests a cell on its own. */
function stateless(n: FilterNode): boolean {
  if (!STATELESS.has(n.type)) return false;
  return n.type !== 'FilterList' || n.filters.every(stateless);
}

/** Some filter in the tree reads a value (or its length). */
function readsValues(n: FilterNode): boolean {
  switch (n.type) {
    case 'FilterList':
      return n.filters.some(readsValues);
    case 'SkipFilter':
    case 'WhileMatchFilter':
      return readsValues(n.filter);
    case 'KeyOnlyFilter':
      return n.lenAsVal;
    case 'ValueFilter':
    case 'SingleColumnValueFilter':
    case 'SingleColumnValueExcludeFilter':
    case 'ColumnValueFilter':
    case 'DependentColumnFilter':
      return true;
    default:
      return false;
  }
}

/** The filters every kept cell passes: the root, and the children of an AND on the way down. */
function mustPass(n: FilterNode): FilterNode[] {
  return n.type === 'FilterList' && n.operator === 'MUST_PASS_ALL' ? n.filters.flatMap(mustPass) : [n];
}

interface Context {
  families: readonly string[];
  /** Value and timestamp tests may be pushed. */
  cells: boolean;
  /** An interleave may repeat a cell. */
  overlap: boolean;
}

/** The RowFilter that keeps a superset of what `n` keeps of a row's cells (undefined: every cell). */
function cellFilter(n: FilterNode, ctx: Context): object | undefined {
  switch (n.type) {
    case 'FilterList': {
      const parts = n.filters.map((f) => cellFilter(f, ctx));
      if (n.operator === 'MUST_PASS_ALL') return chain(parts);
      if (parts.length === 0 || parts.some((p) => p === undefined)) return undefined;
      if (parts.length > 1) ctx.overlap = true;
      return interleave(parts as object[]);
    }
    case 'FamilyFilter': {
      const set = comparatorSet(n.op, n.comparator);
      if (!set) return undefined;
      const kept = ctx.families.filter((f) => contains(set, Buffer.from(f, 'utf8')));
      return kept.length === ctx.families.length ? undefined : familiesFilter(kept);
    }
    case 'QualifierFilter': {
      const set = comparatorSet(n.op, n.comparator);
      if (!set) return undefined;
      // QualifierFilter passes an empty qualifier whatever it compares (qualifierLength > 0)
      if (!contains(set, Buffer.alloc(0))) set.push(below(Buffer.alloc(0), true));
      return columns(set, ctx);
    }
    case 'ColumnPrefixFilter':
      return columns([prefixInterval(n.prefix)], ctx);
    case 'MultipleColumnPrefixFilter': {
      if (n.prefixes.length === 0) return undefined;
      // a prefix that extends another adds nothing to the union (HBase may keep less: a superset is safe)
      const sorted = [...n.prefixes].sort(Buffer.compare);
      const kept = sorted.filter((p, i) => !sorted.slice(0, i).some((q) => buf(p).subarray(0, q.length).equals(buf(q))));
      return columns(kept.map(prefixInterval), ctx);
    }
    case 'ColumnRangeFilter':
      return columns(
        [
          {
            ...(n.minColumn !== null ? { lo: { key: buf(n.minColumn), inclusive: n.minColumnInclusive } } : {}),
            ...(n.maxColumn !== null ? { hi: { key: buf(n.maxColumn), inclusive: n.maxColumnInclusive } } : {}),
          },
        ],
        ctx,
      );
    case 'ValueFilter': {
      if (!ctx.cells) return undefined;
      const set = comparatorSet(n.op, n.comparator);
      if (!set || unbounded(set)) return undefined;
      return interleave(set.map(valueRange));
    }
    case 'TimestampsFilter': {
      if (!ctx.cells) return undefined;
      const ts = [...new Set(n.timestamps)].filter((t) => t <= MAX_MS).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return interleave(ts.map((t) => timestampRange(t, t + 1n)));
    }
    default:
      // row tests narrow the row ranges instead; KeyOnlyFilter passes every cell
      return undefined;
  }
}

/** Columns of the families read whose qualifiers are in the set: a column range needs its family. */
function columns(set: Interval[], ctx: Context): object | undefined {
  if (unbounded(set)) return undefined;
  return interleave(ctx.families.flatMap((f) => set.map((i) => columnRange(f, i))));
}

/** The rows a filter that must pass keeps (undefined: any row). */
function rowSet(n: FilterNode, reversed: boolean): Interval[] | undefined {
  switch (n.type) {
    case 'PrefixFilter':
      return [prefixInterval(n.prefix)];
    case 'InclusiveStopFilter':
      return [reversed ? above(n.stopRow, true) : below(n.stopRow, true)];
    case 'RowFilter':
      return comparatorSet(n.op, n.comparator);
    default:
      return undefined;
  }
}

/**
 * What of the hint's filter the server applies, for a read of these families
 * (in the order asked; `allFamilies`: they are all the table has).
 */
export function pushdown(hint: FilterHint | undefined, stores: readonly PushedStore[], allFamilies: boolean, reversed: boolean): Pushdown {
  const families = stores.map((s) => s.family);
  const select = allFamilies ? undefined : familiesFilter(families);
  if (!hint) return { filter: select, rows: undefined, strip: false, dedupe: false };
  const path = mustPass(hint.node);
  const strip = path.some((f) => f.type === 'KeyOnlyFilter' && !f.lenAsVal) && !readsValues(hint.node);
  if (!stateless(hint.node)) return { filter: select, rows: undefined, strip, dedupe: false };

  let rows: Interval[] | undefined;
  for (const f of path) {
    const set = rowSet(f, reversed);
    if (set) rows = rows ? intersect(rows, set) : set;
  }

  const ctx: Context = { families, cells: false, overlap: false };
  const columnsOnly = cellFilter(hint.node, ctx);
  ctx.cells = true;
  const withCells = cellFilter(hint.node, ctx);
  if (JSON.stringify(withCells) === JSON.stringify(columnsOnly)) {
    return { filter: chain([select, columnsOnly]), rows, strip, dedupe: ctx.overlap };
  }

  // Value or timestamp tests: per family, first what the matcher keeps of each column, then the tests.
  const groups = new Map<number | undefined, string[]>();
  for (const s of stores) {
    const g = groups.get(s.filterVersions);
    if (g) g.push(s.family);
    else groups.set(s.filterVersions, [s.family]);
  }
  const range = hint.tmin > 0n || hint.tmax <= MAX_MS ? timestampRange(hint.tmin, hint.tmax) : undefined;
  const parts: object[] = [];
  for (const [versions, fams] of groups) {
    const sub = { families: fams, cells: versions !== undefined, overlap: false };
    const test = cellFilter(hint.node, sub);
    if (sub.overlap) ctx.overlap = true;
    const own = groups.size === 1 && allFamilies ? undefined : familiesFilter(fams);
    if (versions === undefined) parts.push(chain([own, test]) ?? { passAllFilter: true });
    else parts.push(chain([own, range, Number.isFinite(versions) ? { cellsPerColumnLimitFilter: versions } : undefined, test]) ?? { passAllFilter: true });
  }
  return { filter: interleave(parts), rows, strip, dedupe: ctx.overlap };
}
