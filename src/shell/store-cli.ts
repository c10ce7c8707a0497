/**
 * `hsh repair` and `hsh status`: a store's files repaired under its lock and
 * checked against its catalog (src/engine/repair.ts), and its health shown.
 * The LevelDB backend's functions come from cli.ts (the shell does not
 * import backends); the shapes below are what this module reads of them.
 */
import type { Backend, KeyPlace, RepairedFiles, StoreStatus } from '../engine/backend.js';
import { checkStore, type RepairReport } from '../engine/repair.js';
import { isShellError } from '../errors.js';
import { toStringBinary } from '../bytes.js';
import { EXIT } from './batch.js';
import type { ShellIO } from './io.js';

/** The backend's side of both commands (src/engine/backends/leveldb/index.ts). */
export interface StoreFiles {
  repairLevelBackend(location: string): Promise<{ backend: Backend; files: RepairedFiles; close(): Promise<void> }>;
  levelStoreStatus(location: string): Promise<StoreStatus>;
}

/**
 * `hsh repair [--data DIR] [--remove-orphans]`. Exit 0 repaired, 3 the store
 * could not be repaired or another process holds it (nothing changed).
 */
export async function repairCommand(opts: { data: string; removeOrphans?: boolean }, io: ShellIO, files: () => Promise<StoreFiles>): Promise<number> {
  const out = (line: string) => io.stdout.write(line + '\n');
  try {
    const repaired = await (await files()).repairLevelBackend(opts.data);
    try {
      const report = await checkStore(repaired.backend, { removeOrphans: Boolean(opts.removeOrphans) });
      for (const line of reportLines(opts.data, repaired.files, report)) await out(line);
    } finally {
      await repaired.close();
    }
    await io.stdout.flush();
    return EXIT.ok;
  } catch (e) {
    await io.stdout.flush();
    io.stderr(`hsh: ${e instanceof Error ? e.message : String(e)}`);
    return isShellError(e) && e.code === 'UNSUPPORTED' ? EXIT.failed : EXIT.store;
  }
}

function reportLines(data: string, files: RepairedFiles, report: RepairReport): string[] {
  const lines = [
    `Backed up ${files.backedUp} file(s) of ${data} to ${data}/${files.backup} before changing anything.`,
    `Repaired ${data}: its MANIFEST and CURRENT rebuilt from its table and log files (LevelDB RepairDB), every entry that could be read kept.`,
  ];
  const tables = new Map(report.tables.map((t) => [t.id, t.name]));
  const place = (p: KeyPlace | undefined): string => {
    if (p === undefined) return 'the file’s edge';
    if (p.space === 'table') return `${tables.get(p.id) ?? `table id ${p.id}`} row '${toStringBinary(p.row)}'`;
    if (p.space === 'snapshot') return `snapshot id ${p.id} row '${toStringBinary(p.row)}'`;
    return p.space === 'catalog' ? 'the catalog' : 'the store’s own records';
  };
  for (const t of files.damagedTables) {
    lines.push(`Damaged table file ${t.file}: ${t.kept} entries kept from its intact blocks; the damaged bytes are lost:`);
    for (const l of t.lost) lines.push(`  ${l.bytes} byte(s) between ${place(l.after)} and ${place(l.before)}`);
  }
  for (const w of files.logWarnings) lines.push(`Lost from the log: ${w}`);
  if (files.damagedTables.length === 0 && files.logWarnings.length === 0) lines.push('Nothing was lost: every table file and log record read back whole.');
  for (const p of report.finished) lines.push(`Finished interrupted procedure ${p.id} (${p.name} of ${p.table}, at ${p.step}): what it was clearing is removed.`);
  lines.push(`${report.tables.length} table(s):`);
  for (const t of report.tables) lines.push(`  ${t.name}: ${t.rows} row(s), ${t.cells} cell(s)`);
  lines.push(`${report.snapshots.length} snapshot(s):`);
  for (const sn of report.snapshots) lines.push(`  ${sn.name}: ${sn.cells} cell(s)`);
  const orphans = [...report.orphanTables.map((o) => ({ ...o, kind: 'table' })), ...report.orphanSnapshots.map((o) => ({ ...o, kind: 'snapshot' }))];
  if (orphans.length === 0) lines.push('No orphaned cells.');
  for (const o of orphans) lines.push(`Orphaned: ${o.cells} cell(s) of ${o.kind} id ${o.id}, which the catalog does not know: ${report.removed ? 'removed' : 'kept'}`);
  if (orphans.length > 0 && !report.removed) lines.push(`'hsh repair --data ${data} --remove-orphans' removes them.`);
  return lines;
}

/**
 * `hsh status [--data DIR]`: the store's format, whether a process holds it,
 * its size, the recovery warnings its journal kept and its last repair.
 * Exit 0; 3 when the directory cannot be read or holds no store.
 */
export async function statusCommand(opts: { data: string }, io: ShellIO, files: () => Promise<StoreFiles>): Promise<number> {
  let s: StoreStatus;
  try {
    s = await (await files()).levelStoreStatus(opts.data);
  } catch (e) {
    io.stderr(`hsh: cannot read data directory ${opts.data}: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.store;
  }
  if (!s.store) {
    io.stderr(`hsh: data directory ${opts.data} holds no store`);
    return EXIT.store;
  }
  const format =
    s.format === undefined ? `not read (${s.unread})` : s.format > s.newest ? `${s.format}, newer than this hsh reads (up to ${s.newest}): a newer hsh is needed` : `${s.format}`;
  const lines = [
    `Store ${opts.data}`,
    `  format: ${format}`,
    `  in use: ${s.held ? `yes${s.pid ? `, by process ${s.pid}` : ''}` : 'no'}`,
    `  size: ${s.bytes} byte(s) in ${s.files} file(s)`,
    `  recovery warnings: ${s.warnings.length === 0 ? 'none' : s.warnings.length}`,
    ...s.warnings.map((w) => `    ${w}`),
    `  last repair: ${s.lastRepair ? `${s.lastRepair.replace(/^lost\/repair-/, '')} (backup in ${opts.data}/${s.lastRepair})` : 'never'}`,
  ];
  for (const l of lines) await io.stdout.write(l + '\n');
  await io.stdout.flush();
  return EXIT.ok;
}
