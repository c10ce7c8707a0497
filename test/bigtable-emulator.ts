/**
 * The Cloud Bigtable emulator for the tests: `cbtemulator -host 127.0.0.1
 * -port 0` (the kernel picks a free port, printed on its first line), found
 * on PATH or in the Google Cloud SDK's platform directory, stopped by PID.
 * Missing, it fails the run: the Bigtable tests never skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/google-cloud-sdk'];

export function findEmulator(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v cbtemulator'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const roots = gcloud.status === 0 && gcloud.stdout.trim() ? [gcloud.stdout.trim(), ...SDK_ROOTS] : SDK_ROOTS;
  return roots.map((r) => join(r, 'platform', 'bigtable-emulator', 'cbtemulator')).find((p) => existsSync(p));
}

export interface Emulator {
  /** host:port, as BIGTABLE_EMULATOR_HOST takes it. */
  host: string;
  stop(): void;
}

export async function startEmulator(): Promise<Emulator> {
  const bin = findEmulator();
  if (!bin) {
    throw new Error('cbtemulator not found: install the Debian package google-cloud-cli-bigtable-emulator (the Bigtable tests need it)');
  }
  const child: ChildProcess = spawn(bin, ['-host', '127.0.0.1', '-port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const host = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`cbtemulator printed no address in 10 s: ${out}`)), 10_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running on (\S+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`cbtemulator exited (${code}): ${out}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    host,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
