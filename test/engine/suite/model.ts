/**
 * Model-based test: thousands of random operation sequences (puts with and
 * without timestamps and per-cell TTLs, the four delete kinds, row deletes,
 * incr, alter VERSIONS, compactions, clock moves) run against the engine and
 * against the small, obviously-correct model below, which restates the rules
 * of HBase's read path (ScanQueryMatcher, ScanDeleteTracker, the column trackers) over a plain list of cells. Every get and scan (random
 * columns, time ranges, versions, raw, row ranges, reversed, limits) must
 * agree. Seeded: a failure prints its seed and the operations that led to it.
 */
import { describe, expect } from 'vitest';
import { openEngine } from '../../../src/engine/index.js';
import type { CellType, ColumnSelector, Engine, FamilyDescriptor, Mutation, ScanSpec } from '../../../src/engine/types.js';
import { CELL_TYPE_CODE } from '../../../src/engine/types.js';
import type { Suite } from './target.js';
import { prng as mulberry32 } from '../../../scripts/fuzz-core.mjs';
import { campaign } from '../../helpers/campaign.js';

export function modelSuite(suite: Suite): void {
  // ---------------------------------------------------------------- PRNG

  function prng(seed: number) {
    const next = mulberry32(seed);
    return {
      next,
      int: (n: number) => Math.floor(next() * n),
      pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
      chance: (p: number) => next() < p,
    };
  }
  type Rng = ReturnType<typeof prng>;

  // ---------------------------------------------------------------- the model

  interface FamilyConfig {
    name: string;
    versions: number;
    minVersions: number;
    /** seconds; undefined = FOREVER */
    ttl?: number;
    kdc: 'FALSE' | 'TRUE' | 'TTL';
  }

  interface MCell {
    row: string;
    family: string;
    qualifier: string;
    ts: bigint;
    type: CellType;
    value: string;
    ttlMs?: number;
  }

  interface Read {
    columns?: ColumnSelector[];
    tmin: bigint;
    tmax: bigint;
    versions: number;
    raw: boolean;
  }

  const bin = (s: string) => Buffer.from(s, 'latin1');
  const cmpStr = (a: string, b: string) => Buffer.compare(bin(a), bin(b));
  const TMAX = 1n << 63n;

  class Model {
    cells = new Map<string, MCell>();
    constructor(public families: FamilyConfig[]) {}

    fam(name: string): FamilyConfig {
      return this.families.find((f) => f.name === name)!;
    }

    write(c: MCell): void {
      this.cells.set(`${c.row}\u0001${c.family}\u0001${c.qualifier}\u0001${c.ts}\u0001${c.type}`, c);
    }

    rowCells(row: string, family: string): MCell[] {
      return [...this.cells.values()].filter((c) => c.row === row && c.family === family);
    }

    rows(): string[] {
      return [...new Set([...this.cells.values()].map((c) => c.row))].sort(cmpStr);
    }

    /** Selected families in order, each with its qualifier set (null = all), Scan.addFamily/addColumn semantics. */
    selection(columns?: ColumnSelector[]): Array<[FamilyConfig, Set<string> | null]> {
      const fams = [...this.families].sort((a, b) => cmpStr(a.name, b.name));
      if (!columns?.length) return fams.map((f) => [f, null]);
      const sel = new Map<string, Set<string> | null>();
      for (const c of columns) {
        if (c.qualifier === null) sel.set(c.family, null);
        else {
          const q = Buffer.from(c.qualifier).toString('latin1');
          const cur = sel.get(c.family);
          if (cur) cur.add(q);
          else sel.set(c.family, new Set([q]));
        }
      }
      return fams.filter((f) => sel.has(f.name)).map((f) => [f, sel.get(f.name)!]);
    }

    /** The cells a read returns for one row and family, in HBase order. */
    readFamily(row: string, f: FamilyConfig, quals: Set<string> | null, r: Read, now: bigint): MCell[] {
      // StoreScanner: a raw read's oldest unexpired timestamp is 0 (only a cell's own TTL applies)
      const oldest = f.ttl === undefined || r.raw ? undefined : now - BigInt(f.ttl) * 1000n;
      const expired = (ts: bigint) => oldest !== undefined && ts < oldest;
      const all = this.rowCells(row, f.name).filter((c) => {
        if (c.type === 'Put' && c.ttlMs !== undefined && c.ts + BigInt(c.ttlMs) < now) return false;
        if (f.minVersions === 0 && expired(c.ts)) return false;
        return true;
      });
      const selected = (q: string) => quals === null || quals.has(q);
      const byColumn = new Map<string, MCell[]>();
      for (const c of all) {
        if (!byColumn.has(c.qualifier)) byColumn.set(c.qualifier, []);
        byColumn.get(c.qualifier)!.push(c);
      }
      const columns = [...byColumn.keys()].sort(cmpStr);
      const order = (a: MCell, b: MCell) => (a.ts === b.ts ? CELL_TYPE_CODE[b.type] - CELL_TYPE_CODE[a.type] : a.ts > b.ts ? -1 : 1);
      const out: MCell[] = [];
      if (r.raw) {
        for (const q of columns) {
          if (quals !== null) {
            // ExplicitColumnTracker: markers count too, a same-timestamp entry after an included one is
            // skipped, and the entry reaching VERSIONS is the last
            if (!selected(q)) continue;
            let count = 0;
            let prev: bigint | undefined;
            for (const c of byColumn.get(q)!.sort(order)) {
              if (c.ts >= r.tmax) continue;
              if (c.ts < r.tmin) break;
              if (c.ts === prev) continue;
              count++;
              out.push(c);
              if (count >= r.versions) break;
              prev = c.ts;
            }
            continue;
          }
          let count = 0;
          for (const c of byColumn.get(q)!.sort(order)) {
            if (c.ts >= r.tmax || c.ts < r.tmin || !selected(q)) continue;
            if (c.type === 'Put') count++;
            if (count > r.versions) break;
            out.push(c);
          }
        }
        return out;
      }
      const markers = all.filter((c) => c.type !== 'Put' && (f.kdc === 'FALSE' ? c.ts >= r.tmin : c.ts >= r.tmin && c.ts < r.tmax));
      const masked = (p: MCell) =>
        markers.some(
          (m) =>
            (m.type === 'DeleteFamily' && p.ts <= m.ts) ||
            (m.type === 'DeleteFamilyVersion' && p.ts === m.ts) ||
            (m.type === 'DeleteColumn' && m.qualifier === p.qualifier && p.ts <= m.ts) ||
            (m.type === 'Delete' && m.qualifier === p.qualifier && p.ts === m.ts),
        );
      const cap = Math.min(r.versions, f.versions);
      for (const q of columns) {
        if (!selected(q)) continue;
        const candidates = byColumn
          .get(q)!
          .filter((c) => c.type === 'Put' && !masked(c) && c.ts >= r.tmin && c.ts < r.tmax)
          .sort(order);
        for (let i = 0; i < candidates.length; i++) {
          if (quals !== null) {
            // ExplicitColumnTracker: the version reaching VERSIONS, or the first expired one at or beyond
            // MIN_VERSIONS, is included and ends the column
            out.push(candidates[i]);
            if (i + 1 >= cap || (i + 1 >= f.minVersions && expired(candidates[i].ts))) break;
            continue;
          }
          if (i + 1 > cap) break;
          if (i + 1 > f.minVersions && expired(candidates[i].ts)) break;
          out.push(candidates[i]);
        }
      }
      return out;
    }

    readRow(row: string, r: Read, now: bigint): MCell[] {
      return this.selection(r.columns).flatMap(([f, q]) => this.readFamily(row, f, q, r, now));
    }

    scan(spec: ScanSpec & Read, now: bigint): Array<[string, MCell[]]> {
      let rows = this.rows();
      const start = spec.startRow?.length ? Buffer.from(spec.startRow).toString('latin1') : undefined;
      const stop = spec.stopRow?.length ? Buffer.from(spec.stopRow).toString('latin1') : undefined;
      if (spec.reversed) {
        rows = rows.reverse().filter((r) => (start === undefined || cmpStr(r, start) <= 0) && (stop === undefined || cmpStr(r, stop) > 0));
      } else {
        rows = rows.filter((r) => (start === undefined || cmpStr(r, start) >= 0) && (stop === undefined || cmpStr(r, stop) < 0));
      }
      const out: Array<[string, MCell[]]> = [];
      for (const row of rows) {
        const cells = this.readRow(row, spec, now);
        if (cells.length) out.push([row, cells]);
        if (spec.limit && out.length >= spec.limit) break;
      }
      return out;
    }

    /** Compaction as compact.ts specifies it, over the model's cells. */
    compact(now: bigint, major: boolean): void {
      const groups = new Map<string, MCell[]>();
      for (const c of this.cells.values()) {
        const k = `${c.row}\u0001${c.family}`;
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k)!.push(c);
      }
      const drop = new Set<MCell>();
      for (const cells of groups.values()) {
        const f = this.fam(cells[0].family);
        const oldest = f.ttl === undefined ? undefined : now - BigInt(f.ttl) * 1000n;
        const expired = (ts: bigint) => oldest !== undefined && ts < oldest;
        const live = cells.filter((c) => {
          const gone = (c.type === 'Put' && c.ttlMs !== undefined && c.ts + BigInt(c.ttlMs) < now) || (f.minVersions === 0 && expired(c.ts));
          if (gone) drop.add(c);
          return !gone;
        });
        const tracked = live.filter((m) => m.type !== 'Put' && (f.kdc === 'FALSE' || (f.kdc === 'TTL' && expired(m.ts))));
        for (const m of live.filter((c) => c.type !== 'Put')) {
          const keep = !major || f.kdc === 'TRUE' || (f.kdc === 'TTL' && !expired(m.ts));
          if (!keep) drop.add(m);
        }
        const columns = new Map<string, MCell[]>();
        for (const p of live.filter((c) => c.type === 'Put')) {
          const masked = tracked.some(
            (m) =>
              (m.type === 'DeleteFamily' && p.ts <= m.ts) ||
              (m.type === 'DeleteFamilyVersion' && p.ts === m.ts) ||
              (m.type === 'DeleteColumn' && m.qualifier === p.qualifier && p.ts <= m.ts) ||
              (m.type === 'Delete' && m.qualifier === p.qualifier && p.ts === m.ts),
          );
          if (masked) drop.add(p);
          else {
            if (!columns.has(p.qualifier)) columns.set(p.qualifier, []);
            columns.get(p.qualifier)!.push(p);
          }
        }
        for (const ps of columns.values()) {
          ps.sort((a, b) => (a.ts > b.ts ? -1 : a.ts < b.ts ? 1 : 0));
          ps.forEach((p, i) => {
            if (i + 1 > f.versions || (i + 1 > f.minVersions && expired(p.ts))) drop.add(p);
          });
        }
      }
      for (const [k, c] of [...this.cells]) if (drop.has(c)) this.cells.delete(k);
    }
  }

  // ---------------------------------------------------------------- rendering

  const showM = (c: MCell) => (c.type === 'Put' ? `${c.family}:${c.qualifier}@${c.ts}=${c.value}` : `${c.family}:${c.qualifier}@${c.ts}/${c.type}`);
  const showE = (c: { family: string; qualifier: Uint8Array; timestamp: bigint; type: CellType; value: Uint8Array }) =>
    c.type === 'Put'
      ? `${c.family}:${Buffer.from(c.qualifier).toString('latin1')}@${c.timestamp}=${Buffer.from(c.value).toString('latin1')}`
      : `${c.family}:${Buffer.from(c.qualifier).toString('latin1')}@${c.timestamp}/${c.type}`;

  // ---------------------------------------------------------------- the random run

  const ROWS = ['a', 'ab', 'a\x00', 'b', '\xff', 'c\x00d'];
  const QUALS = ['', 'q', 'q\x00', 'r'];
  const VALUES = ['x', 'yy', '', '\x00z'];

  function familyDescriptor(f: FamilyConfig): FamilyDescriptor {
    const values: Array<[string, string]> = [
      ['VERSIONS', String(f.versions)],
      ['MIN_VERSIONS', String(f.minVersions)],
      ['KEEP_DELETED_CELLS', f.kdc],
    ];
    if (f.ttl !== undefined) values.push(['TTL', String(f.ttl)]);
    return { name: f.name, values };
  }

  function randomFamilies(rng: Rng): FamilyConfig[] {
    const n = 1 + rng.int(3);
    return ['f', 'g', 'h'].slice(0, n).map((name) => {
      const versions = 1 + rng.int(3);
      const ttl = rng.chance(0.4) ? 20 + rng.int(60) : undefined;
      return { name, versions, minVersions: ttl !== undefined && rng.chance(0.5) ? rng.int(versions + 1) : 0, ttl, kdc: rng.pick(['FALSE', 'FALSE', 'TRUE', 'TTL'] as const) };
    });
  }

  async function runSequence(seed: number, steps: number): Promise<void> {
    const fresh = await suite.target.backend();
    const rng = prng(seed);
    const clock = { t: 100_000n, now() { return this.t; } };
    const families = randomFamilies(rng);
    const model = new Model(families);
    const engine: Engine = await openEngine({ backend: fresh.backend, clock, coalesceWrites: rng.chance(0.5) });
    const log: string[] = [`families ${JSON.stringify(families)}`];
    const randomTs = (): bigint => BigInt(Number(clock.t) - rng.int(90_000) + rng.int(2_000));
    const check = (what: string, got: unknown, want: unknown) => {
      try {
        expect(got).toEqual(want);
      } catch (e) {
        throw new Error(`seed ${seed}: ${what} differs\n${log.join('\n')}\n${(e as Error).message}`, { cause: e });
      }
    };
    try {
      await engine.createTable('t', { families: families.map(familyDescriptor), values: [] }, []);
      for (let step = 0; step < steps; step++) {
        const op = rng.next();
        const row = rng.pick(ROWS);
        const f = rng.pick(model.families);
        const q = rng.pick(QUALS);
        const now = clock.t;
        if (op < 0.3) {
          const ts = rng.chance(0.5) ? randomTs() : undefined;
          const ttlMs = rng.chance(0.15) ? rng.int(60_000) : undefined;
          const value = rng.pick(VALUES);
          log.push(`put ${JSON.stringify(row)} ${f.name}:${JSON.stringify(q)} ${JSON.stringify(value)} ts=${ts} ttl=${ttlMs}`);
          await engine.mutateRow('t', bin(row), [{ kind: 'put', family: f.name, qualifier: bin(q), value: bin(value), timestamp: ts, ttlMs }]);
          model.write({ row, family: f.name, qualifier: q, ts: ts ?? now, type: 'Put', value, ttlMs });
        } else if (op < 0.45) {
          const type = rng.pick(['Delete', 'DeleteColumn', 'DeleteFamily', 'DeleteFamilyVersion'] as const);
          const ts = rng.chance(0.5) ? randomTs() : undefined;
          const familyLevel = type === 'DeleteFamily' || type === 'DeleteFamilyVersion';
          log.push(`delete ${type} ${JSON.stringify(row)} ${f.name}:${JSON.stringify(q)} ts=${ts}`);
          await engine.mutateRow('t', bin(row), [{ kind: 'delete', type, family: f.name, qualifier: bin(q), timestamp: ts }]);
          let mts = ts ?? now;
          if (type === 'Delete' && ts === undefined) {
            const latest = model.readFamily(row, f, new Set([q]), { tmin: 0n, tmax: TMAX, versions: 1, raw: false }, now);
            if (latest.length) mts = latest[0].ts;
          }
          model.write({ row, family: f.name, qualifier: familyLevel ? '' : q, ts: mts, type, value: '' });
        } else if (op < 0.5) {
          const ts = rng.chance(0.5) ? randomTs() : undefined;
          log.push(`deleteall ${JSON.stringify(row)} ts=${ts}`);
          const muts: Mutation[] = model.families.map((x) => ({ kind: 'delete', type: 'DeleteFamily', family: x.name, qualifier: bin(''), timestamp: ts }));
          await engine.mutateRow('t', bin(row), muts);
          for (const x of model.families) model.write({ row, family: x.name, qualifier: '', ts: ts ?? now, type: 'DeleteFamily', value: '' });
        } else if (op < 0.58) {
          const amount = BigInt(rng.int(7) - 3);
          log.push(`incr ${JSON.stringify(row)} ${f.name}:${JSON.stringify(q)} ${amount}`);
          const old = model.readFamily(row, f, new Set([q]), { tmin: 0n, tmax: TMAX, versions: 1, raw: false }, now)[0];
          if (old && old.value.length !== 8) {
            await expect(engine.increment('t', bin(row), f.name, bin(q), amount)).rejects.toMatchObject({ code: 'NOT_A_COUNTER' });
          } else {
            const base = old ? bin(old.value).readBigInt64BE(0) : 0n;
            const got = await engine.increment('t', bin(row), f.name, bin(q), amount);
            check('incr', got, BigInt.asIntN(64, base + amount));
            const b = Buffer.alloc(8);
            b.writeBigInt64BE(got);
            model.write({ row, family: f.name, qualifier: q, ts: old && old.ts + 1n > now ? old.ts + 1n : now, type: 'Put', value: b.toString('latin1') });
          }
        } else if (op < 0.62) {
          const versions = Math.max(1, f.minVersions) + rng.int(3);
          log.push(`alter ${f.name} VERSIONS=${versions}`);
          f.versions = versions;
          await engine.modifyTable('t', { families: model.families.map(familyDescriptor), values: [] });
        } else if (op < 0.66) {
          const major = rng.chance(0.7);
          log.push(`compact major=${major}`);
          await engine.compact('t', { major });
          model.compact(now, major);
        } else if (op < 0.72) {
          const ms = rng.chance(0.5) ? rng.int(1000) : rng.int(60_000);
          log.push(`clock +${ms}`);
          clock.t += BigInt(ms);
        } else {
          const read: Read = { tmin: 0n, tmax: TMAX, versions: 1 + rng.int(4), raw: rng.chance(0.25) };
          if (rng.chance(0.3)) {
            const a = randomTs();
            const b = a + BigInt(rng.int(60_000));
            read.tmin = a < 0n ? 0n : a;
            read.tmax = b;
          }
          if (rng.chance(0.4)) {
            read.columns = [];
            for (let i = 1 + rng.int(3); i > 0; i--) {
              const x = rng.pick(model.families);
              read.columns.push({ family: x.name, qualifier: rng.chance(0.4) ? null : bin(rng.pick(QUALS)) });
            }
          }
          const spec = { columns: read.columns, timeRange: read.tmin === 0n && read.tmax === TMAX ? undefined : { min: read.tmin, max: read.tmax }, maxVersions: read.versions, raw: read.raw };
          if (rng.chance(0.4)) {
            log.push(`get ${JSON.stringify(row)} ${JSON.stringify(spec, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`);
            const got = (await engine.get('t', bin(row), spec)).map(showE);
            check('get', got, model.readRow(row, read, now).map(showM));
          } else {
            const scanSpec: ScanSpec = { ...spec };
            if (rng.chance(0.4)) scanSpec.startRow = bin(rng.pick(ROWS));
            if (rng.chance(0.3)) scanSpec.stopRow = bin(rng.pick(ROWS));
            if (rng.chance(0.3)) scanSpec.reversed = true;
            if (rng.chance(0.3)) scanSpec.limit = 1 + rng.int(3);
            log.push(`scan ${JSON.stringify(scanSpec, (_, v) => (typeof v === 'bigint' ? String(v) : v instanceof Object && v.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v))}`);
            const got: string[] = [];
            for await (const r of engine.scan('t', scanSpec)) got.push(`${Buffer.from(r.row).toString('latin1')} ${r.cells.map(showE).join(' ')}`);
            const want = model.scan({ ...scanSpec, ...read }, now).map(([r, cells]) => `${r} ${cells.map(showM).join(' ')}`);
            check('scan', got, want);
          }
        }
      }
      // a final full raw comparison
      const raw: Read = { tmin: 0n, tmax: TMAX, versions: 1000, raw: true };
      const got: string[] = [];
      for await (const r of engine.scan('t', { raw: true, maxVersions: 1000 })) got.push(`${Buffer.from(r.row).toString('latin1')} ${r.cells.map(showE).join(' ')}`);
      check('final raw scan', got, model.scan({ ...raw }, clock.t).map(([r, cells]) => `${r} ${cells.map(showM).join(' ')}`));
    } finally {
      await engine.close();
      fresh.cleanup();
    }
  }

  describe('model-based: random operation sequences agree with the model', () => {
    const runs = Number(process.env.HSH_MODEL_RUNS ?? Math.round(campaign(600, 3000) * (suite.target.modelShare ?? 1)));
    suite.markers(`${runs} seeded sequences of 40 operations`, async () => {
      const base = Number(process.env.HSH_MODEL_SEED ?? 1);
      const n = runs;
      for (let i = 0; i < n; i++) await runSequence(base + i, 40);
    }, 120_000);
  });
}
