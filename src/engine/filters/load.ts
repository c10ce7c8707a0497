/**
 * A read's filter, ready to make RowFilters: a parsed filter is compiled
 * (index.ts, loaded on first use so that a start without filters never loads
 * filter evaluation), a compiled one is used as it is.
 */
import type { FilterFactory, ReadFilter } from '../types.js';

export async function loadFilter(filter: ReadFilter | FilterFactory): Promise<FilterFactory> {
  if ('create' in filter) return filter;
  const { compileFilter } = await import('./index.js');
  return compileFilter(filter);
}
