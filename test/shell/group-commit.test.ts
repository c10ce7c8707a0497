/**
 * Group commit as the output sees it (src/shell/io.ts): in a script run, text
 * written while coalesced writes wait for the store goes out only once they
 * are in it, in the order written, and is dropped when they are lost.
 */
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { BufferedWriter, type OutputGate } from '../../src/shell/io.js';

function sink() {
  const out = { text: '' };
  const stream = new Writable({ write: (c, _e, cb) => ((out.text += c.toString()), cb()) });
  return { out, stream };
}

/** A gate the test settles by hand: `waiting` is what pending() returns now. */
function manualGate() {
  const g = {
    waiting: undefined as Promise<void> | undefined,
    commits: 0,
    settle: (_ok: boolean) => undefined as unknown as void,
    hold() {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      g.waiting = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
      g.waiting.catch(() => undefined);
      g.settle = (ok) => {
        g.waiting = undefined;
        if (ok) resolve();
        else reject(new Error('lost'));
      };
    },
  };
  const gate: OutputGate = {
    pending: () => g.waiting,
    commit: async () => {
      g.commits++;
      g.settle(true);
    },
  };
  return { g, gate };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('output held for unacknowledged writes', () => {
  it('releases text once its writes are in the store, in the order written', async () => {
    const { out, stream } = sink();
    const w = new BufferedWriter(stream);
    const { g, gate } = manualGate();
    w.gate = gate;
    await w.write('before\n');
    await w.flush();
    expect(out.text).toBe('before\n');
    g.hold();
    await w.write('Took 1\n');
    await w.write('Took 2\n');
    await tick();
    expect(out.text).toBe('before\n');
    g.settle(true);
    await tick();
    expect(out.text).toBe('before\nTook 1\nTook 2\n');
    expect(g.commits).toBe(0);
  });

  it('drops the text of writes that were lost, and prints what follows', async () => {
    const { out, stream } = sink();
    const w = new BufferedWriter(stream);
    const { g, gate } = manualGate();
    w.gate = gate;
    g.hold();
    await w.write('Took 1\n');
    g.settle(false);
    await w.write('ERROR: store error\n');
    await w.flush();
    await tick();
    expect(out.text).toBe('ERROR: store error\n');
  });

  it('flush commits the waiting writes first, then writes everything', async () => {
    const { out, stream } = sink();
    const w = new BufferedWriter(stream);
    const { g, gate } = manualGate();
    w.gate = gate;
    g.hold();
    await w.write('Took 1\n');
    await w.flush();
    expect(g.commits).toBe(1);
    expect(out.text).toBe('Took 1\n');
  });

  it('text after held text waits behind it even when it needs no write', async () => {
    const { out, stream } = sink();
    const w = new BufferedWriter(stream);
    const { g, gate } = manualGate();
    w.gate = gate;
    g.hold();
    const first = g.settle;
    await w.write('a\n');
    g.waiting = undefined;
    await w.write('b\n');
    await w.write('x'.repeat(70 * 1024) + '\n');
    await tick();
    expect(out.text).toBe('');
    first(true);
    await tick();
    expect(out.text).toBe('a\nb\n' + 'x'.repeat(70 * 1024) + '\n');
  });
});
