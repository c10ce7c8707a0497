// Time to a usable prompt in a pseudo-terminal (issue 5; target <= 1.3x since issue 25): `hsh --memory` under
// `script` (or tmux when script is missing) from spawn until `hbase:001:0> `
// is on the screen, beside `node -e 0` run to completion in the same wrapper,
// medians of several runs taken alternately in the same process.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const RUNS = 9;
const PROMPT = 'hbase:001:0> ';

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const hasScript = spawnSync('script', ['--version']).status === 0;
const hasTmux = spawnSync('tmux', ['-V']).status === 0;

function quote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Runs `command` in a pseudo-terminal made by script(1); resolves with ms until `until` appears on it (or the process ends). */
function timeInScript(command, env, until) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('script', ['-qfc', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'ignore'], env });
    let out = '';
    let at;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no prompt after 20 s: ${JSON.stringify(out.slice(-200))}`));
    }, 20_000);
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (until && at === undefined && out.includes(until)) {
        at = performance.now() - start;
        child.stdin.write('\x04'); // Ctrl-D: leave the prompt
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(at ?? performance.now() - start);
    });
  });
}

/** The same with tmux: new-session, then poll capture-pane (coarser: 5 ms polls). */
async function timeInTmux(command, env, until) {
  const socket = `hsh-bench-${process.pid}`;
  const start = performance.now();
  spawnSync('tmux', ['-L', socket, 'new-session', '-d', '-s', 'b', '-x', '100', '-y', '30', `${command}; echo __DONE__; sleep 5`], { env });
  try {
    for (;;) {
      const screen = spawnSync('tmux', ['-L', socket, 'capture-pane', '-t', 'b', '-p'], { encoding: 'utf8' }).stdout ?? '';
      if ((until && screen.includes(until.trim())) || screen.includes('__DONE__')) return performance.now() - start;
      if (performance.now() - start > 20_000) throw new Error('no prompt after 20 s');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    spawnSync('tmux', ['-L', socket, 'kill-server']);
  }
}

export async function run(report) {
  if (!hasScript && !hasTmux) {
    console.log('time to prompt (pty): skipped (neither script nor tmux is installed)');
    return;
  }
  const home = mkdtempSync(join(tmpdir(), 'hsh-bench-startup-'));
  const env = { ...process.env, HSH_HISTORY: join(home, 'history'), PAGER: '', TERM: 'xterm-256color' };
  const measure = hasScript ? timeInScript : timeInTmux;
  const hsh = `${quote(process.execPath)} ${quote(bin)} --memory`;
  const node = `${quote(process.execPath)} -e 0`;
  const hshTimes = [];
  const nodeTimes = [];
  try {
    // One warm-up of each (file cache), then alternate so both see the same machine load.
    await measure(hsh, env, PROMPT);
    await measure(node, env);
    for (let i = 0; i < RUNS; i++) {
      hshTimes.push(await measure(hsh, env, PROMPT));
      nodeTimes.push(await measure(node, env));
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  report({
    name: `time to prompt (pty, ${hasScript ? 'script' : 'tmux'})`,
    value: median(hshTimes),
    unit: 'ms',
    reference: 'node -e 0',
    referenceValue: median(nodeTimes),
    target: 1.3,
    higherIsBetter: false,
  });
}
