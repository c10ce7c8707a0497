// npm run check:pack: hsh as a user gets it. Packs this tree (npm pack runs `prepare`, the
// build), installs the tarball with `npm install -g` into a temporary prefix outside the
// repository, and runs the installed `hsh` found on PATH, in a folder outside the repository:
// --version, a run on the in-memory store and one on a data directory (classic-level's native
// addon), each compared byte for byte. Removes everything it made. Exit 0 when all matched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'hsh-pack-check-'));
const prefix = join(tmp, 'prefix');
// where npm install -g puts the command (POSIX; CI runs on Linux)
const bin = join(prefix, 'bin');

/** Runs a command; its output on failure, then exit 1. */
function run(command, args, options) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 300_000, ...options });
  if (r.status !== 0) fail(`${command} ${args.join(' ')} exited ${r.status ?? r.signal}\n${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}`);
  return r;
}

function fail(message) {
  console.error(`check:pack: ${message}`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}

// one line of statements: IRB echoes its last value only (scan's nil: nothing)
const SCAN = [
  'Created table t',
  'ROW  COLUMN+CELL',
  ' r column=f:q, timestamp=2023-11-14T22:13:20.001, value=v',
  '1 row(s)',
  '',
].join('\n');
const STATEMENTS = "create 't','f'; put 't','r','f:q','v'; scan 't'";
const CLOCK = ['--no-timing', '--clock', '1700000000000'];
const CHECKS = [
  { args: ['--version'], stdout: `hsh ${version} — HBase 2.6 shell language\n` },
  { args: ['--memory', ...CLOCK, '-e', STATEMENTS], stdout: SCAN },
  { args: ['--data', join(tmp, 'data'), ...CLOCK, '-e', STATEMENTS], stdout: SCAN },
];

run('npm', ['pack', '--pack-destination', tmp], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
const tarball = readdirSync(tmp).find((name) => name.endsWith('.tgz'));
if (tarball === undefined) fail(`npm pack wrote no tarball in ${tmp}`);
// From the temporary folder: nothing of the repository (its node_modules, its .npmrc) takes part.
run('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', join(tmp, tarball)], { cwd: tmp });
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, NO_COLOR: '1', TZ: 'UTC', HSH_DATA: join(tmp, 'unused') };
for (const check of CHECKS) {
  const r = run('hsh', check.args, { cwd: tmp, env });
  if (r.stdout !== check.stdout || r.stderr !== '') {
    fail(`hsh ${check.args.join(' ')}:\nexpected ${JSON.stringify(check.stdout)}\nstdout   ${JSON.stringify(r.stdout)}\nstderr   ${JSON.stringify(r.stderr)}`);
  }
}
rmSync(tmp, { recursive: true, force: true });
console.log(`check:pack: ${tarball} installs with npm install -g; the installed hsh ran ${CHECKS.length} checks as expected`);
