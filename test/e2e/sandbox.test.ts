/**
 * --sandbox through the real binary: files only inside the data directory
 * and the script's folder (symbolic links followed), and the run stopped at
 * its time and memory limits with exit 124 and one line saying why.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileAccess } from '../../src/shell/files.js';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

function hsh(args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [bin, '--no-timing', '--clock', '1700000000000', ...args], { encoding: 'utf8', env: { ...env, ...extraEnv }, cwd, timeout: 30_000 });
}

/** A lab folder with a script, a splits file, a link to /etc/passwd, and a data directory beside it. */
function lab(script: string): { dir: string; data: string; labs: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-sandbox-'));
  const labs = join(dir, 'labs');
  mkdirSync(labs);
  writeFileSync(join(labs, 'splits.txt'), 'a\nb\n');
  writeFileSync(join(dir, 'outside.txt'), 'secret\n');
  symlinkSync('/etc/passwd', join(labs, 'link.txt'));
  writeFileSync(join(labs, 'lab.hsh'), script);
  return { dir: realpathSync(dir), data: join(realpathSync(dir), 'data'), labs: join(realpathSync(dir), 'labs') };
}

describe('--sandbox: files', () => {
  it("reads a SPLITS_FILE in the script's folder", () => {
    const { data, labs } = lab(`create 't1','f1', SPLITS_FILE => 'splits.txt'\nget_splits 't1'\n`);
    const r = hsh(['--sandbox', '--data', data, 'lab.hsh'], labs);
    expect(r.stdout).toBe('Created table t1\n=> Hbase::Table - t1\nTotal number of splits = 3\na\nb\n=> ["a", "b"]\n');
    expect(r.status).toBe(0);
  });

  it.each([
    ['/etc/passwd', '/etc/passwd'],
    ['../outside.txt', '../outside.txt'],
    ['link.txt', 'link.txt'],
  ])('refuses SPLITS_FILE => %s (Errno::EACCES), and writes no table', (path, shown) => {
    const { dir, data, labs } = lab(`create 't2','f1', SPLITS_FILE => '${path}'\nlist\n`);
    const r = hsh(['--sandbox', '--keep-going', '--data', data, 'lab.hsh'], labs);
    const roots = `${realpathSync(dir)}/data, ${realpathSync(dir)}/labs`;
    expect(r.stdout).toBe(
      `\nERROR: Permission denied - ${shown} (--sandbox: files are read only in ${roots})\n\nFor usage try 'help "create"'\n\nTABLE\n0 row(s)\n=> []\n`,
    );
    expect(r.status).toBe(1);
  });

  it('without --sandbox the shell reads any file, as HBase does', () => {
    const { data, labs } = lab(`create 't2','f1', SPLITS_FILE => '../outside.txt'\nget_splits 't2'\n`);
    expect(hsh(['--data', data, 'lab.hsh'], labs).stdout).toContain('secret');
  });

  it('one check for every file a command opens: inside the roots, through links, for reading and writing', () => {
    const { dir, data, labs } = lab('');
    const files = new FileAccess([data, labs]);
    expect(files.check(join(labs, 'splits.txt'), 'read')).toBe(join(labs, 'splits.txt'));
    expect(files.check(join(data, 'new', 'dump.txt'), 'write')).toBe(join(data, 'new', 'dump.txt'));
    expect(() => files.check(join(labs, 'link.txt'), 'read')).toThrow(`Permission denied - ${join(labs, 'link.txt')} (--sandbox: files are read only in ${data}, ${labs})`);
    expect(() => files.check(join(dir, 'outside.txt'), 'write')).toThrow('files are written only in');
    expect(() => files.check(`${labs}/../outside.txt`, 'read')).toThrow('Permission denied');
    expect(new FileAccess().check('/etc/passwd', 'read')).toBe('/etc/passwd');
  });

  it("ENV is empty: a graded file sees none of the grader's environment", () => {
    const r = hsh(['--sandbox', '--memory', '-e', "p ENV.size, ENV['HSH_SECRET']"], tmpdir(), { HSH_SECRET: 'x' });
    expect(r.stdout).toBe('0\nnil\n=> [0, nil]\n');
    expect(hsh(['--memory', '-e', "p ENV['HSH_SECRET']"], tmpdir(), { HSH_SECRET: 'x' }).stdout).toBe('"x"\n=> "x"\n');
  });
});

describe('--sandbox: limits', () => {
  it('stops a run at its time limit: exit 124, the output so far, one line on stderr', () => {
    const started = Date.now();
    const r = hsh(['--sandbox', '--memory', '--time-limit', '3', '-e', 'puts 1', '-e', 'i = 0; while true do i += 1 end'], tmpdir());
    // stopped as SIGINT stops a script: at a loop iteration, its output written (IRB echoes a line's last value only)
    expect(r.stdout).toBe('1\n');
    expect(r.stderr).toBe('hsh: --time-limit of 3 s reached; the run was stopped\n');
    expect(r.status).toBe(124);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('terminates a statement that never yields a grace period after the limit', () => {
    const started = Date.now();
    const setup = "create 't1','f1'; put 't1','r','f1:q','a'*40 + '!'";
    const r = hsh(['--memory', '--time-limit', '3', '-e', setup, '-e', `scan 't1', {FILTER => "ValueFilter(=, 'regexstring:(a+)+$')"}`], tmpdir());
    expect(r.stderr).toContain('hsh: --time-limit of 3 s reached; the run was stopped\n');
    expect(r.status).toBe(124);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('stops a run at its memory limit', () => {
    const r = hsh(['--memory', '--memory-limit', '150', '-e', "x = []; while true do x << 'a' * 1000000 end"], tmpdir());
    expect(r.stderr).toBe('hsh: --memory-limit of 150 MB reached; the run was stopped\n');
    expect(r.status).toBe(124);
  });

  it('within its limits a sandboxed run exits as any run does, reading stdin too', () => {
    const r = spawnSync(process.execPath, [bin, '--sandbox', '--memory', '--no-timing'], { input: 'puts 42\nexit 5\n', encoding: 'utf8', env });
    expect(r.stdout).toBe('42\n');
    expect(r.status).toBe(5);
  });

  it('refuses a limit that is not a positive number', () => {
    const r = hsh(['--time-limit', 'abc', '-e', '1'], tmpdir());
    expect(r.stderr).toBe("hsh: --time-limit takes a positive number, not 'abc'\n");
    expect(r.status).toBe(2);
  });
});
