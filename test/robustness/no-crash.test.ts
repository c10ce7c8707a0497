/**
 * The crashes a fuzzing campaign found (issue 14), each as the user sees it
 * now: the exact output, in HBase's or JRuby's wording where one exists.
 */
import { describe, expect, it } from 'vitest';
import { hsh } from '../helpers/shell.js';

describe('rows of different lengths in two families (the row merge compared past a short key)', () => {
  const setup = `create 't1','f1','f2'\nput 't1','a'*25,'f1:q','v'\nput 't1','b','f2:q','v'\n`;
  const region = 't1,,1700000000000.43ae7364b4a555b93267937f9bc49ec1.';

  it('list_regions measures both rows', async () => {
    const r = await hsh(setup + `list_regions 't1'`);
    expect(r.stdout.split('\n').slice(2).join('\n')).toBe(
      [
        '                   SERVER_NAME |                                         REGION_NAME |  START_KEY |    END_KEY |  SIZE |   REQ |   LOCALITY |',
        ' ----------------------------- | --------------------------------------------------- | ---------- | ---------- | ----- | ----- | ---------- |',
        ` localhost,16020,1700000000000 | ${region} |            |            |     0 |     2 |        1.0 |`,
        ' 1 rows',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it('locate_region finds the region', async () => {
    const r = await hsh(setup + `locate_region 't1', 'b'`);
    expect(r.stdout.split('\n').slice(2).join('\n')).toBe(
      `HOST  REGION\n localhost:16020 {ENCODED => 43ae7364b4a555b93267937f9bc49ec1, NAME => '${region}', STARTKEY => '', ENDKEY => ''}\n1 row(s)\n=> #<Java::OrgApacheHadoopHbase::HRegionLocation:0x73206213>\n`,
    );
  });

  it('split cuts at the middle row', async () => {
    const r = await hsh(setup + `split 't1'\nget_splits 't1'`);
    expect(r.stdout.split('\n').slice(2).join('\n')).toBe('Total number of splits = 2\nb\n=> ["b"]\n');
    expect(r.status).toBe(0);
  });

  it('a scan merges rows of any lengths, zero bytes and prefixes across three families in order', async () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const rows = new Map<string, string>();
    let script = `create 't1','f1','f2','f3'\n`;
    for (let i = 0; i < 80; i++) {
      let row = '';
      const n = Math.floor(rnd() * 30);
      for (let k = 0; k < n; k++) row += ['a', 'b', '\\x00', '\\xFF'][Math.floor(rnd() * 4)];
      if (row === '') continue;
      rows.set(row, Buffer.from(JSON.parse(`"${row.replace(/\\x(..)/g, '\\u00$1')}"`), 'latin1').toString('hex'));
      script += `put 't1', "${row}", 'f${1 + Math.floor(rnd() * 3)}:q', 'v'\n`;
    }
    script += `count 't1', INTERVAL => 1000\nscan 't1', {FORMATTER => 'toStringBinary', COLUMNS => ['f1', 'f2', 'f3']}\n`;
    const r = await hsh(script);
    const expected = [...rows.values()].sort((a, b) => Buffer.compare(Buffer.from(a, 'hex'), Buffer.from(b, 'hex')));
    expect(r.stdout).toContain(`${expected.length} row(s)\n=> ${expected.length}\n`);
    const scanned = r.stdout
      .split('\n')
      .filter((l) => l.includes(' column=f'))
      .map((l) => l.trim().split(' column=')[0])
      .filter((row, i, all) => row !== all[i - 1]); // a row with cells in two families prints a line per cell
    const hexOf = (s: string) => Buffer.from(s.replace(/\\x(..)/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('hex');
    expect(scanned.map(hexOf)).toEqual(expected);
    expect(r.status).toBe(0);
  });
});

describe("format directives as JRuby's Sprintf reads them", () => {
  it('a width past a Java int is "width too big"', async () => {
    expect(await hsh(`"%4294967296.3f" % 3.14`)).toEqual({ stdout: 'ERROR ArgumentError: width too big\n', stderr: '', status: 1 });
  });

  it('a width past what the process can hold is NoMemoryError', async () => {
    expect((await hsh(`"%2147483647d" % 1`)).stdout).toBe('ERROR NoMemoryError: failed to allocate memory\n');
  });

  it('String#rjust past what the process can hold is NoMemoryError too (found by npm run fuzz)', async () => {
    expect((await hsh(`'%.101f'.rjust(9223372036854775807, '0')`)).stdout).toBe('ERROR NoMemoryError: failed to allocate memory\n');
    expect((await hsh(`'ab'.rjust(5, '0')`)).stdout).toBe('=> "000ab"\n');
  });

  it('%.101f and %.101e pad the shortest digits with zeros', async () => {
    expect((await hsh(`"%.101f" % 1.5`)).stdout).toBe(`=> "1.5${'0'.repeat(100)}"\n`);
    expect((await hsh(`"%.101e" % 1.5`)).stdout).toBe(`=> "1.5${'0'.repeat(100)}e+00"\n`);
    expect((await hsh(`"%.101g" % 1.5`)).stdout).toBe(`=> "1.5"\n`);
  });

  it('rounds half to even on those digits, with widths, flags and exponents as JRuby writes them', async () => {
    const r = await hsh(
      `puts "%.2f %.1f %.0f %f %e %g %g %g" % [5.005, 0.35, 2.5, 1234.5678, 1234.5678, 1234.5678, 0.0001234, 1e20]\n` +
        `puts "%10.3f|%-10.2e|%+08.2f|% .3e|%G|%.3f|%e" % [-3.14159, 12345.678, 3.14159, 0.000123, 1e-10, 0.9996, -0.0]\n` +
        `puts "%5.1f|%-6.1f|%06.1f|%e" % [1.0/0, -1.0/0, 0.0/0, 1e-300]`,
    );
    expect(r.stdout).toBe(
      '5.00 0.4 2 1234.567800 1.234568e+03 1234.57 0.0001234 1e+20\n' +
        '    -3.142|1.23e+04  |+0003.14| 1.230e-04|1E-10|1.000|-0.000000e+00\n' +
        '  Inf|-Inf  |   NaN|1.000000e-300\n',
    );
  });
});

describe('table-name patterns too large for the regex engine', () => {
  it.each([
    [`enable_all 'A'*40000`, 40000, 'enable_all'],
    [`enable_all '#{1}'*30000`, 120000, 'enable_all'],
    [`list '(a|b)'*20000`, 100000, 'list'],
  ])('%s is an ArgumentError, not an internal error', async (statement, n, command) => {
    const r = await hsh(`create 't1','f1'\n${statement}`);
    expect(r.stdout.slice(r.stdout.indexOf('\nERROR'))).toBe(`\nERROR: Regular expression too large to compile (${n} characters)\n\nFor usage try 'help "${command}"'\n\n`);
    expect(r.status).toBe(1);
  });

  it('so is a RegexStringComparator pattern in a filter', async () => {
    const r = await hsh(`create 't1','f1'\nput 't1','r','f1:q','v'\nscan 't1', {FILTER => "ValueFilter(=, 'regexstring:${'A'.repeat(40000)}')"}`);
    expect(r.stdout.slice(r.stdout.indexOf('\nERROR'))).toBe(`\nERROR: Regular expression too large to compile (40000 characters)\n\nFor usage try 'help "scan"'\n\n`);
  });
});

describe('a Float TTL is Java\'s (long) cast of it', () => {
  it('TTL => 1e308 is Long.MAX_VALUE: the cell never expires', async () => {
    const r = await hsh(`create 't1','f1'\nput 't1','row1','f1:q','v',{TTL => 1e308}\nscan 't1'`);
    expect(r).toEqual({
      stdout: 'Created table t1\n=> Hbase::Table - t1\nROW  COLUMN+CELL\n row1 column=f1:q, timestamp=2023-11-14T22:13:20.001, value=v\n1 row(s)\n',
      stderr: '',
      status: 0,
    });
  });
});

describe('NUMREGIONS', () => {
  it('0x7fffffff regions are refused before a key is computed', async () => {
    const r = await hsh(`create 't4','cf',{NUMREGIONS => 0x7fffffff, SPLITALGO => 'HexStringSplit'}`);
    expect(r.stdout).toBe(`\nERROR: A table of 2147483647 regions is more than hsh holds (at most 10000 per table)\n\nFor usage try 'help "create"'\n\n`);
    // how fast: bench/limits.bench.mjs
  });

  it('so are split keys that make too many regions', async () => {
    const r = await hsh(`create 't4','cf', SPLITS => (1..10000).map { |i| i.to_s }`);
    expect(r.stdout).toBe(`\nERROR: A table of 10001 regions is more than hsh holds (at most 10000 per table)\n\nFor usage try 'help "create"'\n\n`);
  });
});

describe('long statements', () => {
  it('a cell-sized string literal lexes', async () => {
    const value = 'x'.repeat(10 * 1024 * 1024 - 64);
    const r = await hsh(`create 't1','f1'\nput 't1','r1','f1:q','${value}'\nput 't1','r2','f1:q',"${'y\\\\'.repeat(1_000_000)}"\ncount 't1'`);
    expect(r).toEqual({ stdout: 'Created table t1\n=> Hbase::Table - t1\n2 row(s)\n=> 2\n', stderr: '', status: 0 });
  });

  // 2 MB of it in linear time (the Earley parse it replaced grew faster, with a GB of memory): bench/limits.bench.mjs
  it('400 KB of `1 + 1 + …` is refused as too deep, not a crash', async () => {
    const r = await hsh('x = 1' + ' + 1'.repeat(100_000));
    expect(r.stdout.split('\n')[1]).toBe('SyntaxError (stack level too deep: expressions nested more than 1000 levels at line 1, column 4007)');
    expect(r.status).toBe(2);
  });
});

describe('a file name with a NUL byte (found by npm run fuzz)', () => {
  it("is File.open's ArgumentError for every command that opens a file, never an internal error", async () => {
    for (const [statement, command] of [
      [`create 'sp2', 'f1', SPLITS_FILE => "\\xFF\\x00"`, 'create'],
      [`load "a\\x00b"`, 'load'],
      [`capture "a\\x00b"`, 'capture'],
      [`dump nil, "a\\x00b"`, 'dump'],
      [`import_tsv 't', "a\\x00b", {COLUMNS => 'HBASE_ROW_KEY,f:a'}`, 'import_tsv'],
      [`export_csv 't', "a\\x00b"`, 'export_csv'],
    ]) {
      const r = await hsh(`create 't', 'f'\n${statement}`, { keepGoing: true });
      expect(r.stdout.split('=> Hbase::Table - t\n')[1], statement).toBe(`\nERROR: string contains null byte\n\nFor usage try 'help "${command}"'\n\n`);
    }
  });
});
