import { defineCommand, lines, optionalString } from '../define.js';
import type { CommandContext } from '../define.js';
import type { NamespaceDescriptor, RowResult, TableDescriptor } from '../../hbase/index.js';
import { cellStatement, closingStatements, createNamespaceStatement, createStatement, notes, rubyText } from '../../hbase/dump.js';

/** Text is handed on in chunks of about this many characters. */
const CHUNK = 64 * 1024;

const help = `hsh only. Print the statements that, run on an empty store, rebuild a table
exactly: its namespace, its whole schema (every family and table attribute
describe shows, SPLITS), every cell version and every delete marker a RAW
scan shows, each at its timestamp. No table: every user table and namespace.
With a file, write the statements there instead (relative to the working
directory; under --sandbox only in its folders). The statements are plain
HBase shell: binary rows, qualifiers and values are "\\xNN" strings; each
marker is the delete or deleteall that writes exactly that marker type
(Delete: delete 'f:q'; DeleteColumn: deleteall 'f:q'; DeleteFamily:
deleteall 'f'; DeleteFamilyVersion: delete 'f'). A disabled table is
created, filled, then disabled; READONLY is set after its data. Cells past
their family's TTL are in a RAW scan until a compaction drops them, so in
the dump (replayed, they are expired at once); a put past its own TTL is
not, and a put's own TTL (put ..., {TTL => ms}) is not kept.

  hbase> dump 't1'
  hbase> dump 'ns1:t1', 't1.hsh'
  hbase> dump
  hbase> dump nil, 'all.hsh'

Replay with: hsh --data DIR t1.hsh (or load 't1.hsh' at the prompt). No Took
line follows the statements: hsh -e "dump 't1'" > t1.hsh replays too.
`;

export const dump = defineCommand({
  name: 'dump',
  group: 'labs',
  usage: "dump ['t1' [, 'file.hsh']]",
  help,
  // No `Took` line: `hsh -e "dump 't'" > t.hsh` is a file that replays.
  plain: true,
  args: [optionalString('table', 'Table name must be of type String'), optionalString('file', 'File name must be of type String')],
  async run(ctx, [table, file]) {
    // Every table is read (and refused: unknown, system) before a line is printed.
    const names = table !== undefined ? [table] : await ctx.hbase.admin.list();
    const sources = await Promise.all(names.map((n) => ctx.hbase.table(n).rawRows(ctx.signal)));
    const namespaces = await namespacesOf(ctx, table === undefined, sources.map((s) => s.table));
    const counts = { statements: 0 };
    const text = statements(namespaces, sources, counts);
    if (file === undefined) return { outputs: [{ kind: 'text', chunks: text }] };
    await ctx.writeFile(file, text);
    return { outputs: [lines(`${counts.statements} statement(s) for ${names.length} table(s) written to ${file}`)] };
  },
});

/** The namespaces to create: every user namespace for a whole dump, else those of the tables. */
async function namespacesOf(ctx: CommandContext, all: boolean, tables: TableDescriptor[]): Promise<NamespaceDescriptor[]> {
  const names = all ? await ctx.hbase.admin.listNamespaces('.*') : [...new Set(tables.map((t) => t.name.namespace))];
  const user = names.filter((n) => n !== 'default' && n !== 'hbase');
  return Promise.all(user.map((n) => ctx.hbase.admin.describeNamespace(n)));
}

async function* statements(
  namespaces: NamespaceDescriptor[],
  sources: Array<{ table: TableDescriptor; rows: AsyncIterable<readonly RowResult[]> }>,
  counts: { statements: number },
): AsyncGenerator<string> {
  let text = '# hsh dump: run on an empty store to rebuild ' + (sources.length === 1 ? rubyText(sources[0].table.name.nameAsString) : 'these tables') + '\n';
  for (const ns of namespaces) {
    text += createNamespaceStatement(ns) + '\n';
    counts.statements++;
  }
  for (const { table, rows } of sources) {
    for (const note of notes(table)) text += note + '\n';
    text += createStatement(table) + '\n';
    counts.statements++;
    const name = rubyText(table.name.nameAsString);
    for await (const batch of rows) {
      for (const row of batch) {
        for (const cell of row.cells) text += cellStatement(name, cell) + '\n';
        counts.statements += row.cells.length;
      }
      if (text.length >= CHUNK) {
        yield text;
        text = '';
      }
    }
    for (const s of closingStatements(table)) {
      text += s + '\n';
      counts.statements++;
    }
  }
  yield text;
}
