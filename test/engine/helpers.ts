/** Shared helpers for the engine tests: a controllable clock, byte shorthands, cell rendering. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cell, Engine, FamilyDescriptor, Mutation, ReadSpec, RowResult, ScanSpec } from '../../src/engine/types.js';

/** A clock that advances `step` ms per reading (0 = frozen) and can be set. */
export class TestClock {
  constructor(
    public t: bigint = 1_000_000n,
    public step = 1n,
  ) {}
  readings = 0;
  now(): bigint {
    this.readings++;
    const v = this.t;
    this.t += this.step;
    return v;
  }
  set(t: bigint | number): void {
    this.t = BigInt(t);
  }
  advance(ms: bigint | number): void {
    this.t += BigInt(ms);
  }
}

export const B = (s: string): Buffer => Buffer.from(s, 'latin1');

export function fam(name: string, attrs: Record<string, string | number> = {}): FamilyDescriptor {
  return { name, values: Object.entries(attrs).map(([k, v]) => [k, String(v)]) };
}

export interface TestEngine {
  engine: Engine;
  clock: TestClock;
  close(): Promise<void>;
}

export function tempDir(prefix = 'hsh-engine-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `f:q@ts=value` / `f:q@ts/DeleteColumn`: one line per cell, compact for assertions. */
export function show(c: Cell): string {
  const q = Buffer.from(c.qualifier).toString('latin1');
  return c.type === 'Put' ? `${c.family}:${q}@${c.timestamp}=${Buffer.from(c.value).toString('latin1')}` : `${c.family}:${q}@${c.timestamp}/${c.type}`;
}

export function showRow(r: RowResult): string {
  return `${Buffer.from(r.row).toString('latin1')} ${r.cells.map(show).join(' ')}`;
}

export async function get(e: Engine, table: string, row: string, spec: ReadSpec = {}): Promise<string[]> {
  return (await e.get(table, B(row), spec)).map(show);
}

export async function scan(e: Engine, table: string, spec: ScanSpec = {}): Promise<string[]> {
  const out: string[] = [];
  for await (const r of e.scan(table, spec)) out.push(showRow(r));
  return out;
}

export async function put(e: Engine, table: string, row: string, column: string, value: string, timestamp?: bigint | number, ttlMs?: number): Promise<void> {
  const [family, qualifier] = splitColumn(column);
  await e.mutateRow(table, B(row), [
    { kind: 'put', family, qualifier: B(qualifier ?? ''), value: B(value), timestamp: timestamp === undefined ? undefined : BigInt(timestamp), ttlMs },
  ]);
}

export function splitColumn(column: string): [string, string | undefined] {
  const i = column.indexOf(':');
  return i < 0 ? [column, undefined] : [column.slice(0, i), column.slice(i + 1)];
}

export async function del(
  e: Engine,
  table: string,
  row: string,
  type: Exclude<Mutation & { kind: 'delete' }, never>['type'],
  column: string,
  timestamp?: bigint | number,
): Promise<void> {
  const [family, qualifier] = splitColumn(column);
  await e.mutateRow(table, B(row), [{ kind: 'delete', type, family, qualifier: B(qualifier ?? ''), timestamp: timestamp === undefined ? undefined : BigInt(timestamp) }]);
}

export async function rejects(p: Promise<unknown> | (() => unknown), code: string, message?: string | RegExp): Promise<void> {
  let err: unknown;
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    err = e;
  }
  if (!err) throw new Error(`expected ${code}, nothing was thrown`);
  const e = err as { code?: string; message: string };
  if (e.code !== code) throw new Error(`expected ${code}, got ${e.code}: ${e.message}`);
  if (message instanceof RegExp ? !message.test(e.message) : message !== undefined && e.message !== message) {
    throw new Error(`expected message ${message}, got ${e.message}`);
  }
}
