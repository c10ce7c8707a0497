/**
 * The golden transcripts on Cloud Bigtable (its emulator, started for the
 * run by test/global-setup.ts): each case on a fresh instance must print the
 * same bytes as on the embedded store. The cases below need what Bigtable
 * does not have; each is listed with the reason (README, "Running on Cloud
 * Bigtable"), and checked to fail for exactly that reason.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, expectedStatus, extraOptions, root, runHshInProcess } from './goldens.js';

const RAW = 'RAW scans are not supported on the bigtable backend';
const KEEP_DELETED = 'KEEP_DELETED_CELLS families are not supported on the bigtable backend';
const SNAPSHOTS = 'snapshots are not supported on the bigtable backend';
const SPLITS = 'Splits are not supported on the bigtable backend';
const COMPACTIONS = 'Compactions are not supported on the bigtable backend';
const MERGES = 'Merges are not supported on the bigtable backend';
const FAMILY_ID = 'cannot be kept on the bigtable backend: Bigtable family ids';

/** Cases that cannot print HBase's transcript on Bigtable, with the first thing that differs. */
const EMBEDDED_ONLY: Record<string, string> = {
  'ddl-alter-attrs.hsh': KEEP_DELETED,
  'dml-delete.hsh': RAW,
  'dml-model-keep-deleted.hsh': KEEP_DELETED,
  'dml-model-ttl.hsh': RAW,
  'dml-model-versions.hsh': RAW,
  'dml-scan-formatters.hsh': RAW,
  'errors-ddl-names.hsh': FAMILY_ID,
  'format-json.hsh': RAW,
  'format-vertical.hsh': RAW,
  'labs-store-json.hsh': RAW,
  // status names the backend on a networked store (an hsh-only line)
  'general-status.hsh': 'Backend: bigtable',
  'meta-scan.hsh': SPLITS,
  'snapshots-basic.hsh': SNAPSHOTS,
  'snapshots-bulk.hsh': SNAPSHOTS,
  'snapshots-confirm.hsh': SNAPSHOTS,
  'snapshots-errors.hsh': SNAPSHOTS,
  'tools-errors.hsh': SPLITS,
  'tools-regions.hsh': COMPACTIONS,
  'tools-surgery.hsh': MERGES,
  'tutorial-emp.hsh': FAMILY_ID,
  'versions.hsh': RAW,
  // list_cells reads the store's delete markers
  'cells.hsh': RAW,
};

/**
 * Cases whose transcript depends on when Bigtable's garbage collection runs: a version beyond
 * VERSIONS stays until HBase's next major compaction, but Bigtable drops it in the background
 * (the emulator within a second), so raising VERSIONS later shows it only if GC has not run yet.
 */
const GC_TIMING: Record<string, string> = {
  'tools-alter.hsh': 'alter raises VERSIONS over versions Bigtable may already have collected',
};

/** A case run in this process from `cwd`, the process's working directory while its suite runs. */
const run = (script: string, cwd: string) =>
  runHshInProcess(['--bigtable', `hsh-test/g-${randomUUID()}`, '--clock', '1700000000000', '--no-timing', ...extraOptions(script), relative(cwd, script)]);

for (const [title, dir, cwd] of [
  ['golden transcripts on bigtable', join(root, 'test', 'e2e', 'fixtures'), root],
  // from their own folder, as on the embedded store (golden.test.ts): relative file names are found there
  ['examples on bigtable', join(root, 'examples'), join(root, 'examples')],
] as const) {
  // The suites themselves run one after the other (the examples' changes the process's
  // directory, shared by every case in it); the cases of each run concurrently.
  describe(title, () => {
    beforeAll(() => process.chdir(cwd));
    afterAll(() => process.chdir(root));
    for (const script of cases(dir)) {
      const name = basename(script);
      const difference = EMBEDDED_ONLY[name];
      if (GC_TIMING[name]) {
        it.concurrent(`${name}: runs to its end (its transcript depends on GC timing: ${GC_TIMING[name]})`, async () => {
          const result = await run(script, cwd);
          expect(result.stderr.includes('internal error')).toBe(false);
          expect(result.status).toBe(expectedStatus(script));
        });
        continue;
      }
      if (difference) {
        it.concurrent(`${name}: differs where Bigtable does (${difference})`, async () => {
          const result = await run(script, cwd);
          expect(result.stdout).toContain(difference);
          expect(result.stderr.includes('internal error')).toBe(false);
        });
        continue;
      }
      it.concurrent(name, async () => {
        const result = await run(script, cwd);
        expect(result.stderr.includes('internal error')).toBe(false);
        expect(result.stdout).toBe(readFileSync(script.replace(/\.hsh$/, '.out'), 'utf8'));
        expect(result.status).toBe(expectedStatus(script));
      });
    }
  });
}
