/**
 * The table listings of admin.rb: Admin.listTableNames(Pattern) as `list`,
 * `disable_all` & co. and `list_table_snapshots` match names, the order
 * `list` prints them in, and the regions the one region server holds open
 * (`status`).
 */
import { Buffer } from 'node:buffer';
import type { Engine, TableDescriptor } from '../engine/types.js';
import { javaWholeMatch } from './regex.js';
import { systemTablesOf } from './system-tables.js';

/** `namespace:qualifier` as `list` sorts (default tables sort as `default:<q>`), by unsigned bytes. */
function listKey(t: TableDescriptor): Buffer {
  return Buffer.from(`${t.name.namespace}:${t.name.qualifier}`, 'utf8');
}

export function sortForList(tables: TableDescriptor[]): TableDescriptor[] {
  return [...tables].sort((a, b) => Buffer.compare(listKey(a), listKey(b)));
}

/**
 * Admin.listTableNames(Pattern): user tables whose name matches the whole
 * regex; a default-namespace table also matches as `default:<name>`.
 */
export function matchTables(engine: Engine, regex: string): TableDescriptor[] {
  const re = javaWholeMatch(regex);
  // listTables: the user tables, already in list order
  return engine.listTables().filter((t) => re.test(t.name.nameAsString) || (t.name.namespace === 'default' && re.test(`default:${t.name.qualifier}`)));
}

/**
 * The regions the one region server holds open: every region of every
 * enabled table (a disabled table's regions are closed), the catalog tables
 * hbase:meta and hbase:namespace included, as a 2.6 cluster counts them.
 */
export function onlineRegions(engine: Engine): number {
  let regions = 0;
  const tables = [...engine.listTables(), ...systemTablesOf(engine)];
  for (const t of tables) if (t.state === 'ENABLED') regions += t.splits.length + 1;
  return regions;
}
