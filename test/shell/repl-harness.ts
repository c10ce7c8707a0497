/**
 * Drives the REPL on streams: keys go into a fake TTY input, everything the
 * REPL writes goes into a VirtualTerminal, and tests assert the screen.
 *
 * The session is a small stand-in with the real evaluator and a handful of
 * commands over an in-memory table map (put/get/scan/count/create/list …),
 * so these tests exercise the prompt — not the engine or the formatter.
 */
import { afterEach } from 'vitest';
import { PassThrough, Writable } from 'node:stream';
import { join } from 'node:path';
import { startRepl, type ReplOptions, type ReplSession } from '../../src/shell/repl.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';
import type { SessionOptions, StatementStatus } from '../../src/shell/execute.js';
import type { StatementChunk } from '../../src/grammar/parse.js';
import { Evaluator } from '../../src/shell/evaluator.js';
import { ShellError, ExitRequest, isShellError } from '../../src/errors.js';
import { defineCommand, lines, rest, type Command, type CommandContext, type Registry } from '../../src/commands/define.js';
import { history } from '../../src/commands/hsh/history.js';
import { set_format } from '../../src/commands/hsh/set_format.js';
import { debug, debugState } from '../../src/commands/shell/debug.js';
import { SystemClock } from '../../src/shell/clock.js';
import { live } from '../../src/shell/live.js';
import { HBase } from '../../src/hbase/client.js';
import { memorySessionOptions, tempDir } from '../helpers/shell.js';
import { TableRef, type Value, RHash } from '../../src/ruby/values.js';
import { inspect } from '../../src/ruby/inspect.js';
import { toS } from '../../src/ruby/coerce.js';
import type { Engine, RowResult, ScanSpec } from '../../src/engine/types.js';
import { VirtualTerminal } from './vt.js';

export interface FakeTable {
  families: string[];
  /** row → 'family:qualifier' → value */
  rows: Map<string, Map<string, string>>;
  enabled: boolean;
}

export class FakeStore {
  tables = new Map<string, FakeTable>();
  namespaces = ['default', 'hbase'];
  /** Opening the store fails with this (a data directory held by another process). */
  openError: Error | undefined;
  /** Rows written (the engine's writeRequestCount). */
  writes = 0;

  engine(): Engine {
    if (this.openError) throw this.openError;
    const store = this;
    const descriptor = (name: string, t: FakeTable) => ({
      name: { namespace: name.includes(':') ? name.split(':')[0] : 'default', qualifier: name.split(':').pop()!, nameAsString: name },
      state: t.enabled ? 'ENABLED' : 'DISABLED',
      families: t.families.map((f) => ({ name: f, values: [] })),
      values: [],
      splits: [],
      createdAt: 0n,
    });
    const engine = {
      listTables: () => [...store.tables.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([n, t]) => descriptor(n, t)),
      getTable: (name: string) => {
        const t = store.tables.get(name);
        return t ? descriptor(name, t) : undefined;
      },
      listNamespaces: () => store.namespaces.map((name) => ({ name, properties: [] })),
      listSnapshots: () => [],
      scan(table: string, spec: ScanSpec) {
        const t = store.tables.get(table)!;
        const rows = [...t.rows.keys()].sort();
        const gen = async function* (): AsyncGenerator<RowResult> {
          let n = 0;
          for (const r of rows) {
            if (spec.startRow && Buffer.from(r) < Buffer.from(spec.startRow)) continue;
            if (spec.stopRow && Buffer.compare(Buffer.from(r), Buffer.from(spec.stopRow)) >= 0) break;
            if (spec.limit !== undefined && n >= spec.limit) return;
            n++;
            const cells = [...t.rows.get(r)!.entries()].map(([col, value]) => {
              const [family, qualifier] = col.split(':');
              return { row: Buffer.from(r), family, qualifier: Buffer.from(qualifier), timestamp: 1n, type: 'Put' as const, value: Buffer.from(value) };
            });
            yield { row: Buffer.from(r), cells };
          }
        };
        return Object.assign(gen(), { metrics: {} });
      },
      async flushWrites() {},
      async close() {},
    };
    return engine as unknown as Engine;
  }
}

function text(v: Value | undefined): string {
  return v === undefined || v === null ? '' : toS(v).toString('utf8');
}

/** The stand-in commands: enough of put/get/scan/count/create/list to type at. */
export function fakeCommands(store: FakeStore, hooks: { slowScan?: boolean } = {}): Command[] {
  const cmd = (name: string, usage: string, run: (ctx: CommandContext & { signal?: AbortSignal }, args: Value[]) => Promise<{ out: string[]; value?: Value }>, extra: Partial<Command> = {}) =>
    defineCommand({
      name,
      group: 'dml',
      usage,
      help: `${name} help`,
      tableMethod: extra.tableMethod,
      optionKeys: extra.optionKeys,
      args: [rest('args')],
      async run(ctx, [args]) {
        const r = await run(ctx as CommandContext & { signal?: AbortSignal }, args);
        return { outputs: r.out.length ? [lines(...r.out)] : [], value: r.value };
      },
    });
  const table = (name: string): FakeTable => {
    const t = store.tables.get(name);
    if (!t) throw new ShellError('TABLE_NOT_FOUND', `Unknown table ${name}!`);
    return t;
  };
  return [
    cmd('create', "create 'table', {NAME => 'family', VERSIONS => n} [, …]", async (_ctx, args) => {
      const name = text(args[0]);
      const families = args.slice(1).map((a) => (a instanceof RHash ? text(a.get('NAME')) : text(a)));
      store.tables.set(name, { families, rows: new Map(), enabled: true });
      return { out: [`Created table ${name}`], value: new TableRef(name) };
    }, { optionKeys: ['NAME', 'VERSIONS', 'TTL', 'SPLITS', 'BLOOMFILTER', 'COMPRESSION'] }),
    cmd('put', "put 'table', 'row', 'family:qualifier', 'value' [, timestamp]", async (_ctx, args) => {
      const t = table(text(args[0]));
      const row = text(args[1]);
      if (!t.rows.has(row)) t.rows.set(row, new Map());
      t.rows.get(row)!.set(text(args[2]), text(args[3]));
      store.writes++;
      return { out: [] };
    }, { tableMethod: true }),
    // One command that writes n rows and prints a line for each (a statement that writes, with no loop).
    cmd('put_lines', "put_lines 'table', n", async (_ctx, args) => {
      const t = table(text(args[0]));
      const n = Number(args[1] ?? 0n);
      for (let i = 1; i <= n; i++) {
        t.rows.set(`r${i}`, new Map([['f:c', String(i)]]));
        store.writes++;
      }
      return { out: Array.from({ length: n }, (_, i) => `put r${i + 1}`) };
    }),
    cmd('get', "get 'table', 'row' [, {COLUMN => 'family:qualifier', …}]", async (_ctx, args) => {
      const t = table(text(args[0]));
      const cells = t.rows.get(text(args[1])) ?? new Map();
      return { out: ['COLUMN  CELL', ...[...cells].map(([c, v]) => ` ${c} value=${v}`), `${cells.size ? 1 : 0} row(s)`] };
    }, { tableMethod: true, optionKeys: ['COLUMN', 'COLUMNS', 'TIMESTAMP', 'TIMERANGE', 'VERSIONS', 'FILTER'] }),
    cmd('scan', "scan 'table' [, {COLUMNS => […], LIMIT => n, …}]", async (ctx, args) => {
      const name = text(args[0]);
      if (name === 'slow' && hooks.slowScan !== false) {
        // Scans forever, one row per 10 ms, until interrupted.
        const out: string[] = [];
        for (let i = 0; ; i++) {
          if (ctx.signal?.aborted) throw new ShellError('INTERRUPTED', 'Interrupted');
          await new Promise((r) => setTimeout(r, 10));
          out.push(`row${i}`);
        }
      }
      const t = table(name);
      const out = ['ROW  COLUMN+CELL'];
      const limit = args[1] instanceof RHash && args[1].get('LIMIT') !== undefined ? Number(args[1].get('LIMIT')) : Infinity;
      let n = 0;
      for (const [r, cells] of [...t.rows].sort()) {
        if (n++ >= limit) break;
        for (const [c, v] of cells) out.push(` ${r} column=${c}, value=${v}`);
      }
      out.push(`${Math.min(n, t.rows.size)} row(s)`);
      return { out };
    }, { tableMethod: true, optionKeys: ['COLUMNS', 'COLUMN', 'LIMIT', 'STARTROW', 'STOPROW', 'FILTER', 'VERSIONS', 'RAW', 'REVERSED', 'TIMERANGE'] }),
    cmd('count', "count 'table' [, INTERVAL => n]", async (_ctx, args) => {
      const t = table(text(args[0]));
      const interval = args[1] instanceof RHash && args[1].get('INTERVAL') !== undefined ? Number(args[1].get('INTERVAL')) : 1000;
      const progress = [...t.rows.keys()].sort().flatMap((r, i) => ((i + 1) % interval === 0 ? [`Current count: ${i + 1}, row: ${r}`] : []));
      return { out: [...progress, `${t.rows.size} row(s)`], value: BigInt(t.rows.size) };
    }, { tableMethod: true, optionKeys: ['INTERVAL', 'CACHE', 'FILTER'] }),
    cmd('list', "list ['regex']", async () => ({ out: ['TABLE', ...store.tables.keys(), `${store.tables.size} row(s)`], value: [...store.tables.keys()].map((n) => Buffer.from(n)) })),
    cmd('describe', "describe 'table'", async (_ctx, args) => ({ out: [`Table ${text(args[0])} is ENABLED`] })),
    cmd('drop', "drop 'table'", async (_ctx, args) => {
      store.tables.delete(text(args[0]));
      return { out: [] };
    }),
    cmd('get_table', "get_table 'table'", async (_ctx, args) => ({ out: [], value: new TableRef(text(args[0])) })),
    cmd('help', "help ['command' | 'group']", async () => ({ out: ['HELP TEXT'] })),
    cmd('lines', 'lines n', async (_ctx, args) => ({ out: Array.from({ length: Number(args[0] ?? 0n) }, (_, i) => `line ${i + 1}`) })),
    cmd('drop_all', "drop_all 'regex'", async (ctx, args) => {
      const names = [...store.tables.keys()].filter((n) => new RegExp(`^${text(args[0])}$`).test(n));
      const yes = await ctx.confirm([...names, ''], `Drop the above ${names.length} tables (y/n)?`);
      if (!yes) return { out: [] };
      for (const n of names) store.tables.delete(n);
      return { out: [`${names.length} tables successfully dropped`] };
    }),
    history,
    set_format,
    debug,
    debugState,
  ];
}

export function fakeRegistry(commands: Command[]): Registry {
  const byName = new Map<string, Command>();
  for (const c of commands) for (const n of [c.name, ...(c.aliases ?? [])]) byName.set(n, c);
  const sorted = [...commands].sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    get: (n) => byName.get(n),
    all: () => sorted,
    groups: () => [{ name: 'dml', title: 'DML', commands: sorted.filter((c) => c.group === 'dml') }],
  };
}

/** A stand-in for execute.ts's Session: the real evaluator, errors printed as ERROR blocks, INTERRUPTED silent. */
export class FakeSession implements ReplSession {
  readonly evaluator: Evaluator;
  readonly options: SessionOptions;
  private abort: AbortController | undefined;
  /** As execute.ts's Session: each statement has its own signal (loops, sleep). */
  private statementAbort: AbortController | undefined;
  interrupts = 0;
  private readonly hbase = new HBase(() => this.engine());

  constructor(
    readonly io: ShellIO,
    readonly registry: Registry,
    private readonly store: FakeStore,
  ) {
    this.options = memorySessionOptions({ interactive: true });
    this.evaluator = new Evaluator({
      isCommand: (n) => registry.get(n) !== undefined,
      commandNames: () => registry.all().map((c) => c.name),
      callCommand: (name, args) => this.invoke(registry.get(name)!, args),
      callTableMethod: (ref, method, args) => this.invoke(registry.get(method)!, [Buffer.from(ref.name), ...args]),
      warn: (t) => io.stderr(t),
      print: async (t) => {
        await io.stdout.write(t + '\n');
      },
      write: async (t) => {
        await io.stdout.write(t);
      },
      now: () => 0n,
      // Real waits only for the interrupt tests (`sleep 5`); other sleeps stay instant.
      sleep: async (ms, signal) => {
        if (ms >= 5_000) await new SystemClock().sleep(ms, signal);
      },
    });
  }

  async engine(): Promise<Engine> {
    return this.store.engine();
  }

  writeRequestCount(): number {
    return this.store.writes;
  }

  interrupt(): boolean {
    this.interrupts++;
    const running = Boolean(this.abort || this.statementAbort);
    this.statementAbort?.abort();
    this.abort?.abort();
    return running;
  }

  private async invoke(command: Command, args: Value[]): Promise<Value> {
    this.abort = new AbortController();
    const io = this.io;
    const ctx = {
      hbase: this.hbase,
      clock: this.options.clock,
      settings: this.options,
      history: () => live.history?.entries ?? [],
      registry: this.registry,
      signal: this.abort.signal,
      options: { interactive: true, epochTimestamps: this.options.epochTimestamps },
      warn: (t: string) => io.stderr(t),
      readFile: async () => undefined,
      writeFile: async () => undefined,
      load: async () => undefined,
      capture: async () => undefined,
      filePath: (path: string) => path,
      progress: () => {},
      assertion: (passed: boolean, label: string | undefined, detail: string) => (passed ? `PASS  ${label}` : `FAIL  ${label}: ${detail}`),
      identityHash: () => '0x1',
      confirm: async (ls: string[], question: string) => {
        for (const l of ls) await io.stdout.write(l + '\n');
        await io.stdout.flush();
        const answer = io.readLine ? await io.readLine(question) : null;
        return /^y/i.test((answer ?? '').trim());
      },
    };
    try {
      const result = (await command.invoke(ctx, args)) ?? { outputs: [], value: undefined };
      for (const o of result.outputs) if (o.kind === 'lines') for (const l of o.lines) await io.stdout.write(l + '\n');
      const v = typeof result.value === 'function' ? result.value() : result.value;
      return v ?? null;
    } catch (e) {
      if (isShellError(e) && e.code === 'INTERRUPTED') throw e;
      if (e instanceof ExitRequest) throw e;
      const message = isShellError(e) ? e.message : String(e);
      await io.stdout.write(`\nERROR: ${message}\n\nFor usage try 'help "${command.name}"'\n\n`);
      return null;
    } finally {
      this.abort = undefined;
    }
  }

  async runStatement(chunk: StatementChunk): Promise<StatementStatus> {
    try {
      if (chunk.kind !== 'ok') {
        await this.io.stdout.write(`\nERROR: ${chunk.error.message}\n\n`);
        return 'parse-error';
      }
      this.statementAbort = new AbortController();
      const value = await this.evaluator.evaluate(chunk.stmt, this.statementAbort.signal);
      if (value !== null) await this.io.stdout.write(`=> ${inspect(value)}\n`);
      return 'ok';
    } catch (e) {
      if (e instanceof ExitRequest) return { exit: e.status };
      if (isShellError(e) && e.code === 'INTERRUPTED') return 'interrupted';
      await this.io.stdout.write(`\nERROR: ${isShellError(e) ? e.message : String(e)}\n\n`);
      return 'failed';
    } finally {
      this.statementAbort = undefined;
      await this.io.stdout.flush();
    }
  }
}

export interface Harness {
  vt: VirtualTerminal;
  session: FakeSession;
  store: FakeStore;
  /** Types keys one at a time (as a person does) and waits until the screen settles. */
  type(keys: string): Promise<void>;
  /** Sends text as one chunk (as a paste arrives) and waits until the screen settles. */
  paste(text: string): Promise<void>;
  /** Waits until the screen settles. */
  settle(ms?: number): Promise<void>;
  /** Ends the input (EOF). */
  end(): Promise<void>;
  /** Resolves with the exit status once the REPL has ended. */
  done: Promise<number>;
  exited: number[];
  historyFile: string;
  screen(): string;
  /** The fake terminal's input: whether the REPL has it in raw mode. */
  input: { readonly isRaw: boolean };
}

export async function replHarness(
  options: Partial<ReplOptions> & { columns?: number; rows?: number; tables?: Record<string, { families: string[]; rows?: Record<string, Record<string, string>> }>; slowScan?: boolean; openError?: Error } = {},
): Promise<Harness> {
  const columns = options.columns ?? 80;
  const rows = options.rows ?? 24;
  const vt = new VirtualTerminal(columns, rows);
  let lastWrite = Date.now();
  const output = new Writable({
    write(chunk, _enc, cb) {
      vt.write(chunk.toString());
      lastWrite = Date.now();
      cb();
    },
  }) as Writable & { columns: number; rows: number; isTTY: boolean };
  output.columns = columns;
  output.rows = rows;
  output.isTTY = true;
  const input = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode(m: boolean): void; isRaw: boolean };
  input.isTTY = true;
  input.isRaw = false;
  input.setRawMode = (m: boolean) => {
    input.isRaw = m;
  };
  const store = new FakeStore();
  store.openError = options.openError;
  for (const [name, t] of Object.entries(options.tables ?? {})) {
    store.tables.set(name, {
      families: t.families,
      enabled: true,
      rows: new Map(Object.entries(t.rows ?? {}).map(([r, cells]) => [r, new Map(Object.entries(cells))])),
    });
  }
  const io: ShellIO = {
    stdout: new BufferedWriter(output),
    stderr: (line) => void output.write(line + '\n'),
    isTTY: true,
    columns,
  };
  const registry = fakeRegistry(fakeCommands(store, { slowScan: options.slowScan }));
  const session = new FakeSession(io, registry, store);
  const historyFile = options.historyFile ?? join(tempDir('repl'), 'history');
  const exited: number[] = [];
  const done = startRepl(session, {
    color: true,
    pager: false,
    version: '9.9.9',
    input,
    output,
    terminal: true,
    env: {},
    handleSignals: false,
    warmUp: false,
    exit: (s) => exited.push(s),
    ...options,
    historyFile,
  });
  const settle = async (ms = 25) => {
    // Quiet for `ms` after the last write (completion and statements are asynchronous).
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 5));
      if (Date.now() - lastWrite >= ms) return;
    }
  };
  await settle();
  return {
    vt,
    session,
    store,
    done,
    exited,
    historyFile,
    settle,
    input,
    screen: () => vt.screen(),
    async type(keys: string) {
      for (const key of splitKeys(keys)) {
        input.write(key);
        lastWrite = Date.now();
        // Tab completes asynchronously: let it finish before the next key, as a person would.
        await new Promise((r) => setTimeout(r, key === '\t' ? 5 : 0));
      }
      await settle();
    },
    async end() {
      input.end();
      await settle();
    },
    async paste(text: string) {
      input.write(text);
      lastWrite = Date.now();
      await settle();
    },
  };
}

/** Splits typed text into keys: escape sequences stay whole. */
function splitKeys(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length;) {
    const m = /^\x1b\[[0-9;]*[A-Za-z~]/.exec(text.slice(i));
    const len = m ? m[0].length : text.codePointAt(i)! > 0xffff ? 2 : 1;
    out.push(text.slice(i, i + len));
    i += len;
  }
  return out;
}

export const KEY = {
  enter: '\r',
  tab: '\t',
  ctrlC: '\x03',
  ctrlD: '\x04',
  ctrlR: '\x12',
  ctrlG: '\x07',
  up: '\x1b[A',
  down: '\x1b[B',
  left: '\x1b[D',
  right: '\x1b[C',
  backspace: '\x7f',
  escape: '\x1b',
} as const;

/**
 * A harness factory for a test file: each test's harness, if it has not
 * exited, is left with Ctrl-C and Ctrl-D after the test (afterEach).
 */
export function harnessPerTest(defaults: Parameters<typeof replHarness>[0] = {}): (options?: Parameters<typeof replHarness>[0]) => Promise<Harness> {
  let current: Harness | undefined;
  afterEach(async () => {
    if (current && current.exited.length === 0) {
      await current.type(KEY.ctrlC + KEY.ctrlD);
      await current.done;
    }
    current = undefined;
  });
  return async (options = {}) => (current = await replHarness({ ...defaults, ...options }));
}
