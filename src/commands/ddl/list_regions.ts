import { RHash, type Value } from '../../ruby/values.js';
import { type RegionInfo, regionNameAsString, runtimeError } from '../../hbase/index.js';
import type { JsonValue } from '../../format/json.js';
import { defineCommand, lines, optionalValue, tableName } from '../define.js';
import { rubyToS } from '../../ruby/coerce.js';
import { toStringBinary } from '../../bytes.js';

export const usage = "list_regions 't1' [, 'server_prefix' | {SERVER_NAME => 's', LOCALITY_THRESHOLD => 0.8}] [, ['SERVER_NAME', 'START_KEY', …]]";

export const help = `List all regions for a particular table as an array and also filter them by server name (optional) as prefix
and maximum locality (optional). By default, it will return all the regions for the table with any locality.
The command displays server name, region name, start key, end key, size of the region in MB, number of requests
and the locality. The information can be projected out via an array as third parameter. By default all these information
is displayed. Possible array values are SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ and LOCALITY. Values
are not case sensitive. If you don't want to filter by server name, pass an empty hash / string as shown below.

Examples:
hbase> list_regions 'table_name'
hbase> list_regions 'table_name', 'server_name'
hbase> list_regions 'table_name', {SERVER_NAME => 'server_name', LOCALITY_THRESHOLD => 0.8}
hbase> list_regions 'table_name', {SERVER_NAME => 'server_name', LOCALITY_THRESHOLD => 0.8}, ['SERVER_NAME']
hbase> list_regions 'table_name', {}, ['SERVER_NAME', 'start_key']
hbase> list_regions 'table_name', '', ['SERVER_NAME', 'start_key']

`;

const COLUMNS = ['SERVER_NAME', 'REGION_NAME', 'START_KEY', 'END_KEY', 'SIZE', 'REQ', 'LOCALITY'] as const;
type Column = (typeof COLUMNS)[number];
const MIN_WIDTH: Record<Column, number> = { SERVER_NAME: 12, REGION_NAME: 12, START_KEY: 10, END_KEY: 10, SIZE: 5, REQ: 5, LOCALITY: 10 };
const POSSIBLE = 'Possible values are SERVER_NAME, REGION_NAME, START_KEY, END_KEY, SIZE, REQ, LOCALITY.';

/** Ruby `Float#to_s` for the locality figure. */
function floatText(n: number): string {
  return Number.isInteger(n) ? n.toFixed(1) : String(n);
}

function selectedColumns(cols: Value | undefined): Column[] {
  if (cols === undefined || cols === null) return [...COLUMNS];
  if (!Array.isArray(cols)) throw runtimeError(`${rubyToS(cols)} must be an array of strings. ${POSSIBLE}`);
  const out: Column[] = [];
  for (const col of cols) {
    const name = rubyToS(col).toUpperCase();
    const match = COLUMNS.find((c) => c === name);
    if (!match) throw runtimeError(`${rubyToS(col)} is not a valid column. ${POSSIBLE}`);
    if (!out.includes(match)) out.push(match);
  }
  return out;
}

/** LOCALITY: a single local server holds every region; 1.0 once the region holds data (0.0 while empty). */
function locality(region: RegionInfo): number {
  return region.sizeBytes > 0 ? 1.0 : 0.0;
}

/** A column's keys in a region's JSON object. */
const JSON_KEYS: Record<Column, string[]> = {
  SERVER_NAME: ['server'],
  REGION_NAME: ['name', 'encoded_name'],
  START_KEY: ['start_key'],
  END_KEY: ['end_key'],
  SIZE: ['size_mb', 'size_bytes'],
  REQ: ['requests', 'read_requests', 'write_requests'],
  LOCALITY: ['locality'],
};

/**
 * A region as `--format json` shows it (list_regions, region_heat): the
 * columns' facts as data, keys as Bytes.toStringBinary prints them.
 */
export function regionJson(region: RegionInfo, columns: readonly Column[] = COLUMNS): { [key: string]: JsonValue } {
  const all: { [key: string]: JsonValue } = {
    server: region.server,
    name: regionNameAsString(region),
    encoded_name: region.encodedName,
    start_key: toStringBinary(region.startKey),
    end_key: toStringBinary(region.endKey),
    size_mb: Math.floor(region.sizeBytes / (1024 * 1024)),
    size_bytes: region.sizeBytes,
    requests: region.readRequests + region.writeRequests,
    read_requests: region.readRequests,
    write_requests: region.writeRequests,
    locality: locality(region),
  };
  const o: { [key: string]: JsonValue } = {};
  for (const c of columns) for (const k of JSON_KEYS[c]) o[k] = all[k];
  return o;
}

/**
 * The region table printed with `printf(" %<w>s |")` right-aligned columns
 * (each at least its minimum width, grown to its longest value), a dashes
 * line, one line per region and ` N rows`. A single local server: every
 * region is on it; SIZE is the region's stored size in MB; REQ its read and
 * write requests; LOCALITY 1.0 once the region holds data (0.0 while empty).
 * With `--format json`, `"regions"`: one object per region listed (regionJson).
 */
export const list_regions = defineCommand({
  name: 'list_regions',
  group: 'ddl',
  usage,
  help,
  optionKeys: ['SERVER_NAME', 'LOCALITY_THRESHOLD'],
  args: [tableName(), optionalValue('options'), optionalValue('columns')],
  async run(ctx, [name, optionsArg, colsArg]) {
    const options = optionsArg === undefined || optionsArg === null ? new RHash() : optionsArg instanceof RHash ? optionsArg : new RHash([[Buffer.from('SERVER_NAME'), optionsArg]]);
    const regions = await ctx.hbase.admin.listRegions(name);
    const columns = selectedColumns(colsArg);

    const server = options.get('SERVER_NAME');
    const serverPrefix = server === undefined || server === null ? undefined : rubyToS(server);
    let threshold = 1.0;
    const localityArg = options.get('LOCALITY_THRESHOLD');
    if (localityArg !== undefined) {
      if (typeof localityArg !== 'number') throw runtimeError('LOCALITY_THRESHOLD must be a float value');
      if (!(localityArg >= 0 && localityArg <= 1.0)) throw runtimeError('LOCALITY_THRESHOLD must be between 0 and 1.0, inclusive');
      threshold = localityArg;
    }

    const widths = { ...MIN_WIDTH };
    const rows: Array<Record<Column, string>> = [];
    const json: JsonValue[] = [];
    for (const region of regions) {
      if (serverPrefix !== undefined && !region.server.startsWith(serverPrefix)) continue;
      if (!(locality(region) <= threshold)) continue;
      const row: Record<Column, string> = {
        SERVER_NAME: region.server.trim(),
        REGION_NAME: regionNameAsString(region).trim(),
        START_KEY: toStringBinary(region.startKey).trim(),
        END_KEY: toStringBinary(region.endKey).trim(),
        SIZE: String(Math.floor(region.sizeBytes / (1024 * 1024))),
        REQ: String(region.readRequests + region.writeRequests),
        LOCALITY: floatText(locality(region)),
      };
      json.push(regionJson(region, columns));
      for (const c of columns) widths[c] = Math.max(widths[c], row[c].length);
      rows.push(row);
    }

    const line = (cells: (c: Column) => string) => columns.map((c) => ` ${cells(c).padStart(widths[c])} |`).join('');
    const out = [line((c) => c), line((c) => '-'.repeat(widths[c])), ...rows.map((r) => line((c) => r[c])), ` ${rows.length} rows`];
    return { outputs: [{ ...lines(...out), json: { regions: json } }] };
  },
});
