/**
 * hsh and Google's own Bigtable CLI, `cbt`, on one emulator instance: what
 * one writes the other reads — binary rows and qualifiers and 8-byte
 * counters included — and the families' garbage-collection rules are
 * HBase's VERSIONS.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_VERSION, clientRequire } from '../../src/engine/backends/bigtable/client.js';
import { root, runHshAsync } from './goldens.js';

const instance = () => `c-${randomUUID()}`;

// An empty credentials file (the emulator takes none): without one cbt asks gcloud for
// credentials, a Python start of about a second in every call.
const dir = mkdtempSync(join(tmpdir(), 'hsh-cbt-'));
const creds = join(dir, 'no-credentials.json');
writeFileSync(creds, '{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cbt(inst: string, ...args: string[]): string {
  const r = spawnSync('cbt', ['-creds', creds, '-project', 'hsh-test', '-instance', inst, ...args], { encoding: 'latin1', env: { ...process.env, TZ: 'UTC' } });
  if (r.status !== 0) throw new Error(`cbt ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

const hsh = (inst: string, statements: string) => runHshAsync(['--bigtable', `hsh-test/${inst}`, '--clock', '1700000000000', '--no-timing', '-e', statements]);

describe('hsh and cbt on one Bigtable instance', () => {
  it('a table written with cbt set reads in hsh: cells, timestamps, and VERSIONS from its GC rule', async () => {
    const inst = instance();
    cbt(inst, 'createtable', 'web', 'families=cf:maxversions=2');
    cbt(inst, 'set', 'web', 'r1', 'cf:q=hello@1700000000000000', 'cf:z=zed@1700000001000000');
    cbt(inst, 'set', 'web', 'r2', 'cf:q=world@1700000002000000');
    const r = await hsh(inst, "list; scan 'web'; get 'web', 'r1', 'cf:z'");
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'TABLE',
        'web',
        '1 row(s)',
        // one line, one IRB input: only its last value would be echoed (get's is nil)
        'ROW  COLUMN+CELL',
        ' r1 column=cf:q, timestamp=2023-11-14T22:13:20, value=hello',
        ' r1 column=cf:z, timestamp=2023-11-14T22:13:21, value=zed',
        ' r2 column=cf:q, timestamp=2023-11-14T22:13:22, value=world',
        '2 row(s)',
        'COLUMN  CELL',
        ' cf:z timestamp=2023-11-14T22:13:21, value=zed',
        '1 row(s)',
        '',
      ].join('\n'),
    );
    const described = await hsh(inst, "describe 'web'");
    expect(described.stdout).toContain("{NAME => 'cf', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '2',");
  });

  it('a table written by hsh reads with cbt read: binary row and qualifier, an 8-byte counter, the GC rule', async () => {
    const inst = instance();
    const r = await hsh(inst, `create 'h', {NAME => 'cf', VERSIONS => 3}; put 'h', "r\\x01", "cf:\\x00\\xffq", 'v'; incr 'h', 'c', 'cf:n', 5`);
    expect(r.stderr).toBe('');
    expect(cbt(inst, 'read', 'h')).toBe(
      [
        '----------------------------------------',
        'c',
        // cbt pads the column to 40 bytes
        `  ${'cf:n'.padEnd(40)} @ 2023/11/14-22:13:20.002000`,
        '    "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"',
        '',
        '----------------------------------------',
        'r\x01',
        `  ${'cf:\x00\xffq'.padEnd(40)} @ 2023/11/14-22:13:20.001000`,
        '    "v"',
        '',
        '',
      ].join('\n'),
    );
    expect(cbt(inst, 'ls', 'h')).toContain('cf\t\tversions() > 3');
    const counter = await hsh(inst, "get_counter 'h', 'c', 'cf:n'");
    expect(counter.stdout).toBe('COUNTER VALUE = 5\n');
  });

  it('the client the tests load is the version clients/bigtable pins', () => {
    const folder = join(root, 'clients', 'bigtable');
    const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    expect(pkg.dependencies['@google-cloud/bigtable']).toBe(CLIENT_VERSION);
    expect(lock.packages['node_modules/@google-cloud/bigtable']?.version).toBe(CLIENT_VERSION);
    expect((clientRequire()?.('@google-cloud/bigtable/package.json') as { version: string }).version).toBe(CLIENT_VERSION);
  });
});
