import { Buffer } from 'node:buffer';
import { defineCommand, lines, optionalHash, string, tableName, argumentError } from '../define.js';
import type { CellsRead } from '../../hbase/index.js';
import { eachRow } from '../../format/output.js';
import { csvLine } from '../../format/csv.js';
import { RHash, isString, type Value } from '../../ruby/values.js';
import { toS } from '../../ruby/coerce.js';
import { compareBytes } from '../../bytes.js';

const KEYS = ['COLUMNS', 'SEPARATOR'];
const CHUNK = 64 * 1024;

/** `family:qualifier` as latin1 text: one character per byte, so the file keeps the bytes as they are. */
function columnText(family: string, qualifier: Uint8Array): string {
  return Buffer.from(family, 'utf8').toString('latin1') + ':' + Buffer.from(qualifier).toString('latin1');
}

/** The newest cell of each column of a scan, the table's columns found by a first scan when COLUMNS names none. */
async function tableColumns(read: CellsRead): Promise<string[]> {
  const seen = new Map<string, Buffer>();
  for await (const r of eachRow(read.rows)) {
    for (const c of r.cells) {
      const text = columnText(c.family, c.qualifier);
      if (!seen.has(text)) seen.set(text, Buffer.from(text, 'latin1'));
    }
  }
  // HBase's column order: family, then qualifier, bytewise (the ':' sorts with them: families hold no ':')
  return [...seen.entries()].sort((a, b) => compareBytes(a[1], b[1])).map(([text]) => text);
}

export const export_csv = defineCommand({
  name: 'export_csv',
  group: 'labs',
  usage: "export_csv 't1', 'file.csv' [, {COLUMNS => ['f1:a', 'f1:b'], SEPARATOR => ','}]",
  help: `hsh only. Write a table to a CSV file that import_tsv reads back: a header
line, HBASE_ROW_KEY and the table's columns ('family:qualifier', every column
a row has, sorted as HBase sorts them), then one line per row with the newest
value of each column (an empty field where the row has none). Row keys,
columns and values are written as their bytes; a field holding the
separator, a quote or a line break is quoted as CSV quotes it. Timestamps
are not written (see 'set_format' 'csv' for one line per cell with them).
COLUMNS limits the columns (and the scan) to those named; SEPARATOR (one
character, default ',') makes a TSV file with "\\t". The file is replaced.
Under --sandbox, only files in the data directory and the script's folder.
Returns the number of rows written.

  hbase> export_csv 't1', 't1.csv'
  hbase> export_csv 't1', 't1.tsv', {SEPARATOR => "\\t"}
  hbase> export_csv 't1', 'names.csv', {COLUMNS => ['info:name']}
  hbase> import_tsv 't2', 't1.csv', {SEPARATOR => ',', HEADER => true, SKIP_EMPTY_COLUMNS => true}
`,
  optionKeys: KEYS,
  args: [tableName(), string('file', 'File name must be of type String'), optionalHash('options')],
  async run(ctx, [table, file, options]) {
    for (const [k] of options.entries) {
      const key = isString(k) ? k.toString('latin1') : toS(k).toString('utf8');
      if (!KEYS.includes(key)) throw argumentError(`Unknown export_csv option ${key}; use ${KEYS.join(', ')}`);
    }
    const sepValue = options.get('SEPARATOR');
    const separator = sepValue === undefined || sepValue === null ? ',' : toS(sepValue).toString('latin1');
    if (separator.length !== 1 || separator === '"' || separator === '\n' || separator === '\r') throw argumentError('SEPARATOR must be one character other than a quote or a line break');
    const named = options.get('COLUMNS');
    if (named !== undefined && named !== null && !Array.isArray(named) && !isString(named)) throw argumentError('COLUMNS must be a String or an Array');
    const scanArgs = (): Value => (named === undefined || named === null ? new RHash() : new RHash([[Buffer.from('COLUMNS'), named]]));
    const t = ctx.hbase.table(table, ctx.via);
    ctx.filePath(file, 'write'); // refused before anything is read
    const columns = await tableColumns(await t.scan(scanArgs(), ctx.signal));
    const index = new Map(columns.map((c, i) => [c, i + 1]));
    let rows = 0;
    let cells = 0;
    async function* chunks(): AsyncGenerator<Buffer> {
      let text = csvLine(['HBASE_ROW_KEY', ...columns], separator);
      for await (const r of eachRow((await t.scan(scanArgs(), ctx.signal)).rows)) {
        const fields: string[] = new Array(columns.length + 1).fill('');
        fields[0] = Buffer.from(r.row).toString('latin1');
        let any = false;
        for (const c of r.cells) {
          const i = index.get(columnText(c.family, c.qualifier));
          // the first cell of a column is its newest; a column first seen after the first scan is left out
          if (i === undefined || fields[i] !== '' || c.type !== 'Put') continue;
          fields[i] = Buffer.from(c.value).toString('latin1');
          cells++;
          any = true;
        }
        if (!any) continue;
        rows++;
        text += csvLine(fields, separator);
        if (text.length >= CHUNK) {
          yield Buffer.from(text, 'latin1');
          text = '';
        }
      }
      if (text) yield Buffer.from(text, 'latin1');
    }
    await ctx.writeFile(file, chunks());
    return { outputs: [lines(`Exported ${rows} row(s), ${cells} cell(s) to ${file}`)], value: BigInt(rows) };
  },
});
