/**
 * The shell's Hbase::Admin (hbase-shell's admin.rb): tables, namespaces,
 * snapshots, regions and the admin tools, each method checking what
 * admin.rb checks, in its order, before it asks the engine (the master).
 * The long ones live beside it: create.ts, alter.ts, namespaces.ts,
 * snapshots.ts, regions.ts, tables.ts.
 *
 * What admin.rb `puts` while it works (notices, progress lines) is appended
 * to `AdminIO.printed`, so that a command prints it before a later error,
 * as the shell does.
 */
import type { Engine, NamespaceDescriptor, ProcedureSummary, Progress, RegionInfo, SnapshotInfo, SwitchName, TableDescriptor } from '../engine/types.js';
import { RHash, isString, rubyClass, type Value } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { alterTable, regionStatusLines } from './alter.js';
import type { HBase } from './client.js';
import { createTable } from './create.js';
import { argumentError, cantFindTable, runtimeError, tableAlreadyExists, tableDoesNotExist, tableEnabled, unknownNamespace, unknownTable } from './errors.js';
import { type ParsedTableName, parseTableName } from './names.js';
import * as namespaces from './namespaces.js';
import * as regions from './regions.js';
import * as snapshots from './snapshots.js';
import * as tools from './tools.js';
import { checkChangeable, lookupTable } from './system-tables.js';
import { matchTables, onlineRegions, sortForList } from './tables.js';

export interface AdminIO {
  /** Lines the shell `puts` as it works, in order (printed before any later error). */
  readonly printed: string[];
  /** A line on stderr (a deprecation warning). */
  warn(text: string): void;
  /** A file relative to the working directory (SPLITS_FILE), or undefined when it cannot be read. */
  readFile(path: string): Promise<string | undefined>;
}

/** Asks a y/n question after printing `lines`; true for y. */
export type Confirm = (lines: string[], question: string) => Promise<boolean>;

export type BulkAction = 'disable' | 'enable' | 'drop';

interface Bulk {
  /** Disable, Enable, Drop */
  verb: string;
  /** disabled, enabled, dropped */
  done: string;
  /** The exception HBase raises for a table in the wrong state, or undefined to go ahead. */
  refuse(t: TableDescriptor): string | undefined;
  apply(engine: Engine, name: string): Promise<void>;
  /** drop_all prints each failure with `puts puts …`: the line and then an empty one. */
  blankAfterFailure?: boolean;
}

const BULK: Record<BulkAction, Bulk> = {
  disable: {
    verb: 'Disable',
    done: 'disabled',
    refuse: (t) => (t.state === 'DISABLED' ? 'org.apache.hadoop.hbase.TableNotEnabledException' : undefined),
    apply: (engine, name) => engine.disableTable(name),
  },
  enable: {
    verb: 'Enable',
    done: 'enabled',
    refuse: (t) => (t.state === 'ENABLED' ? 'org.apache.hadoop.hbase.TableNotDisabledException' : undefined),
    apply: (engine, name) => engine.enableTable(name),
  },
  drop: {
    verb: 'Drop',
    done: 'dropped',
    refuse: (t) => (t.state === 'ENABLED' ? 'org.apache.hadoop.hbase.TableNotDisabledException' : undefined),
    apply: (engine, name) => engine.dropTable(name),
    blankAfterFailure: true,
  },
};

export class Admin {
  constructor(private readonly hbase: HBase) {}

  private engine(): Promise<Engine> {
    return this.hbase.connect();
  }

  // ---------------------------------------------------------------- tables

  /** create: notices to `io.printed`; returns the new table's name as TableName#getNameAsString. */
  create(name: string, specs: Value[], io: AdminIO): Promise<ParsedTableName> {
    return createTable(this.hbase, name, specs, io);
  }

  /** alter / alter_async: notices, and (when waiting) the alter_status lines, to `io.printed`. */
  alter(name: string, specs: Value[], wait: boolean, io: AdminIO): Promise<void> {
    return alterTable(this.hbase, name, specs, wait, io);
  }

  /** alter_status: `N/N regions updated.` and `Done.` (a one-server cluster reopens every region at once). */
  async alterStatus(name: string): Promise<string[]> {
    const desc = lookupTable(await this.engine(), name);
    if (!desc) throw cantFindTable(name);
    return regionStatusLines(desc);
  }

  /** describe: the descriptor, or admin.rb's `Table t1 does not exist.` */
  async describe(name: string): Promise<TableDescriptor> {
    const desc = lookupTable(await this.engine(), name);
    if (!desc) throw tableDoesNotExist(name);
    return desc;
  }

  async exists(name: string): Promise<boolean> {
    return lookupTable(await this.engine(), name) !== undefined;
  }

  /** A table that is already enabled is left as it is. */
  async enable(name: string): Promise<void> {
    const engine = await this.engine();
    const desc = lookupTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'ENABLED') return;
    checkChangeable(engine, desc);
    await engine.enableTable(name);
  }

  /** A table that is already disabled is left as it is. */
  async disable(name: string): Promise<void> {
    const engine = await this.engine();
    const desc = lookupTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'DISABLED') return;
    checkChangeable(engine, desc);
    await engine.disableTable(name);
  }

  async drop(name: string): Promise<void> {
    const engine = await this.engine();
    const desc = lookupTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'ENABLED') throw tableEnabled(name);
    checkChangeable(engine, desc);
    await engine.dropTable(name);
  }

  /** is_enabled / is_disabled: the table's state (`Unknown table t1!`). */
  async state(name: string): Promise<TableDescriptor['state']> {
    const desc = lookupTable(await this.engine(), name);
    if (!desc) throw unknownTable(name);
    return desc.state;
  }

  /** list: the user tables whose name matches the whole (Java) regex, as `list` sorts them. */
  async list(regex = '.*'): Promise<string[]> {
    return matchTables(await this.engine(), regex).map((t) => t.name.nameAsString);
  }

  /** list_enabled_tables / list_disabled_tables. */
  async listInState(state: TableDescriptor['state']): Promise<string[]> {
    return matchTables(await this.engine(), '.*')
      .filter((t) => t.state === state)
      .map((t) => t.name.nameAsString);
  }

  /**
   * disable_all / enable_all / drop_all: list the tables matching the regex,
   * ask `<Verb> the above N tables (y/n)?`, then act on each. As in HBase, a
   * table the action does not apply to (disabling a disabled table, dropping
   * an enabled one) fails on its own: `table:t1, error:…` and a count of the
   * tables that were not changed. Returns the lines printed after the
   * question (none when the answer is no).
   */
  async bulk(regex: string, action: BulkAction, confirm: Confirm): Promise<string[]> {
    const bulk = BULK[action];
    const engine = await this.engine();
    const tables = matchTables(engine, regex);
    if (tables.length === 0) return [`No tables matched the regex ${regex}`];
    const names = tables.map((t) => t.name.nameAsString);
    if (!(await confirm([...names, ''], `${bulk.verb} the above ${tables.length} tables (y/n)?`))) return [];
    const out: string[] = [];
    const failed: string[] = [];
    for (const t of tables) {
      const name = t.name.nameAsString;
      const refusal = bulk.refuse(engine.getTable(name) ?? t);
      if (refusal) {
        out.push(`table:${name}, error:${refusal}: ${name}`);
        if (bulk.blankAfterFailure) out.push('');
        failed.push(name);
        continue;
      }
      await bulk.apply(engine, name);
    }
    out.push(`${tables.length - failed.length} tables successfully ${bulk.done}`);
    if (failed.length) out.push(`${failed.length} tables not ${bulk.done} due to an exception: ${failed.join(',')}`);
    return out;
  }

  /**
   * Admin.cloneTableSchema: the source's descriptor (and, by default, its
   * split keys) under a new name, empty. The client raises
   * TableNotFoundException(source) and TableExistsException(target), whose
   * messages are the bare table name, so the shell's exception translation
   * takes its one-word branch and names that table (`Unknown table src!`,
   * `Table already exists: dst!`). The master's NamespaceNotFoundException
   * is translated with the FIRST argument (`Unknown namespace src!`).
   */
  async cloneTableSchema(source: string, target: string, preserve: Value | undefined): Promise<void> {
    parseTableName(source);
    const targetName = parseTableName(target);
    const engine = await this.engine();
    const desc = lookupTable(engine, source);
    if (!desc) throw unknownTable(source);
    if (lookupTable(engine, target)) throw tableAlreadyExists(target);
    if (!engine.getNamespace(targetName.namespace)) throw unknownNamespace(source);
    const preserveSplits = preserve === undefined || (preserve !== null && preserve !== false);
    await engine.createTable(
      target,
      { families: desc.families.map((f) => ({ name: f.name, values: f.values.map(([k, v]) => [k, v]) })), values: desc.values.map(([k, v]) => [k, v]) },
      preserveSplits ? desc.splits : [],
    );
  }

  /**
   * Hbase::Admin#truncate / #truncate_preserve: the first line is printed
   * before the table is even looked up, so a missing table's error follows it.
   */
  async truncate(name: string, preserveSplits: boolean, printed: string[]): Promise<void> {
    printed.push(`Truncating '${name}' table (it may take a while):`);
    const engine = await this.engine();
    const desc = lookupTable(engine, name);
    if (!desc) throw unknownTable(name);
    checkChangeable(engine, desc);
    if (desc.state === 'ENABLED') printed.push('Disabling table...');
    printed.push('Truncating table...');
    await engine.truncateTable(name, preserveSplits);
  }

  /** The figures `status` shows for the one server: regions online, and its start code (1 before any table exists). */
  /** `remote`: a backend behind a network endpoint (Bigtable), named as `name location`. */
  async status(): Promise<{ regions: number; startcode: bigint; remote?: string }> {
    const engine = await this.engine();
    const { name, location, embedded } = engine.store;
    return { regions: onlineRegions(engine), startcode: engine.serverStartcode() ?? 1n, ...(embedded ? {} : { remote: `${name} ${location}` }) };
  }

  // ---------------------------------------------------------------- regions and tools

  async listRegions(name: string): Promise<RegionInfo[]> {
    return regions.listRegions(await this.engine(), name);
  }

  async locateRegion(name: string, key: Uint8Array): Promise<RegionInfo | undefined> {
    return regions.locateRegion(await this.engine(), name, key);
  }

  async flush(name: string): Promise<void> {
    return regions.flush(await this.engine(), name);
  }

  async compact(name: string, options: regions.CompactOptions): Promise<void> {
    return regions.compact(await this.engine(), name, options);
  }

  async split(name: string, key: Uint8Array | undefined): Promise<void> {
    return regions.split(await this.engine(), name, key);
  }

  // ---------------------------------------------------------------- surgery tools (tools.ts)

  async assign(region: string): Promise<void> {
    return tools.assign(await this.engine(), region);
  }

  async unassign(region: string): Promise<void> {
    return tools.unassign(await this.engine(), region);
  }

  async move(encodedRegion: string): Promise<void> {
    return tools.move(await this.engine(), encodedRegion);
  }

  async mergeRegions(regionNames: string[], force: boolean): Promise<void> {
    return tools.mergeRegions(await this.engine(), regionNames, force);
  }

  async truncateRegion(region: string): Promise<void> {
    return tools.truncateRegion(await this.engine(), region);
  }

  async regionInfo(region: string): Promise<string> {
    return tools.regionInfo(await this.engine(), region);
  }

  async compactionState(table: string): Promise<string> {
    return tools.compactionState(await this.engine(), table);
  }

  /** compact_rs: every enabled table of the one server (a region server name must name it). */
  async compactRegionServer(major: boolean): Promise<void> {
    const engine = await this.engine();
    for (const t of engine.listTables()) {
      if (t.state === 'ENABLED') await regions.compact(engine, t.name.nameAsString, { major, mob: false });
    }
  }

  /** A table a tool is given must exist (`Unknown table t!`). */
  async requireTable(table: string): Promise<void> {
    tools.requireTable(await this.engine(), table);
  }

  async switchState(name: SwitchName): Promise<boolean> {
    return (await this.engine()).switchState(name);
  }

  /** Sets a master switch; returns its previous state. */
  async setSwitch(name: SwitchName, on: boolean): Promise<boolean> {
    return tools.setSwitch(await this.engine(), name, on);
  }

  async balance(dryRun: boolean): Promise<{ ran: boolean; movesCalculated: number; movesExecuted: number }> {
    return tools.balance(await this.engine(), dryRun);
  }

  async normalize(): Promise<boolean> {
    return tools.normalize(await this.engine());
  }

  async servers(): Promise<tools.Servers> {
    return tools.servers(await this.engine());
  }

  /**
   * admin.rb's get_slowlog_responses(server_names, args, is_large_log): its argument checks,
   * then the ring buffers' records — none, as hbase.regionserver.slowlog.buffer.enabled is
   * off by default — for get_slowlog_responses and get_largelog_responses alike.
   */
  async logResponses(serverNames: Value, args: Value | undefined): Promise<[]> {
    if (args !== undefined && !(args instanceof RHash)) throw runtimeError('Filter parameters are not Hash');
    if (!Array.isArray(serverNames) && !isString(serverNames)) {
      throw argumentError(`${rubyClass(serverNames)} of ${inspect(serverNames)} is not of Array/String type`);
    }
    await this.servers();
    return [];
  }

  /** admin.rb getServerNames: the live server a host, `host,port` or full server name picks. */
  async matchServer(name: string): Promise<string | undefined> {
    return tools.matchServer(await this.engine(), name);
  }

  async listProcedures(): Promise<ProcedureSummary[]> {
    return tools.listProcedures(await this.engine());
  }

  // ---------------------------------------------------------------- namespaces

  createNamespace(name: string, args: Value[]): Promise<void> {
    return namespaces.createNamespace(() => this.engine(), name, args);
  }

  async alterNamespace(name: string, args: Value[]): Promise<void> {
    return namespaces.alterNamespace(await this.engine(), name, args);
  }

  async dropNamespace(name: string): Promise<void> {
    return namespaces.dropNamespace(await this.engine(), name);
  }

  async describeNamespace(name: string): Promise<NamespaceDescriptor> {
    return namespaces.requireNamespace(await this.engine(), name);
  }

  listNamespaces(regex: string): Promise<string[]> {
    return namespaces.listNamespaces(() => this.engine(), regex);
  }

  /** list_namespace_tables: the qualifiers of the namespace's tables, as `list` sorts them. */
  async namespaceTables(name: string): Promise<string[]> {
    return sortForList(namespaces.namespaceTables(await this.engine(), name)).map((t) => t.name.qualifier);
  }

  // ---------------------------------------------------------------- snapshots

  snapshot(table: string, name: string, args: Value[], progress?: Progress): Promise<void> {
    return snapshots.snapshot(() => this.engine(), table, name, args, progress);
  }

  async cloneSnapshot(name: string, table: string, progress?: Progress): Promise<void> {
    return snapshots.cloneSnapshot(await this.engine(), name, table, progress);
  }

  async restoreSnapshot(name: string, progress?: Progress): Promise<void> {
    return snapshots.restoreSnapshot(await this.engine(), name, progress);
  }

  async deleteSnapshot(name: string): Promise<void> {
    return snapshots.deleteSnapshot(await this.engine(), name);
  }

  async listSnapshots(regex: string): Promise<SnapshotInfo[]> {
    return snapshots.snapshotsMatching(await this.engine(), regex);
  }

  async listTableSnapshots(tableRegex: string, snapshotRegex: string): Promise<SnapshotInfo[]> {
    return snapshots.tableSnapshotsMatching(await this.engine(), tableRegex, snapshotRegex);
  }
}
