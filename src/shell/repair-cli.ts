/**
 * `hsh repair [--data DIR] [--remove-orphans]`: LevelDB's RepairDB, then the
 * catalog checked against the stored cells (src/engine/repair.ts), reported
 * line by line. Exit 0 repaired, 2 usage, 3 the store could not be repaired.
 */
import { join } from 'node:path';
import type { Backend } from '../engine/backend.js';
import { isShellError } from '../errors.js';
import { EXIT } from './batch.js';
import type { ShellIO } from './io.js';

export interface RepairOptions {
  data: string;
  removeOrphans?: boolean;
}

/**
 * `openRepaired(dir, lost)`: the store in the data directory after LevelDB's
 * RepairDB, which tells `lost` the table files it could not use (cli.ts opens it).
 */
export async function repairMain(
  opts: RepairOptions,
  io: ShellIO,
  openRepaired: (dir: string, lost: (files: string[]) => void) => Promise<Backend>,
): Promise<number> {
  const out = (line: string) => io.stdout.write(line + '\n');
  try {
    const { checkStore } = await import('../engine/repair.js');
    let lost: string[] = [];
    const backend = await openRepaired(opts.data, (files) => (lost = files));
    try {
      const report = await checkStore(backend, { removeOrphans: Boolean(opts.removeOrphans) });
      await out(`Repaired ${opts.data} (LevelDB RepairDB): every entry of its table and log files that could be read is kept.`);
      if (lost.length > 0) await out(`Table files that could not be read, moved to ${join(opts.data, 'lost')}: ${lost.join(', ')}`);
      for (const p of report.finished) await out(`Finished interrupted procedure ${p.id} (${p.name} of ${p.table}, at ${p.step}): what it was clearing is removed.`);
      await out(`${report.tables.length} table(s):`);
      for (const t of report.tables) await out(`  ${t.name}: ${t.cells} cell(s)`);
      await out(`${report.snapshots.length} snapshot(s):`);
      for (const sn of report.snapshots) await out(`  ${sn.name}: ${sn.cells} cell(s)`);
      const orphans = [...report.orphanTables.map((o) => ({ ...o, kind: 'table' })), ...report.orphanSnapshots.map((o) => ({ ...o, kind: 'snapshot' }))];
      if (orphans.length === 0) await out('No orphaned cells.');
      for (const o of orphans) {
        await out(`Orphaned: ${o.cells} cell(s) of ${o.kind} id ${o.id}, which the catalog does not know: ${report.removed ? 'removed' : 'kept'}`);
      }
      if (orphans.length > 0 && !report.removed) await out(`'hsh repair --data ${opts.data} --remove-orphans' removes them.`);
    } finally {
      await backend.close();
    }
    await io.stdout.flush();
    return EXIT.ok;
  } catch (e) {
    await io.stdout.flush();
    io.stderr(`hsh: ${e instanceof Error ? e.message : String(e)}`);
    return isShellError(e) && e.code === 'UNSUPPORTED' ? EXIT.failed : EXIT.store;
  }
}
