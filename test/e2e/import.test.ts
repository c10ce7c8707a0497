/**
 * Data in and out through the real binary: `hsh importtsv` (ImportTsv's -D
 * options, its checks and messages, exit statuses), the `import_tsv` and
 * `export_csv` commands, `--format csv`/`tsv` for scan and get, and --sandbox
 * for the files they open.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };
const CLOCK = '1700000000000';

/** A folder with `files` in it and a data directory beside them; hsh runs with the folder as its working directory. */
function folder(files: Record<string, string | Buffer> = {}): { dir: string; data: string } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hsh-import-')));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, data: join(dir, 'data') };
}

function run(dir: string, args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env, cwd: dir, timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** Statements on the folder's store (no Took lines, the logical clock). */
function shell(f: { dir: string; data: string }, ...statements: string[]) {
  return run(f.dir, ['--no-timing', '--clock', CLOCK, '--data', f.data, ...statements.flatMap((s) => ['-e', s])]);
}

function importtsv(f: { dir: string; data: string }, ...args: string[]) {
  return run(f.dir, ['importtsv', '--clock', CLOCK, '--data', f.data, ...args]);
}

/** The table's cells, one `row,column,timestamp,value` line each. */
function cells(f: { dir: string; data: string }, table: string): string {
  return run(f.dir, ['--format', 'csv', '--data', f.data, '-e', `scan '${table}'`]).stdout;
}

const COLUMNS = '-Dimporttsv.columns=HBASE_ROW_KEY,cf:a,cf:b';
const COMMA = '-Dimporttsv.separator=,';

describe('hsh importtsv', () => {
  it('imports a CSV with quoted fields (separators, quotes and line breaks inside), reporting bad lines by file and line', () => {
    const f = folder({
      'people.csv': 'r1,a1,b1\nr2,"a,2","b\n2"\nr3,a3\n\nr4,a4,b4,extra\n,a5,b5\nr6,"say ""hi""",b6\r\n',
    });
    shell(f, "create 't1', 'cf'");
    const r = importtsv(f, COLUMNS, COMMA, 't1', 'people.csv');
    expect(r.stdout).toBe('Imported 4 row(s), 7 cell(s) from people.csv\nSkipped 3 bad line(s)\n');
    expect(r.stderr).toBe(
      'Bad line at people.csv:5: No delimiter\nBad line at people.csv:6: Excessive columns\nBad line at people.csv:7: Row length is 0\n',
    );
    expect(r.status).toBe(0);
    expect(cells(f, 't1')).toBe(
      [
        'r1,cf:a,1700000000000,a1',
        'r1,cf:b,1700000000000,b1',
        'r2,cf:a,1700000000000,"a,2"',
        'r2,cf:b,1700000000000,b\\x0A2',
        'r3,cf:a,1700000000000,a3',
        'r6,cf:a,1700000000000,"say ""hi"""',
        'r6,cf:b,1700000000000,b6',
        '',
      ].join('\n'),
    );
  });

  it('splits at TAB by default and takes each cell timestamp from HBASE_TS_KEY; a bad timestamp skips the whole row', () => {
    const f = folder({ 'events.tsv': 'e1\t1000\tclick\tweb\ne2\tsoon\tview\tapp\ne3\t3000\tbuy\n' });
    shell(f, "create 't1', 'cf'");
    const r = importtsv(f, '-Dimporttsv.columns=HBASE_ROW_KEY,HBASE_TS_KEY,cf:type,cf:via', 't1', 'events.tsv');
    expect(r.stdout).toBe('Imported 2 row(s), 3 cell(s) from events.tsv\nSkipped 1 bad line(s)\n');
    expect(r.stderr).toBe('Bad line at events.tsv:2: Invalid timestamp soon\n');
    expect(cells(f, 't1')).toBe('e1,cf:type,1000,click\ne1,cf:via,1000,web\ne3,cf:type,3000,buy\n');
  });

  it('importtsv.timestamp stamps every cell; skip.empty.columns writes no cell for an empty field', () => {
    const f = folder({ 'd.csv': 'r1,,b1\n' });
    shell(f, "create 't1', 'cf'");
    expect(importtsv(f, COLUMNS, COMMA, '-Dimporttsv.timestamp=42', '-Dimporttsv.skip.empty.columns=true', 't1', 'd.csv').stdout).toBe(
      'Imported 1 row(s), 1 cell(s) from d.csv\n',
    );
    expect(cells(f, 't1')).toBe('r1,cf:b,42,b1\n');
  });

  it('importtsv.skip.bad.lines=false: the first bad line fails the import (exit 1); the rows before it stay, none after', () => {
    const f = folder({ 'd.csv': 'r1,a1,b1\nr2,a2,b2,x\nr3,a3,b3\n' });
    shell(f, "create 't1', 'cf'");
    const r = importtsv(f, COLUMNS, COMMA, '-Dimporttsv.skip.bad.lines=false', 't1', 'd.csv');
    expect(r.stdout).toBe('');
    // how far it got, and how to resume (hsh only)
    expect(r.stderr).toBe('Stopped after writing 1 row(s), through line 1 of d.csv; -Dimporttsv.skip.lines=1 resumes after that line\nERROR: Bad line at d.csv:2: Excessive columns\n');
    expect(r.status).toBe(1);
    expect(cells(f, 't1')).toBe('r1,cf:a,1700000000000,a1\nr1,cf:b,1700000000000,b1\n');
  });

  it('importtsv.dry.run checks every line and writes nothing', () => {
    const f = folder({ 'd.csv': 'r1,a1,b1\n' });
    shell(f, "create 't1', 'cf'");
    expect(importtsv(f, COLUMNS, COMMA, '-Dimporttsv.dry.run=true', 't1', 'd.csv').stdout).toBe('Checked 1 row(s), 2 cell(s) from d.csv\n');
    expect(cells(f, 't1')).toBe('');
  });

  it.each([
    ['-Dimporttsv.bulk.output=/tmp/hfiles', 'ERROR: -Dimporttsv.bulk.output is not supported: HFiles for a bulk load are a MapReduce output; hsh writes the rows to the table directly'],
    ['-Dimporttsv.mapper.class=my.Mapper', 'ERROR: -Dimporttsv.mapper.class is not supported: a user-defined Mapper runs in a MapReduce job'],
    ['-Dmapreduce.map.speculative=false', 'ERROR: -Dmapreduce.map.speculative is not supported: a MapReduce job setting'],
  ])('refuses %s by name (exit 2, with the usage text)', (option, error) => {
    const f = folder({ 'd.csv': 'r1,a1,b1\n' });
    const r = importtsv(f, COLUMNS, COMMA, option, 't1', 'd.csv');
    expect(r.stderr.split('\n').slice(0, 2)).toEqual([error, 'Usage: hsh importtsv -Dimporttsv.columns=a,b,c [--data <dir>] <tablename> <file|dir>...']);
    expect(r.status).toBe(2);
  });

  it.each([
    [[COMMA, 't1', 'd.csv'], 'ERROR: No columns specified. Please specify with -Dimporttsv.columns=...'],
    [['-Dimporttsv.columns=cf:a,cf:b', 't1', 'd.csv'], 'ERROR: Must specify exactly one column as HBASE_ROW_KEY'],
    [['-Dimporttsv.columns=HBASE_ROW_KEY,HBASE_TS_KEY', 't1', 'd.csv'], 'ERROR: One or more columns in addition to the row key and timestamp(optional) are required'],
    [[COLUMNS, 't1'], 'ERROR: Wrong number of arguments: 1'],
    [[COLUMNS, '-Dimporttsv.separator=::', 't1', 'd.csv'], 'ERROR: TsvParser only supports single-byte separators'],
  ])("ImportTsv's own checks: %j", (args, error) => {
    const f = folder({ 'd.csv': 'r1,a1,b1\n' });
    const r = importtsv(f, ...args);
    expect(r.stderr.split('\n')[0]).toBe(error);
    expect(r.status).toBe(2);
  });

  it('a missing table or family fails the import as ImportTsv words it (exit 1)', () => {
    const f = folder({ 'd.csv': 'r1,a1,b1\n' });
    expect(importtsv(f, COLUMNS, COMMA, 'nope', 'd.csv')).toEqual({ stdout: '', stderr: "ERROR: Table 'nope' does not exist.\n", status: 1 });
    shell(f, "create 't1', 'cf'");
    const r = importtsv(f, '-Dimporttsv.columns=HBASE_ROW_KEY,cf:a,other:b,more', COMMA, 't1', 'd.csv');
    expect(r).toEqual({ stdout: '', stderr: 'ERROR: Column families: [other, more] do not exist.\n', status: 1 });
  });

  it('a header line: imported as a row with a warning on stderr naming it; -Dimporttsv.skip.header=true skips it or, without columns, reads them from it', () => {
    const f = folder({ 'people.csv': 'id,info:name,info:city\np1,Ann,Oslo\n', 'bare.csv': 'id,name\np2,Bob\n' });
    shell(f, "create 'people', 'info'");
    const plain = importtsv(f, '-Dimporttsv.columns=HBASE_ROW_KEY,info:name,info:city', COMMA, 'people', 'people.csv');
    expect(plain).toEqual({
      stdout: 'Imported 2 row(s), 4 cell(s) from people.csv\n',
      stderr: 'WARN: people.csv:1 looks like a header (it names columns) and was imported as a row; -Dimporttsv.skip.header=true skips it\n',
      status: 0,
    });
    expect(cells(f, 'people')).toContain('id,info:name,1700000000000,info:name\n');
    shell(f, "truncate 'people'");
    const skipped = importtsv(f, '-Dimporttsv.skip.header=true', COMMA, 'people', 'people.csv');
    expect(skipped).toEqual({ stdout: 'Imported 1 row(s), 2 cell(s) from people.csv\n', stderr: '', status: 0 });
    expect(cells(f, 'people')).toBe('p1,info:city,1700000000000,Oslo\np1,info:name,1700000000000,Ann\n');
    const bare = importtsv(f, '-Dimporttsv.skip.header=true', COMMA, 'people', 'bare.csv');
    expect(bare).toEqual({
      stdout: '',
      stderr:
        'ERROR: Header field "name" at bare.csv:1 is not family:qualifier (e.g. info:name): a header names the row key column HBASE_ROW_KEY or puts it first, and every other column family:qualifier\n',
      status: 1,
    });
  });

  it("a directory imports its files in name order, leaving out hidden ones ('_' or '.' first)", () => {
    const f = folder();
    mkdirSync(join(f.dir, 'in'));
    writeFileSync(join(f.dir, 'in', 'b.csv'), 'r2,a2,b2\n');
    writeFileSync(join(f.dir, 'in', 'a.csv'), 'r1,a1,b1\n');
    writeFileSync(join(f.dir, 'in', '_SUCCESS'), 'nothing\n');
    shell(f, "create 't1', 'cf'");
    expect(importtsv(f, COLUMNS, COMMA, 't1', 'in').stdout).toBe('Imported 2 row(s), 4 cell(s) from in\n');
    expect(cells(f, 't1').split('\n').length).toBe(5);
  });
});

describe('import_tsv', () => {
  it('reads COLUMNS from the header line (HEADER => true), prints what it wrote and returns the number of rows', () => {
    const f = folder({ 'h.csv': 'HBASE_ROW_KEY,cf:name,cf:city\np1,Ann,"Oslo, NO"\np2,Bob\np3\n' });
    const r = shell(f, "create 't1', 'cf'", "n = import_tsv 't1', 'h.csv', {SEPARATOR => ',', HEADER => true}", 'puts n', "scan 't1'");
    expect(r.stdout).toBe(
      [
        'Created table t1',
        '=> Hbase::Table - t1',
        'Imported 2 row(s), 3 cell(s) from h.csv',
        'Skipped 1 bad line(s)',
        '=> 2',
        '2',
        'ROW  COLUMN+CELL',
        ' p1 column=cf:city, timestamp=2023-11-14T22:13:20.001, value=Oslo, NO',
        ' p1 column=cf:name, timestamp=2023-11-14T22:13:20.001, value=Ann',
        ' p2 column=cf:name, timestamp=2023-11-14T22:13:20.001, value=Bob',
        '2 row(s)',
        '',
      ].join('\n'),
    );
    expect(r.stderr).toBe('Bad line at h.csv:4: No delimiter\n');
  });

  it('SKIP_BAD_LINES => false raises at the first bad line, naming file and line', () => {
    const f = folder({ 'd.csv': 'r1,a\nr2,a,b,c\n' });
    const r = shell(f, "create 't1', 'cf'", "import_tsv 't1', 'd.csv', {COLUMNS => 'HBASE_ROW_KEY,cf:a', SEPARATOR => ',', SKIP_BAD_LINES => false}");
    expect(r.stdout).toContain('\nERROR: Bad line at d.csv:2: Excessive columns\n');
    expect(r.status).toBe(1);
  });

  it('refuses an unknown option, and a missing file', () => {
    const f = folder({ 'd.csv': 'r1,a\n' });
    expect(shell(f, "create 't1', 'cf'", "import_tsv 't1', 'd.csv', {COLUMNS => 'HBASE_ROW_KEY,cf:a', 'SEP' => ','}").stdout).toContain(
      'ERROR: Unknown import_tsv option SEP; use COLUMNS, SEPARATOR, HEADER, SKIP_BAD_LINES, SKIP_EMPTY_COLUMNS, TIMESTAMP, SKIP\n',
    );
    expect(shell(f, "import_tsv 't1', 'none.csv', {COLUMNS => 'HBASE_ROW_KEY,cf:a'}").stdout).toContain('ERROR: Input path does not exist: none.csv\n');
  });
});

describe('--format csv and tsv', () => {
  const setup = [
    "create 't1', 'f'",
    "put 't1', 'r1', 'f:a', 'plain'",
    "put 't1', 'r1', 'f:b', 'a,b \"c\"'",
    'put \'t1\', "r\\x002", \'f:a\', "\\xff\\n"',
  ];

  it('scan: one row,column,timestamp,value line per cell, toStringBinary for bytes, CSV quoting, no footer or Took line', () => {
    const f = folder();
    shell(f, ...setup);
    const r = run(f.dir, ['--format', 'csv', '--data', f.data, '-e', "scan 't1'"]);
    // (row r\x002 sorts before r1)
    expect(r.stdout).toBe('r\\x002,f:a,1700000000003,\\xFF\\x0A\nr1,f:a,1700000000001,plain\nr1,f:b,1700000000002,"a,b ""c"""\n');
  });

  it("get in tsv, and set_format 'csv' at a statement", () => {
    const f = folder();
    shell(f, ...setup);
    expect(run(f.dir, ['--format', 'tsv', '--data', f.data, '-e', "get 't1', 'r1'"]).stdout).toBe('r1\tf:a\t1700000000001\tplain\nr1\tf:b\t1700000000002\t"a,b ""c"""\n');
    expect(run(f.dir, ['--no-timing', '--data', f.data, '-e', "set_format 'csv'", '-e', "get 't1', 'r1', 'f:a'"]).stdout).toBe(
      'format: csv, timestamps: iso\nr1,f:a,1700000000001,plain\n',
    );
  });
});

describe('export_csv', () => {
  it('writes a header and one line per row that import_tsv reads back into the same cells, bytes and all', () => {
    const f = folder();
    const r = shell(
      f,
      "create 't1', 'f', 'g'",
      "put 't1', 'r1', 'f:a', 'x'",
      "put 't1', 'r1', 'g:z', 'comma, and \"quote\"'",
      'put \'t1\', "r\\n2", \'f:b\', "\\x00\\xff\\r\\n"',
      "put 't1', 'r3', 'f:a', ''",
      "export_csv 't1', 'out.csv'",
      "create 't2', 'f', 'g'",
      "import_tsv 't2', 'out.csv', {SEPARATOR => ',', HEADER => true, SKIP_EMPTY_COLUMNS => true}",
    );
    expect(r.stdout).toContain('Exported 3 row(s), 4 cell(s) to out.csv\n=> 3\n');
    expect(readFileSync(join(f.dir, 'out.csv'))).toEqual(
      // (row "r\n2" sorts before r1)
      Buffer.concat([Buffer.from('HBASE_ROW_KEY,f:a,f:b,g:z\n"r\n2",,"'), Buffer.from([0, 0xff, 13, 10]), Buffer.from('",\nr1,x,,"comma, and ""quote"""\nr3,,,\n')]),
    );
    // the empty value of r3 is the one cell an empty field cannot tell from none
    const without = (text: string) => text.split('\n').map((l) => l.replace(/,\d{13},/, ',')).filter((l) => l !== 'r3,f:a,').join('\n');
    expect(without(cells(f, 't2'))).toBe(without(cells(f, 't1')));
    expect(cells(f, 't2')).toContain('r\\x0A2,f:b,');
  });
});

describe('--sandbox', () => {
  it.each([
    ["import_tsv 't1', '../outside.csv', {COLUMNS => 'HBASE_ROW_KEY,cf:a', SEPARATOR => ','}", 'read'],
    ["export_csv 't1', '../outside.csv'", 'written'],
  ])('refuses files outside the data directory and the script folder: %s', (statement, mode) => {
    const f = folder();
    const labs = join(f.dir, 'labs');
    mkdirSync(labs);
    writeFileSync(join(f.dir, 'outside.csv'), 'r1,a\n');
    writeFileSync(join(labs, 'lab.hsh'), `create 't1', 'cf'\n${statement}\n`);
    const r = run(labs, ['--sandbox', '--no-timing', '--data', f.data, 'lab.hsh']);
    expect(r.stdout).toContain(`ERROR: Permission denied - ../outside.csv (--sandbox: files are ${mode} only in ${f.data}, ${labs})\n`);
    expect(r.status).toBe(1);
  });

  it("reads and writes in the script's folder", () => {
    const f = folder();
    const labs = join(f.dir, 'labs');
    mkdirSync(labs);
    writeFileSync(join(labs, 'in.csv'), 'r1,a\n');
    writeFileSync(join(labs, 'lab.hsh'), "create 't1', 'cf'\nimport_tsv 't1', 'in.csv', {COLUMNS => 'HBASE_ROW_KEY,cf:a', SEPARATOR => ','}\nexport_csv 't1', 'out.csv'\n");
    const r = run(labs, ['--sandbox', '--no-timing', '--data', f.data, 'lab.hsh']);
    expect(r.stdout).toBe('Created table t1\n=> Hbase::Table - t1\nImported 1 row(s), 1 cell(s) from in.csv\n=> 1\nExported 1 row(s), 1 cell(s) to out.csv\n=> 1\n');
    expect(readFileSync(join(labs, 'out.csv'), 'utf8')).toBe('HBASE_ROW_KEY,cf:a\nr1,a\n');
  });
});
