/**
 * import_tsv's header line (HEADER => true): without COLUMNS it names the
 * columns — the field named HBASE_ROW_KEY, or else the first field, is the
 * row key, every other field family:qualifier; a bare name is refused,
 * naming it. Without HEADER, a first line that names columns is imported as
 * ImportTsv would import it, with a warning on stderr naming the line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testShell } from '../../helpers/shell.js';

/** Runs `source` in a fresh shell whose working directory holds `files`. */
async function run(files: Record<string, string>, source: string, keepGoing = false) {
  const sh = await testShell({ keepGoing });
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(sh.cwd, name), text);
    return await sh.run(source);
  } finally {
    await sh.close();
  }
}

const CREATE = "create 'people', 'info'\n";
const ROWS = "p scan_rows('people')";

describe('import_tsv with HEADER => true and no COLUMNS', () => {
  it('takes the first column as the row key when no field is HBASE_ROW_KEY', async () => {
    const r = await run({ 'people.csv': 'id,info:name,info:city\np1,Ann,Oslo\np2,Bob,\n' }, `${CREATE}import_tsv 'people', 'people.csv', {SEPARATOR => ',', HEADER => true}\n${ROWS}`);
    expect(r.stdout).toBe(
      'Created table people\n=> Hbase::Table - people\nImported 2 row(s), 4 cell(s) from people.csv\n=> 2\n[["p1", {"info:city"=>"Oslo", "info:name"=>"Ann"}], ["p2", {"info:city"=>"", "info:name"=>"Bob"}]]\n=> [["p1", {"info:city"=>"Oslo", "info:name"=>"Ann"}], ["p2", {"info:city"=>"", "info:name"=>"Bob"}]]\n',
    );
    expect(r.stderr).toBe('');
  });

  it('takes the field named HBASE_ROW_KEY wherever it stands, and the special columns by name', async () => {
    const r = await run(
      { 'p.tsv': 'info:name\tHBASE_TS_KEY\tHBASE_ROW_KEY\nAnn\t1000\tp1\n' },
      `${CREATE}import_tsv 'people', 'p.tsv', {HEADER => true}\np get_row('people', 'p1')\nlist_cells 'people'`,
    );
    expect(r.stdout).toContain('Imported 1 row(s), 1 cell(s) from p.tsv\n=> 1\n{"info:name"=>"Ann"}\n');
    expect(r.stdout).toContain('K: p1/info:name/1000/Put/vlen=3/seqid=0 V: Ann\n');
  });

  it('refuses a bare name, naming the field, the line and a family of the table, and writes nothing', async () => {
    const r = await run({ 'bare.csv': 'id,name,info:city\np1,Ann,Oslo\n' }, `${CREATE}import_tsv 'people', 'bare.csv', {SEPARATOR => ',', HEADER => true}\n`);
    expect(r.stdout).toBe(
      `Created table people\n=> Hbase::Table - people\n\nERROR: Header field "name" at bare.csv:1 is not family:qualifier (e.g. info:name): a header names the row key column HBASE_ROW_KEY or puts it first, and every other column family:qualifier\n\nFor usage try 'help "import_tsv"'\n\n`,
    );
    const after = await run({ 'bare.csv': 'id,name\np1,Ann\n' }, `${CREATE}import_tsv 'people', 'bare.csv', {SEPARATOR => ',', HEADER => true}\n${ROWS}`, true);
    expect(after.stdout).toContain(`ERROR: Header field "name" at bare.csv:1 is not family:qualifier (e.g. info:name)`);
    expect(after.stdout).toContain('\n[]\n');
  });

  it("refuses a header family the table lacks, in ImportTsv's words", async () => {
    const r = await run({ 'f.csv': 'id,other:x\np1,1\n' }, `${CREATE}import_tsv 'people', 'f.csv', {SEPARATOR => ',', HEADER => true}`);
    expect(r.stdout).toContain('ERROR: Column families: [other] do not exist.\n');
  });

  it('with COLUMNS, skips the header whatever it holds', async () => {
    const r = await run({ 'p.csv': 'id,name\np1,Ann\n' }, `${CREATE}import_tsv 'people', 'p.csv', {COLUMNS => 'HBASE_ROW_KEY,info:n', SEPARATOR => ',', HEADER => true}\n${ROWS}`);
    expect(r.stdout).toContain('Imported 1 row(s), 1 cell(s) from p.csv\n=> 1\n[["p1", {"info:n"=>"Ann"}]]\n');
  });
});

describe('import_tsv without HEADER', () => {
  it('imports a first line that names columns as a row (as ImportTsv does) and warns on stderr, naming the line', async () => {
    const r = await run(
      { 'people.csv': 'id,info:name\np1,Ann\n' },
      `${CREATE}import_tsv 'people', 'people.csv', {COLUMNS => 'HBASE_ROW_KEY,info:name', SEPARATOR => ','}\n${ROWS}`,
    );
    expect(r.stdout).toBe(
      'Created table people\n=> Hbase::Table - people\nImported 2 row(s), 2 cell(s) from people.csv\n=> 2\n[["id", {"info:name"=>"info:name"}], ["p1", {"info:name"=>"Ann"}]]\n=> [["id", {"info:name"=>"info:name"}], ["p1", {"info:name"=>"Ann"}]]\n',
    );
    expect(r.stderr).toBe('WARN: people.csv:1 looks like a header (it names columns) and was imported as a row; HEADER => true skips it\n');
  });

  it("warns about a CSV's plain header too: a field that is its own column's qualifier", async () => {
    const r = await run({ 's.csv': 'id,name,city\ns1,Ada,London\n' }, `${CREATE}import_tsv 'people', 's.csv', {COLUMNS => 'HBASE_ROW_KEY,info:name,info:city', SEPARATOR => ','}`);
    expect(r.stdout).toContain('Imported 2 row(s), 4 cell(s) from s.csv\n');
    expect(r.stderr).toBe('WARN: s.csv:1 looks like a header (it names columns) and was imported as a row; HEADER => true skips it\n');
  });

  it("does not warn about data that only looks like family:qualifier of a family the import doesn't write", async () => {
    const r = await run({ 't.csv': 'r1,12:30\nr2,at\n' }, `${CREATE}import_tsv 'people', 't.csv', {COLUMNS => 'HBASE_ROW_KEY,info:at', SEPARATOR => ','}`);
    expect(r.stdout).toContain('Imported 2 row(s), 2 cell(s) from t.csv\n');
    expect(r.stderr).toBe('');
  });
});
