/**
 * The real binary at a real (pseudo-)terminal: tmux runs `node bin/hsh.js
 * --memory`, keys go in with `send-keys`, the screen comes back with
 * `capture-pane` — what a person would see: the prompt, a completion, a
 * coloured error with its caret, and a clean exit.
 *
 * Needs the compiled output (npm test builds first) and tmux; without tmux
 * the test is skipped with a message. HSH_BIN overrides the binary.
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
if (!hasTmux) console.warn('test/e2e/pty.test.ts: tmux is not installed — skipping the pseudo-terminal test');

const socket = `hsh-e2e-${process.pid}`;
const session = 'hsh';

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
}

/** The screen; with escapes (-e) when asked, trailing blank rows dropped. */
function screen(escapes = false): string {
  return tmux('capture-pane', '-t', session, '-p', ...(escapes ? ['-e'] : [])).replace(/\s+$/, '');
}

const waitFor = (what: string | RegExp, timeoutMs?: number): Promise<string> => waitOnScreen(() => screen(), what, timeoutMs);

function keys(...k: string[]): void {
  tmux('send-keys', '-t', session, ...k);
}

describe.skipIf(!hasTmux)('hsh at a pseudo-terminal (tmux)', () => {
  beforeAll(() => {
    expect(existsSync(bin), `${bin} (run npm run build first)`).toBe(true);
    const home = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    const command = `env -u NO_COLOR TERM=xterm-256color HSH_HISTORY=${join(home, 'history')} PAGER= ${process.execPath} ${bin} --memory; echo "[exited $?]"; sleep 30`;
    tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '30', command);
  });

  afterAll(() => {
    spawnSync('tmux', ['-L', socket, 'kill-server']);
  });

  it('shows the banner and the prompt', async () => {
    const s = await waitFor('hbase:001:0>');
    expect(s).toContain('hsh ');
    expect(s).toContain('— HBase 2.6 shell language');
    expect(s.split('\n').at(-1)).toBe('hbase:001:0>');
  });

  it('completes a table name with Tab and runs the statement', async () => {
    keys("create 'users', 'info'", 'Enter');
    await waitFor('hbase:002:0>');
    keys("put 'users', 'u1', 'info:name', 'ann'", 'Enter');
    await waitFor('hbase:003:0>');
    keys("scan 'us", 'Tab');
    await waitFor("hbase:003:0> scan 'users'");
    keys('Enter');
    const s = await waitFor('hbase:004:0>');
    expect(s).toMatch(/ u1 +column=info:name, timestamp=\S+, value=ann/);
    expect(s).toContain('1 row(s)');
  });

  it('shows a parse error in colour, with its caret, and goes on', async () => {
    keys("put 'users',, 1", 'Enter');
    await waitFor('hbase:005:0>');
    const plain = screen().split('\n');
    // As IRB reports a SyntaxError (hirb.rb, HBASE-27726): Traceback line, `SyntaxError (…)`, then hsh's caret.
    const at = plain.findIndex((l) => l.startsWith("SyntaxError (syntax error, unexpected ','"));
    expect(at).toBeGreaterThan(0);
    expect(plain[at - 1]).toBe('Traceback (most recent call last):');
    expect(plain[at + 1]).toBe("put 'users',, 1");
    expect(plain[at + 2]).toBe('            ^');
    const coloured = screen(true).split('\n');
    expect(coloured).toHaveLength(plain.length);
    // Both report lines are red (tmux carries the colour over the line break: one escape).
    expect(coloured[at - 1]).toMatch(/\x1b\[[0-9;]*31[0-9;]*mTraceback/);
    expect(coloured[at + 2]).toMatch(/\x1b\[[0-9;]*31[0-9;]*m {12}\^/);
  });

  it('inserts text typed after moving left at the cursor', async () => {
    // tmux writes each send-keys argument in one go, as a paste or a fast link does.
    keys('C-l');
    keys(')', 'Left', "puts('ab'");
    await waitFor("hbase:005:0> puts('ab')");
    keys('Enter');
    const s = await waitFor('hbase:006:0>');
    expect(s.split('\n').slice(-3)).toEqual(["hbase:005:0> puts('ab')", 'ab', 'hbase:006:0>']);
  });

  it('leaves cleanly with exit', async () => {
    keys('exit', 'Enter');
    const s = await waitFor('[exited 0]');
    expect(s).not.toMatch(/internal error|at .*\.js:\d+/);
  });
});

const hasBash = spawnSync('bash', ['--version']).status === 0;

describe.skipIf(!hasTmux || !hasBash)('hsh suspended with Ctrl-Z and resumed with fg', () => {
  const job = 'hsh-job';
  // A server of its own: ending the last session of a shared one races the next describe's new-session.
  const jobSocket = `${socket}-job`;
  const tmuxJob = (...args: string[]) => execFileSync('tmux', ['-L', jobSocket, ...args], { encoding: 'utf8' });
  const screenOf = () => tmuxJob('capture-pane', '-t', job, '-p').replace(/\s+$/, '');
  const waitOn = (what: RegExp, timeoutMs?: number): Promise<string> => waitOnScreen(screenOf, what, timeoutMs);

  beforeAll(() => {
    const home = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    const command = `env -u NO_COLOR TERM=xterm-256color PS1='$ ' HSH_HISTORY=${join(home, 'history')} PAGER= bash --norc --noprofile -i`;
    tmuxJob('new-session', '-d', '-s', job, '-x', '100', '-y', '30', command);
  });

  afterAll(() => {
    spawnSync('tmux', ['-L', jobSocket, 'kill-server']);
  });

  it('comes back to the line being typed and goes on (it used to end quietly just after fg)', async () => {
    await waitOn(/\$\s*$/);
    tmuxJob('send-keys', '-t', job, `${process.execPath} ${bin} --memory`, 'Enter');
    await waitOn(/hbase:001:0>\s*$/);
    tmuxJob('send-keys', '-t', job, 'li');
    await waitOn(/hbase:001:0> li/);
    tmuxJob('send-keys', '-t', job, 'C-z');
    await waitOn(/Stopped[\s\S]*\$\s*$/);
    tmuxJob('send-keys', '-t', job, 'fg', 'Enter');
    await waitOn(/hbase:001:0> li\s*$/);
    await new Promise((r) => setTimeout(r, 300));
    tmuxJob('send-keys', '-t', job, 'st', 'Enter');
    const s = await waitOn(/hbase:002:0>\s*$/);
    expect(s).toContain('hbase:001:0> list\nTABLE\n0 row(s)');
    tmuxJob('send-keys', '-t', job, 'exit', 'Enter');
    await waitOn(/hbase:002:0> exit\n\$\s*$/);
    tmuxJob('send-keys', '-t', job, 'echo "[exited $?]"', 'Enter');
    await waitOn(/\[exited 0\]/);
  });
});

const hasLess = spawnSync('less', ['--version']).status === 0;

describe.skipIf(!hasTmux || !hasLess)('hsh at a pseudo-terminal with less as the pager', () => {
  const paged = 'hsh-paged';
  const screenOf = () => tmux('capture-pane', '-t', paged, '-p').replace(/\s+$/, '');
  const waitOn = (what: RegExp, timeoutMs?: number): Promise<string> => waitOnScreen(screenOf, what, timeoutMs);

  beforeAll(() => {
    const home = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    const script = join(home, 'load.hsh');
    writeFileSync(script, "create 'big', 'f'\nfor i in 1..20000 do put 'big', \"r#{i}\", 'f:q', i end\n");
    const command = `env -u NO_COLOR -u LESS TERM=xterm-256color HSH_HISTORY=${join(home, 'history')} PAGER='less -R' ${process.execPath} ${bin} --memory --no-timing -i ${script}; echo "[exited $?]"; sleep 30`;
    tmux('new-session', '-d', '-s', paged, '-x', '100', '-y', '30', command);
  });

  afterAll(() => {
    spawnSync('tmux', ['-L', socket, 'kill-session', '-t', paged]);
  });

  it('Ctrl-C in the pager interrupts the scan and leaves the pager: the prompt comes back with Interrupted', async () => {
    await waitOn(/hbase:001:0>\s*$/, 30_000);
    tmux('send-keys', '-t', paged, 'C-l');
    tmux('send-keys', '-t', paged, "scan 'big'", 'Enter');
    await waitOn(/\n:\s*$/);
    tmux('send-keys', '-t', paged, 'C-c');
    const s = await waitOn(/hbase:002:0>\s*$/);
    expect(s.split('\n').slice(-2)).toEqual(['Interrupted', 'hbase:002:0>']);
  });

  it('Ctrl-C in the pager after the whole output is in it leaves the pager as q does, with nothing interrupted', async () => {
    await waitOn(/hbase:002:0>\s*$/);
    tmux('send-keys', '-t', paged, 'C-l');
    tmux('send-keys', '-t', paged, "scan 'big', {LIMIT => 40}", 'Enter');
    await waitOn(/\n:\s*$/);
    // The scan has ended (40 rows fit the pipe); less waits at the end of its input for q.
    await new Promise((r) => setTimeout(r, 300));
    tmux('send-keys', '-t', paged, 'C-c');
    const s = await waitOn(/hbase:003:0>\s*$/);
    expect(s).not.toContain('Interrupted');
    // The terminal is the prompt's again: keys are read and echoed once.
    tmux('send-keys', '-t', paged, 'list', 'Enter');
    expect((await waitOn(/hbase:004:0>\s*$/)).split('\n').slice(-6)).toEqual(['hbase:003:0> list', 'TABLE', 'big', '1 row(s)', '=> ["big"]', 'hbase:004:0>']);
  });
});

describe.skipIf(!hasTmux || !hasLess)('a loop of puts at a small terminal with less as the pager (issue 13)', () => {
  const small = 'hsh-small';
  const screenOf = () => tmux('capture-pane', '-t', small, '-p').replace(/\s+$/, '');
  const waitOn = (what: RegExp, timeoutMs?: number): Promise<string> => waitOnScreen(screenOf, what, timeoutMs);

  beforeAll(() => {
    const home = mkdtempSync(join(tmpdir(), 'hsh-pty-'));
    const command = `env -u NO_COLOR -u LESS TERM=xterm-256color HSH_HISTORY=${join(home, 'history')} PAGER='less -R' ${process.execPath} ${bin} --memory; echo "[exited $?]"; sleep 30`;
    tmux('new-session', '-d', '-s', small, '-x', '100', '-y', '20', command);
  });

  afterAll(() => {
    spawnSync('tmux', ['-L', socket, 'kill-session', '-t', small]);
  });

  it('every put of the loop is written: its Took lines stream past, and a q pressed meanwhile stops nothing', async () => {
    await waitOn(/hbase:001:0>\s*$/, 30_000);
    tmux('send-keys', '-t', small, "create 'big', 'f'", 'Enter');
    await waitOn(/hbase:002:0>\s*$/);
    tmux('send-keys', '-t', small, 'C-l');
    tmux('send-keys', '-t', small, 'for i in 1..5000 do put \'big\', "row#{i}", \'f:c\', i end', 'Enter');
    await waitOn(/Took \d+\.\d{4} seconds/);
    // What a reader of a pager would press to stop reading.
    tmux('send-keys', '-t', small, 'q');
    const s = await waitOn(/hbase:003:0> q\s*$/, 30_000);
    expect(s.split('\n').slice(-3)).toEqual([expect.stringMatching(/^Took \d+\.\d{4} seconds$/), '=> 1..5000', 'hbase:003:0> q']);
    tmux('send-keys', '-t', small, 'C-u', 'C-l');
    tmux('send-keys', '-t', small, "count 'big'", 'Enter');
    const counted = await waitOn(/hbase:004:0>\s*$/);
    expect(counted.split('\n').slice(-4)).toEqual(['5000 row(s)', expect.stringMatching(/^Took \d+\.\d{4} seconds$/), '=> 5000', 'hbase:004:0>']);
  });
});
