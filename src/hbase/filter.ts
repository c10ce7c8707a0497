/**
 * FILTER => "…" as the shell hands it to the client: the filter language
 * string parsed by ParseFilter into the filter the engine
 * compiles (the parser is loaded on first use); count's filter list
 * (Hbase::Table#_count_internal); and the filters ParseFilter registers
 * (show_filters: `ParseFilter#getSupportedFilters`).
 */
import { ShellError } from '../errors.js';
import type { ReadFilter } from '../engine/types.js';
import { FILTER_NAMES } from '../filter/names.js';
import { JavaFilter, type Value, isString, rubyClass, str } from '../ruby/values.js';

/** FILTER => "…": the filter language (ParseFilter), parsed on first use. */
export async function compileFilterString(v: Value): Promise<ReadFilter> {
  if (v instanceof JavaFilter) return compileFilterString(str(v.filterString));
  if (!isString(v)) {
    throw new ShellError(
      'TYPE_ERROR',
      `cannot convert instance of class ${rubyClass(v)} to class org.apache.hadoop.hbase.filter.Filter (FILTER takes a filter string)`,
      { rubyClass: 'TypeError' },
    );
  }
  const { parseFilterString } = await import('../filter/index.js');
  return parseFilterString(v);
}

/**
 * count's filter: the user's, then FirstKeyOnlyFilter, in one MUST_PASS_ALL
 * list (Hbase::Table#_count_internal). Every filter of the list sees every
 * cell, so a row counts only when its FIRST cell passes the user's filter.
 */
export async function countFilter(v: Value): Promise<ReadFilter> {
  const user = await compileFilterString(v);
  return { node: { type: 'FilterList', operator: 'MUST_PASS_ALL', filters: [user.node, { type: 'FirstKeyOnlyFilter' }] }, text: user.text };
}

/** The filters ParseFilter registers, in HBase's (HashMap) order. */
export function supportedFilters(): readonly string[] {
  return FILTER_NAMES;
}

const FILTER_PACKAGE = 'org.apache.hadoop.hbase.filter.';

/**
 * The filters whose Java constructors take what their filter-language form
 * takes (ints, or nothing), with their toString(): ColumnPaginationFilter
 * prints `ColumnPaginationFilter (1, 0)`, PageFilter `PageFilter 10`.
 */
const JAVA_FILTERS: Record<string, { arity: number; toString(args: bigint[]): string }> = {
  ColumnPaginationFilter: { arity: 2, toString: ([limit, offset]) => `ColumnPaginationFilter (${limit}, ${offset})` },
  ColumnCountGetFilter: { arity: 1, toString: ([limit]) => `ColumnCountGetFilter ${limit}` },
  PageFilter: { arity: 1, toString: ([size]) => `PageFilter ${size}` },
  FirstKeyOnlyFilter: { arity: 0, toString: () => 'FirstKeyOnlyFilter' },
};

/**
 * `org.apache.hadoop.hbase.filter.X.new(args)` for the filters above (undefined
 * for any other Java path): JRuby's constructor call, checked as Java checks
 * the arguments (count and Integer types).
 */
export function javaFilter(path: string, args: Value[], identity: () => string): JavaFilter | undefined {
  if (!path.startsWith(FILTER_PACKAGE) || !path.endsWith('.new')) return undefined;
  const name = path.slice(FILTER_PACKAGE.length, -'.new'.length);
  const spec = JAVA_FILTERS[name];
  if (spec === undefined) return undefined;
  // JRuby 9.3's refusals: the arity first, then the argument types (as JRuby's Java classes)
  if (args.length !== spec.arity) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments for constructor', { rubyClass: 'ArgumentError' });
  const ints = args.map((a) => (typeof a === 'bigint' ? a : undefined));
  if (ints.some((a) => a === undefined)) {
    const classes = args.map((a) => (typeof a === 'bigint' ? 'org.jruby.RubyFixnum' : `org.jruby.Ruby${rubyClass(a)}`)).join(',');
    throw new ShellError('NAME_ERROR', `no constructor for arguments (${classes}) on Java::OrgApacheHadoopHbaseFilter::${name}`, { rubyClass: 'NameError' });
  }
  const values = ints as bigint[];
  return new JavaFilter(FILTER_PACKAGE + name, identity(), spec.toString(values), `${name}(${values.join(', ')})`);
}
