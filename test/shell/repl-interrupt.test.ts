/**
 * Ctrl-C at the prompt while a statement computes: loops that never call a
 * command (and so never wait on I/O), a loop of puts, and `sleep`. The
 * statement stops at its next loop iteration (or at once in a sleep), says
 * `Interrupted` with no `=>` line, and the prompt comes back.
 */
import { describe, expect, it } from 'vitest';
import { harnessPerTest, KEY, type Harness } from './repl-harness.js';

const shell = harnessPerTest({ banner: false, tables: { b: { families: ['f'] } } });

/** Runs the statement, presses Ctrl-C once it has run a while, and waits for the prompt. */
async function interrupt(h: Harness, statement: string): Promise<number> {
  await h.type(statement + KEY.enter);
  await new Promise((r) => setTimeout(r, 100));
  const start = Date.now();
  await h.type(KEY.ctrlC);
  for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
  return Date.now() - start;
}

describe('Ctrl-C stops a running loop', () => {
  for (const statement of ['loop do end', 'while true do end', 'for i in 1..300000000 do x = i end', '300000000.times { |i| x = i }']) {
    it(`${statement}: Interrupted, and the prompt comes back`, async () => {
      const h = await shell();
      const ms = await interrupt(h, statement);
      expect(h.screen()).toBe([`hbase:001:0> ${statement}`, 'Interrupted', 'hbase:002:0>'].join('\n'));
      expect(ms).toBeLessThan(1000);
      // The session goes on.
      await h.type('puts 1 + 1' + KEY.enter);
      expect(h.screen().split('\n').slice(-2)).toEqual(['2', 'hbase:003:0>']);
    });
  }

  it('a loop of puts: stops between commands, with no => line, saying how many rows it wrote; the puts made stay', async () => {
    const h = await shell();
    const statement = `for i in 1..1000000 do put 'b', "k#{i}", 'f:c', 'v' end`;
    await interrupt(h, statement);
    const rows = h.store.tables.get('b')!.rows.size;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(1000000);
    expect(h.screen()).toBe([`hbase:001:0> ${statement}`, `Interrupted after ${rows} writes; the rest of the statement did not run`, 'hbase:002:0>'].join('\n'));
  });

  it('sleep ends at once, with no => line', async () => {
    const h = await shell();
    const ms = await interrupt(h, 'sleep 5');
    expect(h.screen()).toBe(['hbase:001:0> sleep 5', 'Interrupted', 'hbase:002:0>'].join('\n'));
    expect(ms).toBeLessThan(1000);
  });
});
