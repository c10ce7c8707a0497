/**
 * `hsh repair` under the store's lock, never aborting on a damaged table,
 * reporting what recovery drops; `hsh status`; the store's modes and format
 * version. `npm run crash` runs the race (50 trials) and the corruption
 * seeds (20) at length (scripts/crash.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, corruptionTrial, putScript, repairRaceTrial, storeWithRows, type StoreTemplate } from '../../scripts/crash.mjs';
import { FORMAT_KEY } from '../../src/engine/backends/leveldb/keys.js';

const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };
const FIXTURE = join(__dirname, 'fixtures', 'store-format-1');

function hsh(args: string[], input?: string) {
  return spawnSync(process.execPath, [BIN, '--no-timing', ...args], { encoding: 'utf8', env, input, timeout: 60_000, maxBuffer: 1 << 28 });
}

function sub(name: 'repair' | 'status', args: string[]) {
  return spawnSync(process.execPath, [BIN, name, ...args], { encoding: 'utf8', env, timeout: 60_000 });
}

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'hsh-repair-'));
}

/** Every file of a directory tree with its bytes: what "changed nothing" compares. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out[join(e.parentPath, e.name).slice(dir.length)] = readFileSync(join(e.parentPath, e.name)).toString('base64');
  }
  return out;
}

let template: StoreTemplate;
let templateDir: string;

beforeAll(() => {
  templateDir = freshDir();
  template = { data: storeWithRows(templateDir, 20_000), rows: 20_000 };
});

afterAll(() => rmSync(templateDir, { recursive: true, force: true }));

function copyOfTemplate(): string {
  const data = join(freshDir(), 'data');
  cpSync(template.data, data, { recursive: true });
  return data;
}

/** An hsh run that keeps the store open until its stdin ends: resolves once its first statement has run. */
async function openRun(data: string): Promise<{ finish(): Promise<{ status: number | null; stdout: string }> }> {
  // `sleep` holds the store open (long enough for a loaded machine's repair run); a later `puts` is its sign of life
  const child = spawn(process.execPath, [BIN, '--no-timing', '--data', data, '-e', "put 't1', 'p1', 'f:q', 'v'; puts 'open'; sleep 5", '-e', "put 't1', 'p2', 'f:q', 'v'; count 't1', INTERVAL => 1000000"], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((ready) =>
    child.stdout.on('data', (d: string) => {
      stdout += d;
      if (stdout.includes('open\n')) ready();
    }),
  );
  const closed = new Promise<{ status: number | null; stdout: string }>((done) => child.on('close', (status) => done({ status, stdout })));
  return { finish: () => closed };
}

describe('repair takes the store’s lock before anything', () => {
  it('against a process that has the store open: exit 3, nothing changed, and every write of that process is kept', async () => {
    const data = copyOfTemplate();
    const run = await openRun(data);
    const before = snapshot(data);
    const r = sub('repair', ['--data', data]);
    expect(r.stderr).toMatch(new RegExp(`^hsh: data directory ${data} is in use by another hsh process( \\(pid \\d+\\))?: repair changed nothing\\n$`));
    expect(r.stdout).toBe('');
    expect(r.status).toBe(3);
    expect(snapshot(data)).toEqual(before);
    expect(existsSync(join(data, 'lost'))).toBe(false);
    const done = await run.finish();
    expect(done.stdout).toBe('open\n=> 5\n20002 row(s)\n=> 20002\n');
    expect(done.status).toBe(0);
    expect(hsh(['--data', data, '-e', "count 't1', INTERVAL => 1000000", '-e', "get 't1', 'p2'"]).stdout).toMatch(/^20002 row\(s\)\n=> 20002\nCOLUMN +CELL\n f:q +timestamp=\S+, value=v\n1 row\(s\)\n$/);
  }, 30_000);

  it('racing a second hsh started at the same time: one of them is refused, nothing is lost (npm run crash runs 50)', async () => {
    for (let t = 0; t < 2; t++) {
      const r = await repairRaceTrial({ template });
      expect(r.problems).toEqual([]);
      expect(r.lost).toBe(0);
    }
  }, 60_000);
});

describe('repair never aborts on a damaged table file', () => {
  // scripts/crash.mjs corrupt runs 20 seeds; each of these made LevelDB's RepairDB abort (table_builder.cc:97)
  for (const seed of [1, 2]) {
    it(`20 bytes flipped (seed ${seed}): status 0, what was lost named by table and rows, the store opens with the rows reported`, async () => {
      const r = await corruptionTrial({ template, seed });
      expect(r.problems).toEqual([]);
      expect(r.signal).toBe(null);
      expect(r.stdout).toMatch(/\nDamaged table file \d{6}\.ldb: \d+ entries kept from its intact blocks; the damaged bytes are lost:\n( {2}\d+ byte\(s\) between t1 row 'r\d{7}' and (t1 row 'r\d{7}'|the file’s edge)\n)+/);
      expect(r.rows).toBeGreaterThan(15_000);
      expect(r.rows).toBeLessThan(20_000);
    }, 30_000);
  }
});

describe('recovery is reported', () => {
  it('a log cut to half: open warns with the bytes dropped, status lists it, and repair of such a log reports it', () => {
    const dir = freshDir();
    const data = join(dir, 'data');
    expect(hsh(['--data', data], putScript(20_000)).status).toBe(0);
    const log = readdirSync(data).find((n) => n.endsWith('.log'))!;
    const size = statSync(join(data, log)).size;
    truncateSync(join(data, log), Math.floor(size / 2));
    const copy = join(dir, 'copy');
    cpSync(data, copy, { recursive: true });

    const r = hsh(['--data', data, '-e', "count 't1', INTERVAL => 1000000"]);
    const warning = new RegExp(`^hsh: warning: data directory ${data}: ${log} ends inside a record: its last ([\\d,]+) of ${Math.floor(size / 2).toLocaleString('en-US')} bytes are dropped \\(a write cut short by a crash, whose statements were not acknowledged, or a log truncated\\)\\n$`);
    expect(r.stderr).toMatch(warning);
    expect(r.stdout).toBe('8192 row(s)\n=> 8192\n');
    expect(r.status).toBe(0);
    const status = sub('status', ['--data', data]);
    expect(status.stdout).toMatch(new RegExp(`^Store ${data}\\n  format: 2\\n  in use: no\\n  size: \\d+ byte\\(s\\) in \\d+ file\\(s\\)\\n  recovery warnings: 1\\n    \\S+Z open: ${log} ends inside a record: its last [\\d,]+ of [\\d,]+ bytes are dropped [^\\n]+\\n  last repair: never\\n$`));
    expect(hsh(['--data', data, '-e', 'list']).stderr).toBe(''); // told once: the next open finds nothing dropped

    const repaired = sub('repair', ['--data', copy]);
    expect(repaired.stdout).toContain(`\nLost from the log: ${log} ends inside a record: its last `);
    expect(repaired.stdout).toContain('\n  t1: 8192 row(s), 8192 cell(s)\n');
    expect(repaired.status).toBe(0);
  });

  it('status says which process holds the store, and the last repair', async () => {
    const data = copyOfTemplate();
    expect(sub('repair', ['--data', data]).status).toBe(0);
    const run = await openRun(data);
    const s = sub('status', ['--data', data]);
    expect(s.stdout).toMatch(new RegExp(`^Store ${data}\\n  format: not read \\(the store is in use\\)\\n  in use: yes(, by process \\d+)?\\n  size: \\d+ byte\\(s\\) in \\d+ file\\(s\\)\\n  recovery warnings: none\\n  last repair: \\S+Z \\(backup in ${data}/lost/repair-\\S+Z\\)\\n$`));
    expect(s.status).toBe(0);
    await run.finish();
  }, 30_000);
});

describe('modes: the store is its owner’s alone', () => {
  const modes = (data: string) =>
    Object.fromEntries(
      readdirSync(data, { recursive: true, withFileTypes: true }).map((e) => [join(e.parentPath, e.name).slice(data.length), statSync(join(e.parentPath, e.name)).mode & 0o777]),
    );

  it('files written after open (flushes, compactions) are 0600, under umask 022', () => {
    const data = join(freshDir(), 'data');
    // 24 MB of values: LevelDB flushes its 4 MB memtable several times and compacts level 0
    const script = ["create 't1', 'f'", "v = 'x' * 100000", ...Array.from({ length: 240 }, (_, i) => `put 't1', 'r${i}', 'f:q', v`), "major_compact 't1'"].join('\n');
    const r = spawnSync('sh', ['-c', `umask 022; exec "${process.execPath}" "${BIN}" --no-timing --data "${data}"`], { input: script, encoding: 'utf8', env });
    expect(r.status).toBe(0);
    const m = modes(data);
    expect(Object.keys(m).filter((f) => f.endsWith('.ldb')).length).toBeGreaterThan(1);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    for (const [f, mode] of Object.entries(m)) expect([f, mode.toString(8)]).toEqual([f, '600']);
  });

  it('an existing store of 0755/0644 is made 0700/0600 at open; another user cannot read it', () => {
    const parent = freshDir();
    chmodSync(parent, 0o755);
    const data = join(parent, 'data');
    cpSync(template.data, data, { recursive: true });
    chmodSync(data, 0o755);
    for (const f of readdirSync(data)) chmodSync(join(data, f), 0o644);
    expect(hsh(['--data', data, '-e', 'list']).status).toBe(0);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    for (const [f, mode] of Object.entries(modes(data))) expect([f, mode.toString(8)]).toEqual([f, '600']);
    if (process.getuid?.() === 0) {
      // uid 65534 (nobody): the store's table file cannot be read, nor the directory listed
      const ldb = readdirSync(data).find((n) => n.endsWith('.ldb'))!;
      const read = spawnSync('cat', [join(data, ldb)], { uid: 65534, gid: 65534, encoding: 'utf8' });
      expect(read.stderr).toContain('Permission denied');
      expect(read.status).not.toBe(0);
    }
  });
});

describe('the store format version', () => {
  const fixture = () => {
    const data = join(freshDir(), 'data');
    cpSync(FIXTURE, data, { recursive: true });
    return data;
  };
  const stored = async (data: string) => {
    const { ClassicLevel } = await import('classic-level');
    const db = new ClassicLevel<Buffer, Buffer>(data, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
    await db.open();
    try {
      return (await db.get(FORMAT_KEY))?.toString('latin1');
    } finally {
      await db.close();
    }
  };

  it('a store written by hsh 0.1.0 (no format recorded: format 1) opens with every cell and is upgraded to format 2', async () => {
    const data = fixture();
    expect(await stored(data)).toBe(undefined);
    const r = hsh(['--data', data, '-e', "scan 'ns:t2', {VERSIONS => 3}", '-e', "count 't1'", '-e', "get 't1', 'r1'"]);
    expect(r.stdout).toBe(
      [
        'ROW  COLUMN+CELL',
        ' k column=f:q, timestamp=2023-11-14T22:13:20.025, value=two',
        ' k column=f:q, timestamp=2023-11-14T22:13:20.024, value=one',
        '1 row(s)',
        '19 row(s)',
        '=> 19',
        'COLUMN  CELL',
        ' f:a timestamp=2023-11-14T22:13:20.002, value=v1',
        ' g:b timestamp=2023-11-14T22:13:20.021, value=x',
        '1 row(s)',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
    expect(await stored(data)).toBe('2');
  });

  it('a store of a newer format is refused, exit 3, and nothing is written', async () => {
    const data = fixture();
    const { ClassicLevel } = await import('classic-level');
    const db = new ClassicLevel<Buffer, Buffer>(data, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
    await db.put(FORMAT_KEY, Buffer.from('3'));
    await db.close();
    const r = hsh(['--data', data, '-e', "put 't1', 'new', 'f:a', 'v'"]);
    expect(r.stdout).toBe(`\nERROR: data directory ${data} holds a store of format 3, written by a newer hsh; this hsh reads formats up to 2: use a newer hsh (nothing was written)\n\n`);
    expect(r.status).toBe(3);
    expect(await stored(data)).toBe('3');
    expect(sub('status', ['--data', data]).stdout).toContain('\n  format: 3, newer than this hsh reads (up to 2): a newer hsh is needed\n');
  });
});
