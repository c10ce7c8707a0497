/**
 * The layout's rules (docs/ARCHITECTURE.md): which room may import which,
 * storage libraries only in a backend, no module-global mutable state
 * outside the shell. Reads every import of src/ and fails on the first
 * broken rule, naming the file and line.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '..', 'src');

type Room = 'bytes' | 'errors' | 'ruby' | 'grammar' | 'filter' | 'engine' | 'backend' | 'hbase' | 'commands' | 'format' | 'shell' | 'cli';

/** What each room may import besides itself (`engine-types`: `import type` from the engine only). */
const ALLOWED: Record<Room, ReadonlyArray<Room | 'engine-types' | 'filter-types' | 'engine-interface'>> = {
  bytes: [],
  errors: [],
  ruby: ['errors', 'bytes'],
  grammar: ['errors', 'ruby'],
  filter: ['errors', 'bytes'],
  engine: ['errors', 'bytes', 'filter-types'],
  backend: ['engine-interface', 'errors', 'bytes'],
  hbase: ['engine', 'ruby', 'filter', 'errors', 'bytes'],
  commands: ['hbase', 'ruby', 'format', 'errors', 'bytes', 'engine-types'],
  format: ['ruby', 'bytes', 'errors', 'engine-types'],
  shell: ['bytes', 'errors', 'ruby', 'grammar', 'filter', 'engine', 'hbase', 'commands', 'format'],
  cli: ['bytes', 'errors', 'ruby', 'grammar', 'filter', 'engine', 'backend', 'hbase', 'commands', 'format', 'shell'],
};

/** Packages that only a backend may load. */
const STORAGE_LIBRARIES = ['classic-level', 'memory-level', 'abstract-level', '@google-cloud/bigtable', 'google-gax', '@grpc/grpc-js'];

/** The engine's interface files, which a backend implements. */
const ENGINE_INTERFACE = new Set(['engine/backend.ts', 'engine/types.ts']);

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|cts|mts)$/.test(name)) out.push(p);
  }
  return out;
}

/** The room of a path relative to src/ (`engine/backends/leveldb/keys.ts` → backend). */
function roomOf(rel: string): { room: Room; backend?: string } {
  const parts = rel.split('/');
  if (parts[0] === 'engine' && parts[1] === 'backends') return { room: 'backend', backend: parts[2] };
  switch (parts[0]) {
    case 'bytes.ts':
      return { room: 'bytes' };
    case 'errors.ts':
      return { room: 'errors' };
    case 'cli.ts':
    case 'launch.cts':
      return { room: 'cli' };
    default:
      return { room: parts[0] as Room };
  }
}

interface Import {
  line: number;
  specifier: string;
  typeOnly: boolean;
}

function imports(text: string): Import[] {
  const out: Import[] = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const specifier = m[3] ?? m[4];
    const line = text.slice(0, m.index + m[0].length).split('\n').length;
    out.push({ line, specifier, typeOnly: m[2] !== undefined });
  }
  return out;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of files(SRC)) {
    const rel = relative(SRC, file).split('\\').join('/');
    if (rel.includes('/generated/')) continue;
    const from = roomOf(rel);
    const text = readFileSync(file, 'utf8');
    for (const imp of imports(text)) {
      const where = `src/${rel}:${imp.line} imports '${imp.specifier}'`;
      if (!imp.specifier.startsWith('.')) {
        const pkg = imp.specifier;
        if (STORAGE_LIBRARIES.some((l) => pkg === l || pkg.startsWith(`${l}/`)) && from.room !== 'backend') found.push(`${where}: a storage library outside src/engine/backends/`);
        continue;
      }
      const target = relative(SRC, resolve(dirname(file), imp.specifier)).split('\\').join('/').replace(/\.js$/, '.ts').replace(/\.cjs$/, '.cts');
      const to = roomOf(target);
      if (to.room === from.room) {
        if (from.room === 'backend' && to.backend !== from.backend) found.push(`${where}: one backend imports another`);
        continue;
      }
      const allowed = ALLOWED[from.room] ?? [];
      const ok =
        allowed.includes(to.room) ||
        (to.room === 'engine' && allowed.includes('engine-types') && imp.typeOnly) ||
        (to.room === 'filter' && allowed.includes('filter-types') && imp.typeOnly) ||
        (to.room === 'engine' && allowed.includes('engine-interface') && ENGINE_INTERFACE.has(target));
      if (!ok) found.push(`${where}: ${from.room} may not import ${to.room}${imp.typeOnly ? ' (even as types)' : ''}`);
    }
    // module-global mutable state: a top-level `let`, or a top-level collection created empty to be filled later (a cache)
    if (from.room !== 'shell') {
      text.split('\n').forEach((l, i) => {
        if (/^let\s+\w+\s*[:=;]/.test(l) || /^(export\s+)?const\s+\w+\s*(:[^=]+)?=\s*new\s+(?!Text(De|En)coder\b)[A-Z]\w*(<.*>)?\(\)/.test(l)) {
          found.push(`src/${rel}:${i + 1}: module-global mutable state outside src/shell/ (${l.trim()})`);
        }
      });
    }
  }
  return found;
}

/** The modules each module loads when it is loaded: static imports that are not types only (`import { type A }` is erased too). */
function staticImports(text: string): string[] {
  const out: string[] = [];
  const re = /(?:^|\n)\s*import\s+(?!type\s)([^'";]*?)\sfrom\s+['"](\.[^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const named = /^\{([^}]*)\}$/.exec(m[1].trim());
    if (named && named[1].split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    out.push(m[2]);
  }
  return out;
}

/**
 * A cycle of static imports: Node's ESM copes with most, but vitest's module runner
 * deadlocked on one when many modules loaded at once (the command registry's loadAll).
 */
function importCycle(): string[] {
  const graph = new Map<string, string[]>();
  for (const file of files(SRC)) graph.set(file, staticImports(readFileSync(file, 'utf8')).map((s) => resolve(dirname(file), s).replace(/\.js$/, '.ts')));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): string[] | undefined => {
    if (state.get(f) === 'done' || !graph.has(f)) return undefined;
    if (state.get(f) === 'open') return path.slice(path.indexOf(f)).concat(f).map((x) => relative(SRC, x));
    state.set(f, 'open');
    path.push(f);
    for (const g of graph.get(f)!) {
      const cycle = visit(g);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(f, 'done');
    return undefined;
  };
  for (const f of graph.keys()) {
    const cycle = visit(f);
    if (cycle) return cycle;
  }
  return [];
}

describe('the layout (docs/ARCHITECTURE.md)', () => {
  it('no module is in a cycle of static imports', () => {
    expect(importCycle()).toEqual([]);
  });

  it('the cycle check reads what a module loads: types-only imports load nothing', () => {
    expect(staticImports("import type { A } from './a.js';\nimport { type B } from './b.js';\nimport { type C, d } from './c.js';\nimport e from './e.js';")).toEqual(['./c.js', './e.js']);
  });

  it('every import keeps the rooms rules; storage libraries only in backends; no module-global mutable state outside the shell', () => {
    expect(violations()).toEqual([]);
  });

  it('the check itself catches a broken rule', () => {
    expect(imports("import type { Engine } from '../engine/types.js';\nimport { x } from './y.js';\nconst m = await import('../shell/live.js');")).toEqual([
      { line: 1, specifier: '../engine/types.js', typeOnly: true },
      { line: 2, specifier: './y.js', typeOnly: false },
      { line: 3, specifier: '../shell/live.js', typeOnly: false },
    ]);
    expect(roomOf('engine/backends/leveldb/keys.ts')).toEqual({ room: 'backend', backend: 'leveldb' });
    expect(roomOf('commands/dml/put.ts')).toEqual({ room: 'commands' });
  });
});
