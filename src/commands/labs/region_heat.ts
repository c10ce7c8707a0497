import type { RegionInfo } from '../../engine/types.js';
import type { JsonValue } from '../../format/json.js';
import { toStringBinary } from '../../bytes.js';
import { defineCommand, tableName } from '../define.js';
import { regionJson } from '../ddl/list_regions.js';
import { BAR_FILL, BAR_TRACK } from '../../format/style.js';

/** Bar width in characters: the whole bar is the table's total. */
const WIDTH = 40;

interface Metric {
  title: string;
  of(r: RegionInfo): number;
}

const METRICS: Metric[] = [
  { title: 'ROWS', of: (r) => r.rowCount },
  { title: 'CELLS', of: (r) => r.cellCount },
  { title: 'READ REQUESTS', of: (r) => r.readRequests },
  { title: 'WRITE REQUESTS', of: (r) => r.writeRequests },
];

/** `[start, end)` with both keys as Bytes.toStringBinary prints them (empty: the table's open ends). */
function rangeLabel(r: RegionInfo): string {
  return `[${toStringBinary(r.startKey)}, ${toStringBinary(r.endKey)})`;
}

/** A bar of `value` out of `total`, WIDTH characters, with the count and its share. */
function bar(value: number, total: number, countWidth: number): string {
  const share = total > 0 ? value / total : 0;
  const filled = Math.round(share * WIDTH);
  return `${BAR_FILL.repeat(filled)}${BAR_TRACK.repeat(WIDTH - filled)} ${String(value).padStart(countWidth)} ${String(Math.round(share * 100)).padStart(3)}%`;
}

/** One block per metric: its title and total, then a bar per region. */
export function heatLines(table: string, regions: RegionInfo[]): string[] {
  const total = (m: Metric) => regions.reduce((n, r) => n + m.of(r), 0);
  const labels = regions.map(rangeLabel);
  const labelWidth = Math.max(...labels.map((l) => l.length));
  const out = [`Table ${table}: ${regions.length} region${regions.length === 1 ? '' : 's'}, each bar a region's share of the table`];
  for (const m of METRICS) {
    const sum = total(m);
    const countWidth = String(Math.max(...regions.map(m.of))).length;
    out.push('', `${m.title} (${sum})`);
    regions.forEach((r, i) => out.push(`  ${labels[i].padEnd(labelWidth)}  ${bar(m.of(r), sum, countWidth)}`));
  }
  return out;
}

export const region_heat = defineCommand({
  name: 'region_heat',
  group: 'labs',
  usage: "region_heat 't1'",
  help: `hsh only. Draw, per region of a table, its rows, its cells (every version and
delete marker the store holds) and the read and write requests it has served,
as bars: each bar is the region's share of the table's total, so a region
that takes every write (a timestamp-first row key) stands out against keys
salted over several regions. In colour at the prompt; plain text in scripts,
when piped and with --no-color. With --format json (or set_format 'json'),
"regions" holds list_regions' region objects with their "rows" and "cells".

  hbase> region_heat 't1'
  hbase> t.region_heat
`,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [table]) {
    const regions = await ctx.hbase.admin.listRegions(table);
    const json: JsonValue[] = regions.map((r) => ({ ...regionJson(r), rows: r.rowCount, cells: r.cellCount }));
    return { outputs: [{ kind: 'lines', lines: heatLines(table, regions), json: { regions: json } }] };
  },
});
