/**
 * `--fresh`: the run starts on an empty store, so a deterministic recipe
 * (`--clock`, `--no-timing`) can run twice in a row on the same data
 * directory. It goes through the catalog as an admin would — every snapshot
 * deleted, every user table disabled and dropped, every namespace but
 * `default` and `hbase` dropped — and never removes a file: only what hsh's
 * own catalog names can go, and a directory that holds no store is refused
 * before anything is opened (freshDirectoryProblem).
 */
import { existsSync, readdirSync } from 'node:fs';
import type { HBase } from '../hbase/client.js';

/** Why `--fresh` will not act on this data directory, if it will not: it holds files but no LevelDB store. */
export function freshDirectoryProblem(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    return `cannot read data directory ${dir}: ${(e as Error).message}`;
  }
  if (names.length === 0 || names.includes('CURRENT')) return undefined;
  return `--fresh: ${dir} is not an hsh data directory (it holds files but no store); nothing was changed`;
}

/** Empties the store through its catalog: snapshots, user tables, user namespaces. */
export async function emptyStore(hbase: HBase): Promise<void> {
  const admin = hbase.admin;
  for (const snapshot of await admin.listSnapshots('.*')) await admin.deleteSnapshot(snapshot.name);
  for (const table of await admin.list()) {
    await admin.disable(table);
    await admin.drop(table);
  }
  for (const ns of await admin.listNamespaces('.*')) if (ns !== 'default' && ns !== 'hbase') await admin.dropNamespace(ns);
}
