/**
 * Atomic DDL under kill -9 (issue 14), through the real binary: a table of
 * tens of thousands of rows, a DDL command killed at a random instant of its
 * run, the store reopened by hsh, then checked — the user sees the old state
 * or the new one, no procedure is left pending, and every cell in the raw
 * store belongs to a table and family the catalog lists.
 *
 * `npm test` runs a short round (20k rows, 2 trials of drop, truncate and
 * alter deleting a family); `npm run crash:ddl` the long one
 * (HSH_CRASH_DDL=long: 120k rows, 20 trials of each of the seven commands),
 * printing what each trial hit.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClassicLevel } from 'classic-level';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { openEngine } from '../../src/engine/index.js';
import type { Engine } from '../../src/engine/types.js';
import { TestClock } from '../engine/helpers.js';

const LONG = process.env.HSH_CRASH_DDL === 'long';
const ROWS = LONG ? 120_000 : 20_000;
const TRIALS = LONG ? 20 : 2;

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

function hsh(data: string, script: string) {
  const r = spawnSync(process.execPath, [bin, '--no-timing', '--data', data, '-e', script], { encoding: 'utf8', env, timeout: 600_000 });
  if (r.status !== 0) throw new Error(`hsh ${script} exited ${r.status}: ${r.stdout}${r.stderr}`);
  return r;
}

const row = (i: string) => `'r%06d' % ${i}`;
const fill = (from: number, to: number) =>
  `(${from}...${to}).each { |i| put 't1', ${row('i')}, 'f1:a', 'v' * 20; put 't1', ${row('i')}, 'f2:b', 'w' * 20 }`;

/** t1 (f1, f2; two split keys) with ROWS rows in both families; in the long round, snapshot s1 holds the first half. */
function template(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-crash-ddl-'));
  const snapshot = LONG ? "snapshot 't1', 's1'; " : '';
  hsh(dir, `create 't1', 'f1', 'f2', SPLITS => ['r010000', 'r020000']; ${fill(0, ROWS / 2)}; ${snapshot}${fill(ROWS / 2, ROWS)}`);
  return dir;
}

/** What a reopened store shows the user of t1. */
interface Seen {
  exists: boolean;
  state?: string;
  families?: string[];
  splits?: number;
  /** Rows with a cell in each family. */
  rows?: Record<string, number>;
  snapshots?: string[];
}

interface Command {
  name: string;
  script: string;
  /** Which state the user sees: 'old', 'new', or a description of a torn one. */
  judge(s: Seen): string;
}

const old = (s: Seen) => s.exists && s.families?.join() === 'f1,f2' && s.splits === 2 && s.rows!.f1 === ROWS && s.rows!.f2 === ROWS;

const COMMANDS: Command[] = [
  { name: 'drop', script: "disable 't1'; drop 't1'", judge: (s) => (old(s) ? 'old' : !s.exists ? 'new' : 'torn') },
  {
    name: 'truncate',
    script: "truncate 't1'",
    judge: (s) => (old(s) ? 'old' : s.state === 'ENABLED' && s.splits === 0 && s.rows!.f1 === 0 && s.rows!.f2 === 0 ? 'new' : 'torn'),
  },
  {
    name: 'truncate_preserve',
    script: "truncate_preserve 't1'",
    judge: (s) => (old(s) ? 'old' : s.state === 'ENABLED' && s.splits === 2 && s.rows!.f1 === 0 && s.rows!.f2 === 0 ? 'new' : 'torn'),
  },
  {
    name: 'alter delete',
    script: "alter 't1', 'delete' => 'f2'",
    judge: (s) => (old(s) ? 'old' : s.families?.join() === 'f1' && s.rows!.f1 === ROWS ? 'new' : 'torn'),
  },
  {
    name: 'restore_snapshot',
    script: "disable 't1'; restore_snapshot 's1'",
    judge: (s) => (old(s) ? 'old' : s.families?.join() === 'f1,f2' && s.rows!.f1 === ROWS / 2 && s.rows!.f2 === ROWS / 2 ? 'new' : 'torn'),
  },
  {
    name: 'snapshot',
    script: "snapshot 't1', 's2'",
    judge: (s) => (!old(s) ? 'torn' : s.snapshots?.join() === 's1' ? 'old' : s.snapshots?.join() === 's1,s2' ? 'new' : 'torn'),
  },
  {
    name: 'delete_snapshot',
    script: "delete_snapshot 's1'",
    judge: (s) => (!old(s) ? 'torn' : s.snapshots?.join() === 's1' ? 'old' : s.snapshots?.length === 0 ? 'new' : 'torn'),
  },
];

/**
 * Runs the script on the store, after a `puts` that says the store is open
 * (`sleep` flushes it: a script's output to a pipe is otherwise held to the end);
 * with `killAt`, kills it (SIGKILL) that many ms after the signal. Returns
 * whether the kill came first, and the ms from the signal to the exit.
 */
function run(dir: string, script: string, killAt?: number): Promise<{ killed: boolean; ms: number }> {
  const child = spawn(process.execPath, [bin, '--no-timing', '--data', dir, '-e', `puts 'open'; sleep 0.001; ${script}`], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let t0 = 0;
  let timer: NodeJS.Timeout | undefined;
  child.stdout.once('data', () => {
    t0 = performance.now();
    if (killAt !== undefined) timer = setTimeout(() => child.kill('SIGKILL'), killAt);
  });
  child.stdout.resume();
  return new Promise((resolve) =>
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ killed: signal === 'SIGKILL', ms: performance.now() - t0 });
    }),
  );
}

/** The ms a full run of the script takes from the store's opening to the exit (the fastest of `n`). */
async function timed(templateDir: string, script: string, n: number): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-crash-ddl-'));
    try {
      cpSync(templateDir, dir, { recursive: true });
      best = Math.min(best, (await run(dir, script)).ms);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return best;
}

/** The raw store: pending procedure records, and cells of ids the catalog does not list. */
async function raw(dir: string): Promise<{ procedures: number; orphans: string[] }> {
  const db = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: 'buffer', valueEncoding: 'buffer', createIfMissing: false });
  await db.open();
  try {
    const live = new Set<string>();
    let procedures = 0;
    for await (const [k, v] of db.iterator({ gte: Buffer.from('C'), lt: Buffer.from('D') })) {
      if (k[1] === 0x02) for (const f of JSON.parse(v.toString()).families) live.add(`D${JSON.parse(v.toString()).id}/${f.id}`);
      if (k[1] === 0x03) for (const f of JSON.parse(v.toString()).table.families) live.add(`S${JSON.parse(v.toString()).id}/${f.id}`);
      if (k[1] === 0x05) procedures++;
    }
    const orphans = new Map<string, number>();
    for await (const k of db.keys({ gte: Buffer.from('D'), lt: Buffer.from('T') })) {
      const store = `${String.fromCharCode(k[0])}${k.readUInt32BE(1)}/${k.readUInt16BE(5)}`;
      if (!live.has(store)) orphans.set(store, (orphans.get(store) ?? 0) + 1);
    }
    return { procedures, orphans: [...orphans].map(([s, n]) => `${s}=${n}`) };
  } finally {
    await db.close();
  }
}

/** What the user sees of t1 (a disabled table is enabled to be counted). */
async function seen(dir: string): Promise<Seen> {
  const e: Engine = await openEngine({ backend: await openLevelBackend({ location: dir }), clock: new TestClock() });
  try {
    const d = e.getTable('t1');
    if (!d) return { exists: false };
    if (d.state !== 'ENABLED') await e.enableTable('t1');
    const rows: Record<string, number> = {};
    for (const f of d.families) {
      rows[f.name] = 0;
      for await (const batch of e.scan('t1', { columns: [{ family: f.name, qualifier: null }] }).batches()) rows[f.name] += batch.length;
    }
    return { exists: true, state: d.state, families: d.families.map((f) => f.name), splits: d.splits.length, rows, snapshots: e.listSnapshots().map((s) => s.name) };
  } finally {
    await e.close();
  }
}

describe(`DDL killed at a random instant (${ROWS} rows, ${TRIALS} trials per command)`, () => {
  it(
    'leaves the old state or the new one, and no unreachable cell',
    async () => {
      const base = template();
      const report: string[] = [];
      try {
        for (const c of LONG ? COMMANDS : COMMANDS.filter((c) => ['drop', 'truncate', 'alter delete'].includes(c.name))) {
          const full = await timed(base, c.script, LONG ? 3 : 1);
          const outcomes = new Map<string, number>();
          for (let trial = 0; trial < TRIALS; trial++) {
            // a kill instant between the store's opening and the end of a full run
            const delay = Math.random() * full;
            const dir = mkdtempSync(join(tmpdir(), 'hsh-crash-ddl-'));
            try {
              cpSync(base, dir, { recursive: true });
              const { killed } = await run(dir, c.script, delay);
              const before = await raw(dir);
              hsh(dir, 'list');
              const after = await raw(dir);
              const state = c.judge(await seen(dir));
              const where = !killed ? 'finished' : before.procedures > 0 ? 'killed while clearing' : 'killed';
              const key = `${where} → ${state}`;
              outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
              expect({ command: c.name, delay: Math.round(delay), state, procedures: after.procedures, orphans: after.orphans }).toEqual({
                command: c.name,
                delay: Math.round(delay),
                state: state === 'torn' ? 'old or new' : state,
                procedures: 0,
                orphans: [],
              });
            } finally {
              rmSync(dir, { recursive: true, force: true });
            }
          }
          report.push(`${c.name} (${Math.round(full)} ms from open to exit): ${[...outcomes].map(([k, n]) => `${n}× ${k}`).join(', ')}`);
        }
      } finally {
        rmSync(base, { recursive: true, force: true });
        console.log(`crash:ddl ${ROWS} rows\n${report.join('\n')}`);
      }
    },
    LONG ? 3_600_000 : 180_000,
  );
});
