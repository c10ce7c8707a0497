/**
 * admin.rb's snapshot methods: snapshot, clone_snapshot, restore_snapshot,
 * delete_snapshot and the listings by regex (Admin#listSnapshots(Pattern),
 * Admin#listTableSnapshots), with the refusals the shell reports for them.
 */
import { Buffer } from 'node:buffer';
import type { Engine, Progress, SnapshotInfo } from '../engine/types.js';
import { RHash, type Value } from '../ruby/values.js';
import { truthy } from '../ruby/values.js';
import { javaLong } from '../ruby/coerce.js';
import { argumentError, cloneUnknownNamespace, tableAlreadyExists, tableShouldBeDisabled, unknownSnapshot } from './errors.js';
import { javaWholeMatch } from './regex.js';
import { lookupTable } from './system-tables.js';
import { matchTables } from './tables.js';

export function findSnapshot(engine: Engine, name: string): SnapshotInfo {
  const s = engine.listSnapshots().find((x) => x.name === name);
  if (!s) throw unknownSnapshot(name);
  return s;
}

/** Admin#listSnapshots(Pattern): every snapshot whose whole name matches, by name. */
export function snapshotsMatching(engine: Engine, regex: string): SnapshotInfo[] {
  const re = javaWholeMatch(regex);
  return engine
    .listSnapshots()
    .filter((s) => re.test(s.name))
    .sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
}

/**
 * Admin#listTableSnapshots: snapshots of the EXISTING user tables whose name
 * matches as `list` matches (a default-namespace table also as
 * `default:<name>`), whose own name matches the second regex.
 */
export function tableSnapshotsMatching(engine: Engine, tableRegex: string, snapshotRegex: string): SnapshotInfo[] {
  const tables = new Set(matchTables(engine, tableRegex).map((t) => t.name.nameAsString));
  return snapshotsMatching(engine, snapshotRegex).filter((s) => tables.has(s.table.nameAsString));
}

/**
 * Takes a snapshot (enabled or disabled table); with option hashes, one
 * snapshot per hash (TTL in seconds; SKIP_FLUSH and MAX_FILESIZE checked,
 * then unused).
 */
export async function snapshot(connect: () => Promise<Engine>, table: string, name: string, args: Value[], progress?: Progress): Promise<void> {
  const ttls: Array<number | undefined> = [];
  for (const arg of args) {
    if (!(arg instanceof RHash)) throw argumentError('Arguments should be a Hash');
    const ttl = arg.get('TTL');
    ttls.push(truthy(ttl) ? Number(javaLong(ttl)) : undefined);
    if (truthy(arg.get('MAX_FILESIZE'))) javaLong(arg.get('MAX_FILESIZE')!);
  }
  const engine = await connect();
  // TableName.valueOf checks the name here; whether the table exists is the master's check (engine.snapshot).
  lookupTable(engine, table);
  if (args.length === 0) {
    await engine.snapshot(table, name, { progress });
    return;
  }
  for (const ttl of ttls) await engine.snapshot(table, name, ttl === undefined || ttl < 0 ? { progress } : { ttl, progress });
}

/** A new table with the snapshot's descriptor, regions and data. */
export async function cloneSnapshot(engine: Engine, name: string, table: string, progress?: Progress): Promise<void> {
  if (engine.getTable(table)) throw tableAlreadyExists(table);
  findSnapshot(engine, name);
  const colon = table.indexOf(':');
  if (colon >= 0) {
    const ns = table.slice(0, colon);
    if (!engine.getNamespace(ns)) throw cloneUnknownNamespace(ns);
  }
  await engine.cloneSnapshot(name, table, { progress });
}

/**
 * Brings the snapshot's table back to the snapshot: the table must be disabled
 * (`Table t1 should be disabled!`); a dropped table is recreated (a clone).
 */
export async function restoreSnapshot(engine: Engine, name: string, progress?: Progress): Promise<void> {
  const snap = findSnapshot(engine, name);
  const table = engine.getTable(snap.table.nameAsString);
  if (table && table.state !== 'DISABLED') throw tableShouldBeDisabled(snap.table.nameAsString);
  await engine.restoreSnapshot(name, { progress });
}

export async function deleteSnapshot(engine: Engine, name: string): Promise<void> {
  findSnapshot(engine, name);
  await engine.deleteSnapshot(name);
}
