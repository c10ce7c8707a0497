import { Buffer } from 'node:buffer';
import type { Cell } from '../../engine/types.js';
import type { JsonValue } from '../../format/json.js';
import { keyValueKey, prefixStopRow } from '../../hbase/index.js';
import { Options } from '../../ruby/options.js';
import { toS } from '../../ruby/coerce.js';
import { truthy, type Value } from '../../ruby/values.js';
import { toStringBinary } from '../../bytes.js';
import { eachRow } from '../../format/output.js';
import { argumentError, defineCommand, optionalHash, tableName } from '../define.js';

/** The shell's constants list_cells takes; 'KEY_BYTES' is no shell constant (HBase defines none), so it is written quoted and not offered for completion. */
const KEYS = ['STARTROW', 'STOPROW', 'ROWPREFIXFILTER', 'LIMIT'] as const;

const LATEST_TIMESTAMP = 0x7fffffffffffffffn;

/** KeyValue.humanReadableTimestamp. */
function timestampText(ts: bigint): string {
  return ts === LATEST_TIMESTAMP ? 'LATEST_TIMESTAMP' : ts.toString();
}

/**
 * KeyValue.toString as HFilePrettyPrinter prints it after `K: `
 * (keyToString + `/vlen=` + `/seqid=`): `row/family:qualifier/timestamp/Type/vlen=N/seqid=0`,
 * each part Bytes.toStringBinary. A store file's cells carry sequence id 0
 * once a compaction has written them; hsh keeps none.
 */
export function keyValueText(cell: Cell): string {
  return `${toStringBinary(cell.row)}/${toStringBinary(Buffer.from(cell.family, 'utf8'))}:${toStringBinary(cell.qualifier)}/${timestampText(cell.timestamp)}/${cell.type}/vlen=${cell.value.length}/seqid=0`;
}

/** HFilePrettyPrinter -p's line: `K: <KeyValue> V: <value>` (and, asked for, the key's bytes). */
function line(cell: Cell, keyBytes: boolean): string {
  const text = `K: ${keyValueText(cell)} V: ${toStringBinary(cell.value)}`;
  return keyBytes ? `${text} KEY: ${toStringBinary(keyValueKey(cell))}` : text;
}

function json(cell: Cell, keyBytes: boolean): JsonValue {
  const o: { [key: string]: JsonValue } = {
    row: toStringBinary(cell.row),
    family: cell.family,
    qualifier: toStringBinary(cell.qualifier),
    timestamp: cell.timestamp <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cell.timestamp) : cell.timestamp.toString(),
    type: cell.type,
    vlen: cell.value.length,
    value: toStringBinary(cell.value),
  };
  if (keyBytes) o.key = toStringBinary(keyValueKey(cell));
  return o;
}

function bytesOption(o: Options, key: string): Buffer | undefined {
  const v = o.take(key);
  return v === null ? undefined : toS(v);
}

function limitOption(v: Value): number | undefined {
  if (v === null) return undefined;
  if (typeof v !== 'bigint' || v <= 0n) throw argumentError('LIMIT must be a positive Integer');
  return v > 0x7fffffffn ? 0x7fffffff : Number(v);
}

export const list_cells = defineCommand({
  name: 'list_cells',
  group: 'labs',
  usage: "list_cells 't1' | 'REGIONNAME' | 'ENCODED_REGIONNAME' [, {STARTROW => 'a', STOPROW => 'z', ROWPREFIXFILTER => 'p', LIMIT => 20, 'KEY_BYTES' => true}]",
  help: `hsh only. List a table's KeyValues as its store holds them, one per line, in
the order HBase sorts them (row, then family:qualifier, then timestamp newest
first, then type): every version and every delete marker (Delete,
DeleteColumn, DeleteFamily, DeleteFamilyVersion), the cells they mask too,
and cells past their family's TTL until a compaction drops them (a put past
its own TTL is skipped, as a RAW scan skips it).
Each line is the one HBase's HFile pretty-printer (hbase hfile -p) prints:

  K: row/family:qualifier/timestamp/Type/vlen=<value length>/seqid=0 V: value

with keys and values escaped as Bytes.toStringBinary does ("\\x00"), then
"Scanned kv count -> N". Rows sort as bytes: 'row10' comes before 'row2'.
A region's name or encoded name (as list_regions shows them) in place of the
table lists that region only. Options: STARTROW (inclusive) and STOPROW
(exclusive), or ROWPREFIXFILTER; LIMIT, the most KeyValues listed;
'KEY_BYTES' => true adds each KeyValue's key as the store file holds it (row
length, row, family length, family, qualifier, timestamp, type code) after
"KEY:". It reads the store as the pretty-printer reads files: no read
request is counted. A backend that keeps no delete markers (Bigtable)
refuses it as it refuses RAW scans.

  hbase> list_cells 't1'
  hbase> list_cells 't1', {STARTROW => 'row1', STOPROW => 'row3', LIMIT => 10}
  hbase> list_cells 't1', {ROWPREFIXFILTER => 'row1', 'KEY_BYTES' => true}
  hbase> list_cells 'ab3c2a1fe7f7ae9f2c4e7b10b8b6c6d0'
  hbase> t.list_cells LIMIT => 5
`,
  tableMethod: true,
  optionKeys: KEYS,
  args: [tableName(), optionalHash('options')],
  async run(ctx, [table, options]) {
    const o = new Options(options);
    let startRow: Uint8Array | undefined = bytesOption(o, 'STARTROW');
    let stopRow: Uint8Array | undefined = bytesOption(o, 'STOPROW');
    const prefix = bytesOption(o, 'ROWPREFIXFILTER');
    if (prefix !== undefined) {
      // Scan#setRowPrefixFilter: the prefix's rows, whatever STARTROW and STOPROW said.
      startRow = prefix;
      stopRow = prefixStopRow(prefix);
    }
    const limit = limitOption(o.take('LIMIT'));
    const keyBytes = truthy(o.take('KEY_BYTES'));
    const unknown = o.leftovers();
    if (unknown.length > 0) throw argumentError(`Unknown option ${unknown[0]} for list_cells (options: ${KEYS.join(', ')}, 'KEY_BYTES')`);

    const read = await ctx.hbase.table(table, ctx.via).storeCells({ startRow, stopRow, rowLimit: limit, signal: ctx.signal });
    const lines: string[] = [];
    const keyvalues: JsonValue[] = [];
    let count = 0;
    scan: for await (const r of eachRow(read.rows)) {
      for (const cell of r.cells) {
        if (limit !== undefined && count >= limit) break scan;
        lines.push(line(cell, keyBytes));
        keyvalues.push(json(cell, keyBytes));
        count++;
      }
    }
    lines.push(`Scanned kv count -> ${count}`);
    return { outputs: [{ kind: 'lines', lines, json: { keyvalues } }] };
  },
});
