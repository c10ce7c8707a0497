// The Cloud Bigtable emulator for the tests and the bench: `cbtemulator -host 127.0.0.1 -port 0`
// (the kernel picks a free port, printed on its first line), found on PATH or in the Google Cloud
// SDK's platform directory, stopped by PID. Missing, it fails loudly: the Bigtable tests never skip.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/google-cloud-sdk'];

export function findEmulator() {
  const onPath = spawnSync('sh', ['-c', 'command -v cbtemulator'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const roots = gcloud.status === 0 && gcloud.stdout.trim() ? [gcloud.stdout.trim(), ...SDK_ROOTS] : SDK_ROOTS;
  return roots.map((r) => join(r, 'platform', 'bigtable-emulator', 'cbtemulator')).find((p) => existsSync(p));
}

/** Starts an emulator: `{ host, stop }`, host as BIGTABLE_EMULATOR_HOST takes it. */
export async function startEmulator() {
  const bin = findEmulator();
  if (!bin) throw new Error('cbtemulator not found: install the Debian package google-cloud-cli-bigtable-emulator (the Bigtable tests need it)');
  const child = spawn(bin, ['-host', '127.0.0.1', '-port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const host = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`cbtemulator printed no address in 10 s: ${out}`)), 10_000);
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /running on (\S+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`cbtemulator exited (${code}): ${out}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    host,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
