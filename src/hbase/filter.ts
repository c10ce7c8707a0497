/**
 * FILTER => "…" as the shell hands it to the client: the filter language
 * string parsed by ParseFilter (reference §7) into the filter the read
 * applies, compiled on first use; count's filter list
 * (Hbase::Table#_count_internal); and the filters ParseFilter registers
 * (show_filters: `ParseFilter#getSupportedFilters`).
 */
import { ShellError } from '../errors.js';
import type { CompiledFilter } from '../engine/filters/index.js';
import { FILTER_NAMES } from '../engine/filters/ast.js';
import { type Value, isString, rubyClass } from '../shell/values.js';

/** FILTER => "…": the filter language (reference §7), compiled on first use. */
export async function compileFilterString(v: Value): Promise<CompiledFilter> {
  if (!isString(v)) {
    throw new ShellError(
      'TYPE_ERROR',
      `cannot convert instance of class ${rubyClass(v)} to class org.apache.hadoop.hbase.filter.Filter (FILTER takes a filter string)`,
      { rubyClass: 'TypeError' },
    );
  }
  const { compileFilter } = await import('../engine/filters/index.js');
  return compileFilter(v);
}

/**
 * count's filter: the user's, then FirstKeyOnlyFilter, in one MUST_PASS_ALL
 * list (Hbase::Table#_count_internal). Every filter of the list sees every
 * cell, so a row counts only when its FIRST cell passes the user's filter.
 */
export async function countFilter(v: Value): Promise<CompiledFilter> {
  const user = await compileFilterString(v);
  const { factoryFromNode } = await import('../engine/filters/index.js');
  return factoryFromNode({ type: 'FilterList', operator: 'MUST_PASS_ALL', filters: [user.node, { type: 'FirstKeyOnlyFilter' }] }, user.text);
}

/** The filters ParseFilter registers, in HBase's (HashMap) order. */
export function supportedFilters(): readonly string[] {
  return FILTER_NAMES;
}
