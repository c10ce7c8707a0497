// Before the tests: the Cloud Bigtable client (about 200 MB, so `npm install` leaves it out; the
// version hsh is tested with is package.json's `optionalClients`) is installed without saving
// when it is missing. The Bigtable tests then never skip: a failed install fails the run.
// (Not a peer dependency: npm then counts the declaration as installed and `npm install X` does nothing.)
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = '@google-cloud/bigtable';
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalClients[name];
try {
  createRequire(join(root, 'package.json')).resolve(name);
} catch {
  console.log(`installing ${name}@${version} for the Bigtable tests (not saved to package.json)`);
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', `${name}@${version}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
