// Before the tests (`npm test`): the Cloud Bigtable client the Bigtable tests load is the one
// clients/bigtable/package-lock.json pins (about 200 MB, so `npm install` leaves it out). When
// that folder has no copy, or not the pinned version, it is installed from the lockfile with
// `npm ci --prefix clients/bigtable` (`npm run install:bigtable`); a failed install fails the run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'clients', 'bigtable');
const name = '@google-cloud/bigtable';
const version = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).version;
  } catch {
    return undefined; // not installed
  }
};
const pinned = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')).packages[`node_modules/${name}`].version;
if (version(join(folder, 'node_modules', name, 'package.json')) !== pinned) {
  console.log(`installing ${name}@${pinned} for the Bigtable tests from clients/bigtable/package-lock.json`);
  const r = spawnSync('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
