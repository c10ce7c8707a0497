/**
 * Tab completion that knows the data: command names, table names (quoted,
 * with namespaces), families and qualifiers of the table being addressed,
 * row keys, option keys valid for the command being typed, their usual
 * values, filter names and comparator prefixes inside FILTER strings, `help`
 * topics, variables and table-reference methods.
 *
 * `complete(before)` looks at the statement typed so far (earlier lines of a
 * multi-line statement included) and answers with the offset in the current
 * line where the word being completed starts and the candidates for it.
 */
import type { Command, Registry } from '../commands/define.js';
import type { Engine } from '../engine/types.js';
import { allConstantNames } from './constants.js';
import { FILTER_NAMES } from '../filter/names.js';
import { scan, significant, statementStart, type Token } from './tokens.js';
import { usageItems } from './hint.js';
import { closestName } from './suggest.js';
import { TableRef, type Value } from '../ruby/values.js';

export interface Candidate {
  /** The text that replaces the word being completed. */
  insert: string;
  /** What the list of candidates shows. */
  display: string;
  /** Nothing more can follow inside the word: a unique match may close its string. */
  final: boolean;
}

export interface Completion {
  /** Offset in the current line where the replaced word starts. */
  from: number;
  /** The word as typed (line.slice(from, cursor)). */
  typed: string;
  candidates: Candidate[];
  /** The quote that closes the string the word is in, when the word is inside one. */
  closeQuote?: string;
}

/** What completion reads: the registry, the session's variables, the store. */
export interface CompletionSource {
  registry: Registry;
  variables(): Map<string, Value>;
  engine(): Promise<Engine>;
}

// ---------------------------------------------------------------- data cache

const SAMPLE_ROWS = 25;
const SAMPLE_CELLS = 500;

/**
 * Names read from the store, kept until the next statement runs (the REPL
 * calls invalidate() after every statement, so DDL is seen at once).
 */
export class DataCache {
  private generation = 0;
  private qualifierCache = new Map<string, { gen: number; value: Promise<Map<string, string[]>> }>();

  constructor(private readonly source: CompletionSource) {}

  invalidate(): void {
    this.generation++;
    this.qualifierCache.clear();
  }

  /** The engine once it has been opened (for synchronous look-ups: "did you mean"). */
  engineNow: Engine | undefined;

  private async engine(): Promise<Engine | undefined> {
    try {
      return (this.engineNow = await this.source.engine());
    } catch {
      return undefined;
    }
  }

  /** Opens the store ahead of the first Tab or statement. */
  async warm(): Promise<void> {
    await this.engine();
  }

  /**
   * "Did you mean" for an ERROR line naming a table, namespace or family that
   * does not exist: the closest name the store has, or undefined.
   */
  suggestFor(errorLine: string): string | undefined {
    const e = this.engineNow;
    if (!e) return undefined;
    try {
      let m = /^ERROR: (?:Unknown table (.+)!|Table (.+) does not exist\.|Can't find a table: (.+))$/.exec(errorLine);
      if (m) {
        const name = m[1] ?? m[2] ?? m[3];
        return closestName(name, e.listTables().map((t) => t.name.nameAsString));
      }
      m = /^ERROR: Unknown namespace:? (.+)!$/.exec(errorLine);
      if (m) return closestName(m[1], e.listNamespaces().map((n) => n.name));
      m = /Column family (\S+) does not exist in region .* in table '([^']+)'/.exec(errorLine);
      if (m) return closestName(m[1], e.getTable(m[2])?.families.map((f) => f.name) ?? []);
    } catch {
      return undefined;
    }
    return undefined;
  }

  async tables(): Promise<string[]> {
    const e = await this.engine();
    if (!e) return [];
    try {
      return e.listTables().map((t) => t.name.nameAsString);
    } catch {
      return [];
    }
  }

  async namespaces(): Promise<string[]> {
    const e = await this.engine();
    if (!e) return [];
    try {
      return e.listNamespaces().map((n) => n.name);
    } catch {
      return [];
    }
  }

  async snapshots(): Promise<string[]> {
    const e = await this.engine();
    if (!e) return [];
    try {
      return e.listSnapshots().map((s) => s.name);
    } catch {
      return [];
    }
  }

  async families(table: string): Promise<string[]> {
    const e = await this.engine();
    if (!e) return [];
    try {
      return e.getTable(table)?.families.map((f) => f.name) ?? [];
    } catch {
      return [];
    }
  }

  /** Qualifiers seen per family in the first rows of the table. */
  qualifiers(table: string): Promise<Map<string, string[]>> {
    const cached = this.qualifierCache.get(table);
    if (cached && cached.gen === this.generation) return cached.value;
    const value = this.sampleQualifiers(table);
    this.qualifierCache.set(table, { gen: this.generation, value });
    return value;
  }

  private async sampleQualifiers(table: string): Promise<Map<string, string[]>> {
    const out = new Map<string, Set<string>>();
    const e = await this.engine();
    if (!e || !e.getTable(table) || e.getTable(table)!.state !== 'ENABLED') return new Map();
    const abort = new AbortController();
    try {
      let cells = 0;
      for await (const row of e.scan(table, { limit: SAMPLE_ROWS, signal: abort.signal })) {
        for (const c of row.cells) {
          const q = printable(c.qualifier);
          if (q === undefined) continue;
          let set = out.get(c.family);
          if (!set) out.set(c.family, (set = new Set()));
          set.add(q);
          if (++cells >= SAMPLE_CELLS) break;
        }
        if (cells >= SAMPLE_CELLS) break;
      }
    } catch {
      // A table that cannot be read completes without qualifiers.
    } finally {
      abort.abort();
    }
    return new Map([...out].map(([f, s]) => [f, [...s].sort()]));
  }

  /** Row keys starting with `prefix` (printable ones only). */
  async rows(table: string, prefix: string): Promise<string[]> {
    const e = await this.engine();
    if (!e || !e.getTable(table) || e.getTable(table)!.state !== 'ENABLED') return [];
    const out: string[] = [];
    const abort = new AbortController();
    try {
      const start = Buffer.from(prefix, 'utf8');
      const stop = prefixEnd(start);
      for await (const row of e.scan(table, { startRow: start, ...(stop ? { stopRow: stop } : {}), limit: SAMPLE_ROWS * 2, keyOnly: true, signal: abort.signal })) {
        const key = printable(row.row);
        if (key !== undefined) out.push(key);
      }
    } catch {
      // no rows
    } finally {
      abort.abort();
    }
    return out;
  }
}

function printable(bytes: Uint8Array): string | undefined {
  for (const b of bytes) if (b < 0x20 || b > 0x7e || b === 0x27 || b === 0x5c) return undefined;
  return Buffer.from(bytes).toString('latin1');
}

function prefixEnd(prefix: Buffer): Buffer | undefined {
  const b = Buffer.from(prefix);
  for (let i = b.length - 1; i >= 0; i--) {
    if (b[i] < 0xff) {
      b[i]++;
      return b.subarray(0, i + 1);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- knowledge

type Role = 'table' | 'newtable' | 'row' | 'column' | 'family' | 'namespace' | 'snapshot' | 'topic' | 'format' | 'none';

/** Positional argument roles of the HBase commands (the last role repeats when marked with '...'). */
const ARG_ROLES: Record<string, Array<Role | '...'>> = {
  put: ['table', 'row', 'column', 'none'],
  get: ['table', 'row', 'column', '...'],
  scan: ['table'],
  count: ['table'],
  delete: ['table', 'row', 'column'],
  deleteall: ['table', 'row', 'column'],
  incr: ['table', 'row', 'column'],
  get_counter: ['table', 'row', 'column'],
  append: ['table', 'row', 'column'],
  truncate: ['table'],
  truncate_preserve: ['table'],
  get_splits: ['table'],
  alter: ['table', 'family', '...'],
  alter_async: ['table', 'family', '...'],
  alter_status: ['table'],
  describe: ['table'],
  desc: ['table'],
  disable: ['table'],
  enable: ['table'],
  drop: ['table'],
  exists: ['table'],
  is_enabled: ['table'],
  is_disabled: ['table'],
  get_table: ['table'],
  list_regions: ['table'],
  locate_region: ['table', 'row'],
  flush: ['table', 'family'],
  compact: ['table', 'family'],
  major_compact: ['table', 'family'],
  split: ['table', 'row'],
  clone_table_schema: ['table', 'newtable'],
  snapshot: ['table', 'none'],
  list_table_snapshots: ['table', 'snapshot'],
  delete_table_snapshots: ['table', 'snapshot'],
  create: ['newtable', 'none', '...'],
  create_namespace: ['none'],
  drop_namespace: ['namespace'],
  describe_namespace: ['namespace'],
  alter_namespace: ['namespace'],
  list_namespace_tables: ['namespace'],
  clone_snapshot: ['snapshot', 'newtable'],
  restore_snapshot: ['snapshot'],
  delete_snapshot: ['snapshot'],
  help: ['topic'],
  set_format: ['format'],
};

/** Writes address a single column: a family completes as `f:`, never as a whole-family selector. */
const WRITE_COMMANDS = new Set(['put', 'delete', 'deleteall', 'incr', 'get_counter', 'append']);

const BOOLEAN_KEYS = new Set([
  'RAW', 'REVERSED', 'BLOCKCACHE', 'IN_MEMORY', 'CACHE_BLOCKS', 'ALL_METRICS', 'SPLIT_ENABLED', 'MERGE_ENABLED',
  'READONLY', 'COMPACTION_ENABLED', 'NORMALIZATION_ENABLED', 'IS_MOB', 'NEW_VERSION_BEHAVIOR', 'CACHE_DATA_ON_WRITE',
  'CACHE_INDEX_ON_WRITE', 'CACHE_BLOOMS_ON_WRITE', 'EVICT_BLOCKS_ON_CLOSE', 'PREFETCH_BLOCKS_ON_OPEN', 'COMPRESS_TAGS',
  'ALLOW_PARTIAL_RESULTS', 'SKIP_FLUSH', 'RESTORE_ACL', 'REOPEN_REGIONS',
]);

const VALUE_CHOICES: Record<string, string[]> = {
  FORMATTER: ['toString', 'toStringBinary'],
  BLOOMFILTER: ['NONE', 'ROW', 'ROWCOL', 'ROWPREFIX_FIXED_LENGTH'],
  COMPRESSION: ['NONE', 'GZ', 'SNAPPY', 'LZ4', 'ZSTD', 'LZO', 'BZIP2', 'LZMA', 'BROTLI'],
  DATA_BLOCK_ENCODING: ['NONE', 'PREFIX', 'DIFF', 'FAST_DIFF', 'ROW_INDEX_V1'],
  KEEP_DELETED_CELLS: ['FALSE', 'TRUE', 'TTL'],
  DURABILITY: ['USE_DEFAULT', 'SKIP_WAL', 'ASYNC_WAL', 'SYNC_WAL', 'FSYNC_WAL'],
  SPLITALGO: ['HexStringSplit', 'UniformSplit', 'DecimalStringSplit'],
  READ_TYPE: ['DEFAULT', 'STREAM', 'PREAD'],
  CONSISTENCY: ['STRONG', 'TIMELINE'],
  ISOLATION_LEVEL: ['READ_COMMITTED', 'READ_UNCOMMITTED'],
  IN_MEMORY_COMPACTION: ['NONE', 'BASIC', 'EAGER', 'ADAPTIVE'],
  TIMESTAMPS: ['iso', 'epoch'],
};

const METHODS: Record<string, string[]> = {
  alter: ['delete', 'table_att', 'table_att_unset', 'table_conf_unset', 'table_remove_coprocessor'],
  alter_async: ['delete', 'table_att', 'table_att_unset', 'table_conf_unset', 'table_remove_coprocessor'],
  alter_namespace: ['set', 'unset'],
};

const COMPARATORS = ['binary:', 'binaryprefix:', 'regexstring:', 'regexstringnocase:', 'substring:'];
const COMPARE_FILTERS = new Set(['RowFilter', 'FamilyFilter', 'QualifierFilter', 'ValueFilter']);
const COLUMN_FILTERS = new Set(['SingleColumnValueFilter', 'SingleColumnValueExcludeFilter', 'DependentColumnFilter', 'ColumnValueFilter']);
const COMPARE_OPS = ['=', '!=', '<', '<=', '>', '>='];

// ---------------------------------------------------------------- context

/** Where the cursor is in the statement being typed. */
type Context =
  | { kind: 'command' }
  | { kind: 'method'; variable: string }
  | { kind: 'argument'; command: Command; index: number; table?: string; inArray: boolean }
  | { kind: 'hashKey'; command?: Command; table?: string }
  | { kind: 'hashValue'; command?: Command; key: string; table?: string }
  | { kind: 'none' };

interface Word {
  /** Offset of the word in the whole text. */
  start: number;
  text: string;
  /** Inside a string opened with this quote; `text` starts with the quote. */
  quote?: '"' | "'";
}

interface Frame {
  kind: '(' | '[' | '{' | 'args';
  /** Arguments (or elements) completed so far at this level. */
  index: number;
  /** A hash key followed by `=>`, waiting for (or holding) its value. */
  key?: string;
  afterArrow: boolean;
  /** A braceless hash started at this level (`scan 't', LIMIT => 1, …`). */
  braceless: boolean;
}

function keyName(t: Token | undefined): string | undefined {
  if (!t) return undefined;
  if (t.type === 'const') return t.text;
  if (t.type === 'string' && !t.unterminated) return t.text.slice(1, -1);
  return undefined;
}

function stringValue(t: Token | undefined): string | undefined {
  if (!t || t.type !== 'string' || t.unterminated) return undefined;
  return t.text.slice(1, -1).replace(/\\(['\\])/g, '$1');
}

export class Completer {
  readonly cache: DataCache;

  constructor(private readonly source: CompletionSource) {
    this.cache = new DataCache(source);
  }

  /**
   * Completes at the end of `context + before`: context holds the earlier
   * lines of the statement (ending with a newline), before is the current
   * line up to the cursor.
   */
  async complete(context: string, before: string): Promise<Completion | undefined> {
    const text = context + before;
    const tokens = scan(text, this.source.variables().keys());
    const word = currentWord(tokens, text);
    const lineStart = context.length;
    // Right after a finished value (`put 't'`, `LIMIT => 5`, `]`) nothing can be glued on: Tab adds nothing.
    const last = tokens[tokens.length - 1];
    if (word.text === '' && last && last.end === text.length && isFinishedValue(last)) return undefined;
    if (word.start < lineStart) {
      // A string opened on an earlier line: complete only the part on this line when it is plain text.
      return undefined;
    }
    const ctx = this.context(tokens, word);
    const candidates = await this.candidates(ctx, word);
    if (!candidates) return undefined;
    const typed = word.text;
    const matching = candidates.filter((c) => c.insert.startsWith(typed) || (word.quote === undefined && c.display.startsWith(typed)));
    // The word as typed is no candidate of its own when longer ones exist (`'info:` among `'info:name`…).
    let unique = dedupe(matching);
    if (unique.length > 1) unique = unique.filter((c) => c.insert !== typed || c.final);
    return { from: word.start - lineStart, typed, candidates: unique, closeQuote: word.quote };
  }

  private context(tokens: Token[], word: Word): Context {
    const before = tokens.filter((t) => t.end <= word.start);
    const start = statementStart(before);
    const sig = before.slice(start).filter((t) => significant(t) && t.type !== 'nl');
    let k = 0;
    if (sig[0]?.type === 'ident' && sig[1]?.type === 'op' && sig[1].text === '=') k = 2;
    if (sig.length === k) {
      return word.quote ? { kind: 'none' } : { kind: 'command' };
    }
    const first = sig[k];
    if (first.type !== 'ident') return { kind: 'none' };
    let command: Command | undefined;
    let viaTable: string | undefined;
    if (sig[k + 1]?.type === 'dot') {
      if (sig.length === k + 2) return word.quote ? { kind: 'none' } : { kind: 'method', variable: first.text };
      const ref = this.source.variables().get(first.text);
      if (!(ref instanceof TableRef)) return { kind: 'none' };
      command = this.source.registry.get(sig[k + 2].text);
      if (!command?.tableMethod) return { kind: 'none' };
      viaTable = ref.name;
      k += 3;
    } else {
      command = this.source.registry.get(first.text);
      k += 1;
    }
    if (!command) return { kind: 'none' };
    let args = sig.slice(k);
    if (args[0]?.type === 'open' && args[0].text === '(') args = args.slice(1);

    // The table the statement addresses: the table reference, or a literal first argument.
    const roles = ARG_ROLES[command.name];
    let table = viaTable;
    const firstRole = roles?.[0] ?? inferRole(command, 0);
    if (!table && firstRole === 'table' && args[0]?.type === 'string' && (args[1]?.type === 'comma' || args.length === 1)) {
      table = stringValue(args[0]);
    }

    const stack: Frame[] = [{ kind: 'args', index: viaTable ? 1 : 0, afterArrow: false, braceless: false }];
    let prev: Token | undefined;
    for (const t of args) {
      const top = stack[stack.length - 1];
      if (t.type === 'open') {
        stack.push({ kind: t.text as '(' | '[' | '{', index: 0, afterArrow: false, braceless: false });
      } else if (t.type === 'close') {
        if (stack.length > 1) stack.pop();
      } else if (t.type === 'comma') {
        top.index++;
        top.afterArrow = false;
        top.key = undefined;
      } else if (t.type === 'arrow') {
        top.key = keyName(prev);
        top.afterArrow = true;
        if (top.kind === 'args' || top.kind === '(') top.braceless = true;
      }
      prev = t;
    }
    const top = stack[stack.length - 1];
    const outer = stack[stack.length - 2];
    if (top.kind === '{' || top.braceless) {
      if (top.afterArrow && top.key) return { kind: 'hashValue', command, key: top.key, table };
      return { kind: 'hashKey', command, table };
    }
    if (top.kind === '[' && outer && (outer.kind === '{' || outer.braceless) && outer.afterArrow && outer.key) {
      return { kind: 'hashValue', command, key: outer.key, table };
    }
    if (top.kind === 'args' || top.kind === '(') {
      return { kind: 'argument', command, index: top.index, table, inArray: false };
    }
    if (top.kind === '[' && outer && (outer.kind === 'args' || outer.kind === '(') && !outer.braceless) {
      return { kind: 'argument', command, index: outer.index, table, inArray: true };
    }
    return { kind: 'none' };
  }

  private async candidates(ctx: Context, word: Word): Promise<Candidate[] | undefined> {
    const registry = this.source.registry;
    switch (ctx.kind) {
      case 'command': {
        if (word.quote) return undefined;
        const out: Candidate[] = [];
        for (const c of registry.all()) {
          for (const name of [c.name, ...(c.aliases ?? [])]) out.push({ insert: name + (takesArguments(c) ? ' ' : ''), display: name, final: true });
        }
        for (const name of ['exit', 'quit']) out.push({ insert: name, display: name, final: true });
        for (const v of this.source.variables().keys()) out.push({ insert: v, display: v, final: true });
        return sortCandidates(out);
      }
      case 'method': {
        const ref = this.source.variables().get(ctx.variable);
        if (!(ref instanceof TableRef)) return undefined;
        const methods = registry.all().filter((c) => c.tableMethod).map((c) => c.name);
        methods.push('help', 'name', 'close', 'get_all_columns');
        return sortCandidates([...new Set(methods)].map((m) => ({ insert: m, display: m, final: true })));
      }
      case 'argument': {
        const role = roleOf(ctx.command, ctx.index);
        // An upper-case word where an argument goes starts a braceless hash (`scan 't1', LIMIT => 5`).
        const keys = ctx.command.optionKeys ?? [];
        if (!ctx.inArray && keys.length && !word.quote && (/^[A-Z]/.test(word.text) || (word.text === '' && role === 'none'))) {
          return sortCandidates(keys.map((k) => ({ insert: `${k} => `, display: k, final: true })));
        }
        return this.roleCandidates(role, ctx.table, word, ctx.command);
      }
      case 'hashKey': {
        if (word.quote === '"') return undefined;
        const keys = ctx.command?.optionKeys?.length ? [...ctx.command.optionKeys] : allConstantNames();
        if (word.quote === "'") return keys.map((k) => ({ insert: `'${k}' => `, display: k, final: true }));
        return sortCandidates(keys.map((k) => ({ insert: `${k} => `, display: k, final: true })));
      }
      case 'hashValue':
        return this.valueCandidates(ctx, word);
      case 'none':
        return undefined;
    }
  }

  private async valueCandidates(ctx: Extract<Context, { kind: 'hashValue' }>, word: Word): Promise<Candidate[] | undefined> {
    const key = ctx.key;
    const name = ctx.command?.name ?? '';
    if (key === 'COLUMNS' || key === 'COLUMN') return this.roleCandidates('column', ctx.table, word, ctx.command);
    if (key === 'FILTER') return this.filterCandidates(ctx.table, word);
    if (key === 'STARTROW' || key === 'STOPROW' || key === 'ROWPREFIXFILTER' || key === 'STARTKEY' || key === 'ENDROW' || key === 'ENDKEY') {
      return this.roleCandidates('row', ctx.table, word, ctx.command);
    }
    if (key === 'NAME' && (name === 'alter' || name === 'alter_async')) return this.roleCandidates('family', ctx.table, word, ctx.command);
    if (key === 'METHOD' && METHODS[name]) return quoted(METHODS[name], word);
    if (BOOLEAN_KEYS.has(key)) return word.quote ? undefined : ['true', 'false'].map((v) => ({ insert: v, display: v, final: true }));
    if (key === 'TTL') return word.quote ? undefined : [{ insert: 'FOREVER', display: 'FOREVER', final: true }];
    if (VALUE_CHOICES[key]) return quoted(VALUE_CHOICES[key], word);
    return undefined;
  }

  private async roleCandidates(role: Role, table: string | undefined, word: Word, command: Command | undefined): Promise<Candidate[] | undefined> {
    if (word.quote === undefined && word.text !== '' && !/^[A-Za-z_]/.test(word.text)) return undefined;
    // A bare word in an argument position may be a variable (t = get_table 't1'; scan t).
    const variables = word.quote === undefined && word.text !== '' ? [...this.source.variables().keys()].map((v) => ({ insert: v, display: v, final: true })) : [];
    const cache = this.cache;
    switch (role) {
      case 'table':
        return [...quoted(await cache.tables(), word), ...variables];
      case 'namespace':
        return quoted(await cache.namespaces(), word);
      case 'snapshot':
        return quoted(await cache.snapshots(), word);
      case 'topic': {
        const topics = [...this.source.registry.all().flatMap((c) => [c.name, ...(c.aliases ?? [])]), ...this.source.registry.groups().map((g) => g.name)];
        return quoted([...new Set(topics)].sort(), word);
      }
      case 'format':
        return quoted(['classic', 'json', 'table', 'vertical', 'csv', 'tsv'], word);
      case 'family': {
        if (!table) return undefined;
        return quoted(await cache.families(table), word);
      }
      case 'row': {
        if (!table) return undefined;
        if (word.quote === '"') return undefined;
        const prefix = word.quote ? word.text.slice(1) : '';
        return quoted(await cache.rows(table, prefix), word);
      }
      case 'column': {
        if (!table) return undefined;
        if (word.quote === '"' && /[\\#]/.test(word.text)) return undefined;
        const families = await cache.families(table);
        const write = command !== undefined && WRITE_COMMANDS.has(command.name);
        const typed = word.quote ? word.text.slice(1) : '';
        const names: Array<{ text: string; final: boolean }> = [];
        for (const f of families) names.push(write ? { text: `${f}:`, final: false } : { text: f, final: true });
        // Qualifiers only once a family is being addressed (or the table is small enough to list them all).
        const qualifiers = await cache.qualifiers(table);
        const colon = typed.indexOf(':');
        for (const f of families) {
          if (colon >= 0 && typed.slice(0, colon) !== f) continue;
          for (const q of qualifiers.get(f) ?? []) names.push({ text: `${f}:${q}`, final: true });
        }
        const q = word.quote ?? "'";
        names.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
        return names.map((n) => ({ insert: word.quote ? q + n.text : `${q}${n.text}${n.final ? q : ''}`, display: n.text, final: n.final }));
      }
      case 'newtable':
      case 'none':
        return variables.length ? variables : undefined;
    }
  }

  private async filterCandidates(table: string | undefined, word: Word): Promise<Candidate[] | undefined> {
    if (!word.quote) return [{ insert: '"', display: '"', final: false }];
    const body = word.text.slice(1);
    // Inside a quoted filter argument: comparator prefixes, or family / qualifier names.
    const quotes = (body.replace(/''/g, '').match(/'/g) ?? []).length;
    if (quotes % 2 === 1) {
      const argStart = body.lastIndexOf("'") + 1;
      const arg = body.slice(argStart);
      const head = body.slice(0, argStart - 1);
      const prefix = word.quote + body.slice(0, argStart);
      const simple = /([A-Za-z]+)\s*\(([^()]*)$/.exec(head);
      if (!simple) return undefined;
      const [, filter, argsBefore] = simple;
      const argIndex = (argsBefore.replace(/'(?:[^']|'')*'/g, "''").match(/,/g) ?? []).length;
      if (COLUMN_FILTERS.has(filter) && argIndex <= 1 && table) {
        if (argIndex === 0) return (await this.cache.families(table)).map((f) => ({ insert: `${prefix}${f}'`, display: f, final: false }));
        const fam = /^\s*'((?:[^']|'')*)'/.exec(argsBefore)?.[1];
        const quals = fam ? (await this.cache.qualifiers(table)).get(fam) ?? [] : [];
        return quals.map((q) => ({ insert: `${prefix}${q}'`, display: q, final: false }));
      }
      if (arg.includes(':')) return undefined;
      const comparatorSlot = (COMPARE_FILTERS.has(filter) && argIndex === 1) || (COLUMN_FILTERS.has(filter) && argIndex >= 3);
      if (!comparatorSlot) return undefined;
      return COMPARATORS.map((c) => ({ insert: prefix + c, display: c, final: false }));
    }
    // Outside quotes: compare operators right after `RowFilter (`, else filter names and keywords.
    const open = /([A-Za-z]+)\s*\(\s*$/.exec(body);
    if (open && COMPARE_FILTERS.has(open[1])) {
      return COMPARE_OPS.map((op) => ({ insert: word.quote + body + op + ', ', display: op, final: false }));
    }
    const m = /[A-Za-z]*$/.exec(body)!;
    const head = word.quote + body.slice(0, body.length - m[0].length);
    const inside = /\([^)]*$/.test(body.replace(/'(?:[^']|'')*'/g, "''"));
    if (inside) return undefined;
    const out: Candidate[] = [...FILTER_NAMES].sort().map((n) => ({ insert: `${head}${n} (`, display: n, final: false }));
    for (const kw of ['AND', 'OR', 'SKIP', 'WHILE']) out.push({ insert: `${head}${kw} `, display: kw, final: false });
    return out;
  }
}

function takesArguments(c: Command): boolean {
  return usageItems(c.usage, c.name).length > 0;
}

/** Candidates for names inside a string argument: quoted when no quote is typed yet, else continuing the string. */
function quoted(names: string[], word: Word): Candidate[] {
  if (word.quote) return names.map((n) => ({ insert: word.quote + n, display: n, final: true }));
  return names.map((n) => ({ insert: `'${n}'`, display: n, final: true }));
}

function roleOf(command: Command, index: number): Role {
  const roles = ARG_ROLES[command.name];
  if (!roles) return inferRole(command, index);
  if (index < roles.length && roles[index] !== '...') return roles[index] as Role;
  if (roles[roles.length - 1] === '...') return roles[roles.length - 2] as Role;
  return 'none';
}

/** Commands without a table of roles: read the role from the usage's argument labels. */
function inferRole(command: Command, index: number): Role {
  const item = usageItems(command.usage, command.name)[index];
  if (!item) return 'none';
  const t = item.text.toLowerCase();
  if (t.includes('family:qualifier') || t.includes('column')) return 'column';
  if (t.includes('namespace')) return 'namespace';
  if (t.includes('snapshot')) return 'snapshot';
  if (t.includes('table')) return 'table';
  if (t.includes('family')) return 'family';
  if (t.includes('row')) return 'row';
  return 'none';
}

/** The word the cursor is at the end of. */
function currentWord(tokens: Token[], text: string): Word {
  const last = tokens[tokens.length - 1];
  if (!last || last.end !== text.length) return { start: text.length, text: '' };
  if (last.type === 'string' && last.unterminated) return { start: last.start, text: last.text, quote: last.quote };
  if (last.type === 'ident' || last.type === 'const' || last.type === 'keyword') return { start: last.start, text: last.text };
  return { start: text.length, text: '' };
}

function isFinishedValue(t: Token): boolean {
  return (t.type === 'string' && !t.unterminated) || t.type === 'number' || t.type === 'symbol' || t.type === 'close';
}

function sortCandidates(c: Candidate[]): Candidate[] {
  return c.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}

function dedupe(c: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return c.filter((x) => (seen.has(x.insert) ? false : (seen.add(x.insert), true)));
}

/** The longest common prefix of the texts. */
export function commonPrefix(texts: string[]): string {
  if (texts.length === 0) return '';
  let p = texts[0];
  for (const t of texts) {
    let i = 0;
    while (i < p.length && i < t.length && p[i] === t[i]) i++;
    p = p.slice(0, i);
  }
  return p;
}
