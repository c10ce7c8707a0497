/**
 * The real binary at a pseudo-terminal (tmux, as pty.test.ts): Ctrl-C stops
 * loops and sleeps at the prompt, and `-i` gives the prompt after a script
 * whatever happened in it (only `exit` leaves).
 *
 * Needs the compiled output and tmux; without tmux the tests are skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitOnScreen } from './screen.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = process.env.HSH_BIN ?? join(root, 'bin', 'hsh.js');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) console.warn('test/e2e/pty-interrupt.test.ts: tmux is not installed — skipping the pseudo-terminal tests');

// One tmux server per session: ending one server does not race the next one's start.
const socketOf = (session: string) => `hsh-e2e-${session}-${process.pid}`;

function tmux(session: string, ...args: string[]): string {
  return execFileSync('tmux', ['-L', socketOf(session), ...args], { encoding: 'utf8' });
}

function end(session: string): void {
  spawnSync('tmux', ['-L', socketOf(session), 'kill-server']);
}

function screen(session: string): string {
  return tmux(session, 'capture-pane', '-t', session, '-p').replace(/\s+$/, '');
}

const waitFor = (session: string, what: RegExp, timeoutMs?: number): Promise<string> => waitOnScreen(() => screen(session), what, timeoutMs);

/** Starts `hsh <args>` in a new tmux session; the pane stays after it ends, showing its status. */
function start(session: string, args: string): void {
  const home = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
  const command = `env -u NO_COLOR TERM=xterm-256color HSH_HISTORY=${join(home, 'history')} PAGER= ${process.execPath} ${bin} --no-timing ${args}; echo "[exited $?]"; sleep 30`;
  tmux(session, 'new-session', '-d', '-s', session, '-x', '100', '-y', '30', command);
}

describe.skipIf(!hasTmux)('Ctrl-C at the prompt of the real binary', () => {
  const s = 'loops';
  beforeAll(() => {
    expect(existsSync(bin), `${bin} (run npm run build first)`).toBe(true);
    start(s, '--memory');
  });

  afterAll(() => end(s));

  let n = 1;
  /** Runs a statement, presses Ctrl-C after a moment, and expects Interrupted (or `said`) and the next prompt; returns that line. */
  async function interrupt(statement: string, said: string | RegExp = 'Interrupted'): Promise<string> {
    await waitFor(s, new RegExp(`hbase:${String(n).padStart(3, '0')}:0>\\s*$`));
    tmux(s, 'send-keys', '-t', s, 'C-l');
    tmux(s, 'send-keys', '-t', s, statement, 'Enter');
    await new Promise((r) => setTimeout(r, 300));
    tmux(s, 'send-keys', '-t', s, 'C-c');
    n++;
    const shown = await waitFor(s, new RegExp(`hbase:${String(n).padStart(3, '0')}:0>\\s*$`), 3000);
    const last = shown.split('\n').slice(-3);
    expect(last).toEqual([`hbase:${String(n - 1).padStart(3, '0')}:0> ${statement}`, typeof said === 'string' ? said : expect.stringMatching(said), `hbase:${String(n).padStart(3, '0')}:0>`]);
    return last[1];
  }

  it('loop do end', () => interrupt('loop do end'));
  it('while true do end', () => interrupt('while true do end'));
  it('for i in 1..300000000 do x = i end', () => interrupt('for i in 1..300000000 do x = i end'));
  it('sleep 5', () => interrupt('sleep 5'));

  it('a loop of puts: the puts made before the Ctrl-C are kept, and Interrupted says how many', async () => {
    tmux(s, 'send-keys', '-t', s, "create 'b', 'f'", 'Enter');
    n++;
    const said = await interrupt("for i in 1..1000000 do put 'b', \"k#{i}\", 'f:c', 'v' end", /^Interrupted after \d+ writes; the rest of the statement did not run$/);
    tmux(s, 'send-keys', '-t', s, 'C-l');
    tmux(s, 'send-keys', '-t', s, "count 'b', INTERVAL => 100000000", 'Enter');
    n++;
    const shown = await waitFor(s, new RegExp(`hbase:${String(n).padStart(3, '0')}:0>\\s*$`));
    const rows = Number(/(\d+) row\(s\)/.exec(shown)?.[1]);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(1000000);
    expect(said).toBe(`Interrupted after ${rows} writes; the rest of the statement did not run`);
  });
});

describe.skipIf(!hasTmux)('hsh -i script', () => {
  afterAll(() => {
    end('failing');
    end('interrupted');
    end('exiting');
  });

  it('a failing script: the IRB report, then the prompt (as hbase shell -i)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    writeFileSync(join(dir, 'a.hsh'), "puts 'before'\nscna\nputs 'not run'\n");
    start('failing', `--memory -i ${join(dir, 'a.hsh')}`);
    const shown = await waitFor('failing', /hbase:001:0>\s*$/);
    expect(shown).toContain('before');
    expect(shown).toMatch(/Traceback \(most recent call last\):\s+NameError \(undefined local variable or method `scna' for #<HBaseReceiver:0x[0-9a-f]+>\)/);
    expect(shown).not.toContain('not run');
    tmux('failing', 'send-keys', '-t', 'failing', 'exit', 'Enter');
    await waitFor('failing', /\[exited 0\]/);
  });

  it('a script interrupted with Ctrl-C: Interrupted, then the prompt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    writeFileSync(join(dir, 'c.hsh'), "puts 'start'\nsleep 10\nputs 'not run'\n");
    start('interrupted', `--memory -i ${join(dir, 'c.hsh')}`);
    await waitFor('interrupted', /start/);
    await new Promise((r) => setTimeout(r, 300));
    tmux('interrupted', 'send-keys', '-t', 'interrupted', 'C-c');
    const shown = await waitFor('interrupted', /hbase:001:0>\s*$/, 3000);
    expect(shown.split('\n').slice(0, 3)).toEqual(['start', '^C', 'Interrupted']);
    expect(shown).not.toContain('not run');
  });

  it('a script that says exit still exits, without the prompt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    writeFileSync(join(dir, 'b.hsh'), "puts 'bye'\nexit 3\n");
    start('exiting', `--memory -i ${join(dir, 'b.hsh')}`);
    const shown = await waitFor('exiting', /\[exited \d+\]/);
    expect(shown).toContain('bye');
    expect(shown).toContain('[exited 3]');
    expect(shown).not.toContain('hbase:001:0>');
  });
});
