/**
 * FILTER => "…" as the shell hands it to the client: the filter language
 * string parsed by ParseFilter (reference §7) into the filter the engine
 * compiles (the parser is loaded on first use); count's filter list
 * (Hbase::Table#_count_internal); and the filters ParseFilter registers
 * (show_filters: `ParseFilter#getSupportedFilters`).
 */
import { ShellError } from '../errors.js';
import type { ReadFilter } from '../engine/types.js';
import { FILTER_NAMES } from '../filter/names.js';
import { type Value, isString, rubyClass } from '../ruby/values.js';

/** FILTER => "…": the filter language (reference §7), parsed on first use. */
export async function compileFilterString(v: Value): Promise<ReadFilter> {
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
