/**
 * admin.rb's surgery tools on a one-server cluster (one master, one region
 * server, as a standalone HBase 2.6 runs): region assignment, merges,
 * region truncation, the master's switches and chores, the server lists.
 * Each checks what HBase's client and master check, in their order, and
 * words its errors as they do; nothing here formats output.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { Engine, ProcedureSummary, RegionInfo, SwitchName } from '../engine/types.js';
import { serverName } from '../engine/regions.js';
import { argumentError, tableDisabled, unknownTable } from './errors.js';
import { findRegion, regionInfoString } from './regions.js';
import { lookupTable } from './system-tables.js';

/** The master's RPC port in a standalone HBase (hbase.master.port). */
const MASTER_PORT = 16000;

// ---------------------------------------------------------------- errors

/** RawAsyncHBaseAdmin.getRegionLocation's UnknownRegionException. */
export function unknownRegion(name: string): ShellError {
  return new ShellError('UNKNOWN_REGION', `org.apache.hadoop.hbase.UnknownRegionException: Invalid region name or encoded region name: ${name}`, {
    rubyClass: 'RuntimeError',
  });
}

/** MergeTableRegionsProcedure.checkRegionsToMerge's MergeRegionException. */
function mergeRegionException(message: string): ShellError {
  return new ShellError('REGION_OPERATION_FAILED', `org.apache.hadoop.hbase.exceptions.MergeRegionException: ${message}`, { rubyClass: 'RuntimeError' });
}

/** A procedure's failure as the client rethrows it (an IOException with the procedure's message). */
function procedureFailure(message: string): ShellError {
  return new ShellError('REGION_OPERATION_FAILED', `java.io.IOException: ${message}`, { rubyClass: 'RuntimeError' });
}

// ---------------------------------------------------------------- servers

export interface Servers {
  /** The one region server, `localhost,16020,<startcode>`. */
  regionServer: string;
  /** The active master, `localhost,16000,<startcode>`. */
  master: string;
}

/** The cluster's servers: master and region server share the store's start code (as status shows them). */
export function servers(engine: Engine): Servers {
  const startcode = engine.serverStartcode() ?? 1n;
  return { regionServer: serverName(startcode), master: `localhost,${MASTER_PORT},${startcode}` };
}

/**
 * admin.rb getServerNames: the live servers a name picks — a host, a
 * `host,port` or a full `host,port,startcode` (a prefix of the server name).
 */
export function matchServer(engine: Engine, name: string): string | undefined {
  const rs = servers(engine).regionServer;
  return rs === name || rs.startsWith(`${name},`) ? rs : undefined;
}

// ---------------------------------------------------------------- regions

/** A user region by full or encoded name, with its index in its table (else UnknownRegionException). */
async function region(engine: Engine, name: string): Promise<{ table: string; region: RegionInfo; index: number }> {
  const found = await findRegion(engine, name);
  if (!found) throw unknownRegion(name);
  return { table: found.desc.name.nameAsString, region: found.region, index: found.index };
}

/**
 * AssignmentManager.preTransitCheck: a region not in a state the
 * transition starts from (RegionStateNode.toDescriptiveString; a closed
 * region has no location).
 */
function unexpectedState(engine: Engine, r: { table: string; region: RegionInfo }): ShellError {
  const state = engine.regionState(r.region.encodedName);
  const location = state === 'OPEN' ? r.region.server : 'null';
  return new ShellError(
    'REGION_OPERATION_FAILED',
    `org.apache.hadoop.hbase.client.DoNotRetryRegionException: Unexpected state for state=${state}, location=${location}, table=${r.table}, region=${r.region.encodedName}`,
    { rubyClass: 'RuntimeError' },
  );
}

/**
 * assign: AssignmentManager.assign opens a region that is CLOSED (or
 * OFFLINE) on the one server (TransitRegionStateProcedure: GET_ASSIGN_CANDIDATE,
 * OPEN, CONFIRM_OPENED); an OPEN region fails its preTransitCheck.
 */
export async function assign(engine: Engine, name: string): Promise<void> {
  const r = await region(engine, name);
  if (engine.regionState(r.region.encodedName) !== 'CLOSED') throw unexpectedState(engine, r);
  await engine.recordProcedure('TransitRegionStateProcedure', r.table, [1, 2, 3]);
  engine.setRegionState(r.region.encodedName, 'OPEN');
}

/**
 * unassign: a TransitRegionStateProcedure closes an OPEN region (CLOSE,
 * CONFIRM_CLOSED) and it stays CLOSED until assign; a CLOSED one fails its
 * preTransitCheck. hsh's store serves a closed region's rows all the same
 * (HBase's client would retry until the region opens again).
 */
export async function unassign(engine: Engine, name: string): Promise<void> {
  const r = await region(engine, name);
  if (engine.regionState(r.region.encodedName) !== 'OPEN') throw unexpectedState(engine, r);
  await engine.recordProcedure('TransitRegionStateProcedure', r.table, [4, 5]);
  engine.setRegionState(r.region.encodedName, 'CLOSED');
}

/**
 * move: HMaster.move picks a destination among the other live servers
 * (none on a one-server cluster) or takes the one given; a region already
 * on the destination is left where it is, with no procedure.
 */
export async function move(engine: Engine, encodedName: string): Promise<void> {
  await region(engine, encodedName);
}

/**
 * merge_region: RawAsyncHBaseAdmin.mergeRegions (every region known, all of
 * one table), then MergeTableRegionsProcedure's checks in its order:
 * duplicates, regions next to each other unless forced, the merge switch.
 * A forced merge of regions that are not next to each other takes in the
 * regions between them (hsh's regions tile their table without holes).
 */
export async function mergeRegions(engine: Engine, names: string[], force: boolean): Promise<void> {
  const regions = [];
  for (const n of names) regions.push(await region(engine, n));
  const table = regions[0].table;
  for (const r of regions) {
    if (r.table !== table) throw new ShellError('REGION_OPERATION_FAILED', `java.lang.IllegalArgumentException: Cannot merge regions from two different tables ${table} and ${r.table}`);
  }
  const unique = new Set(regions.map((r) => r.index)).size;
  if (unique !== regions.length) {
    throw mergeRegionException(`Duplicate regions specified; cannot merge a region to itself. Passed in ${regions.length} but only ${unique} unique.`);
  }
  const desc = lookupTable(engine, table);
  if (desc && desc.state !== 'ENABLED') throw tableDisabled(table);
  for (let i = 1; i < regions.length; i++) {
    const previous = regions[i - 1];
    const r = regions[i];
    if (!force && Math.abs(r.index - previous.index) !== 1) {
      throw mergeRegionException(`Unable to merge non-adjacent or non-overlapping regions '${previous.region.encodedName}', '${r.region.encodedName}' when force=false`);
    }
  }
  if (!engine.switchState('merge')) {
    throw procedureFailure(`Merge of [${regions.map((r) => regionInfoString(r.region)).join(', ')}] failed because merge switch is off`);
  }
  const indexes = regions.map((r) => r.index);
  await engine.mergeRegions(table, Math.min(...indexes), Math.max(...indexes));
}

/** truncate_region: TruncateRegionProcedure empties the region; its name and bounds stay. */
export async function truncateRegion(engine: Engine, name: string): Promise<void> {
  const r = await region(engine, name);
  const desc = lookupTable(engine, r.table);
  if (desc && desc.state !== 'ENABLED') throw tableDisabled(r.table);
  await engine.truncateRegion(r.table, r.index);
}

/** hbase:meta's one region, as RegionInfo.toString prints it (RegionInfoBuilder.FIRST_META_REGIONINFO). */
const META_REGION_INFO = "{ENCODED => 1588230740, NAME => 'hbase:meta,,1', STARTKEY => '', ENDKEY => ''}";

/** regioninfo: RegionInfo.toString of a region by full or encoded name (hbase:meta's too). */
export async function regionInfo(engine: Engine, name: string): Promise<string> {
  if (name === '1588230740' || name === 'hbase:meta,,1') return META_REGION_INFO;
  const found = await findRegion(engine, name);
  if (!found) {
    throw new ShellError('UNKNOWN_REGION', `org.apache.hadoop.hbase.NotServingRegionException: ${name} is not online on ${servers(engine).regionServer}`, {
      rubyClass: 'RuntimeError',
    });
  }
  return regionInfoString(found.region);
}

/**
 * compaction_state: compactions run to completion inside the command that
 * asks for them, so a table is never compacting (CompactionState.NONE).
 */
export function compactionState(engine: Engine, table: string): string {
  if (!lookupTable(engine, table)) throw unknownTable(table);
  return 'NONE';
}

// ---------------------------------------------------------------- switches

export async function setSwitch(engine: Engine, name: SwitchName, on: boolean): Promise<boolean> {
  return engine.setSwitch(name, on);
}

/** admin.rb splitormerge_switch / splitormerge_enabled: 'SPLIT' (splitSwitch) or 'MERGE' (mergeSwitch). */
export function splitOrMerge(type: string): SwitchName {
  if (type === 'SPLIT') return 'split';
  if (type === 'MERGE') return 'merge';
  throw argumentError('only SPLIT or MERGE accepted for type!');
}

/**
 * balancer: HMaster.balance runs unless the balancer is switched off (a dry
 * run runs regardless); with one region server there is nothing to move.
 */
export function balance(engine: Engine, dryRun: boolean): { ran: boolean; movesCalculated: number; movesExecuted: number } {
  const ran = dryRun || engine.switchState('balancer');
  return { ran, movesCalculated: 0, movesExecuted: 0 };
}

/** normalize: RegionNormalizerManager.normalizeRegions runs only when the normalizer is on. */
export function normalize(engine: Engine): boolean {
  return engine.switchState('normalizer');
}

/** Checks a table name a tool is given (`Unknown table t!` as TableNotFoundException translates). */
export function requireTable(engine: Engine, table: string): void {
  if (!lookupTable(engine, table)) throw unknownTable(table);
}

// ---------------------------------------------------------------- procedures

export function listProcedures(engine: Engine): ProcedureSummary[] {
  return engine.listProcedures();
}

/**
 * A switch's argument (`balance_switch true`) as admin.rb passes it to
 * java.lang.Boolean.valueOf: Ruby's true and false, a String (true when it
 * is "true" in any case), nil as false.
 */
export function switchArgument(v: unknown): boolean {
  if (v === true || v === false) return v;
  if (v === null || v === undefined) return false;
  if (Buffer.isBuffer(v)) return v.toString('utf8').toLowerCase() === 'true';
  throw argumentError('no method \'valueOf\' for arguments of this type on Java::JavaLang::Boolean');
}
