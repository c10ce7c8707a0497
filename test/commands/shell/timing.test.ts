/** `timing`: psql's `\timing` for the Took lines, in hsh's own shell group. */
import { describe, expect, it } from 'vitest';
import { testShell } from '../../helpers/shell.js';

const TOOK = /^Took \d+\.\d{4} seconds$/;

describe('timing', () => {
  it('switches the Took lines of the statements that follow, with no Took line of its own', async () => {
    const sh = await testShell({ timing: false });
    try {
      expect((await sh.run("create 't1', 'f'")).stdout).toBe('Created table t1\n=> Hbase::Table - t1\n');
      expect((await sh.run('timing')).stdout).toBe('Timing is on.\n');
      const list = (await sh.run('list')).stdout.split('\n');
      expect(list.slice(0, 3)).toEqual(['TABLE', 't1', '1 row(s)']);
      expect(list[3]).toMatch(TOOK);
      expect((await sh.run('timing')).stdout).toBe('Timing is off.\n');
      expect((await sh.run('list')).stdout).toBe('TABLE\nt1\n1 row(s)\n=> ["t1"]\n');
    } finally {
      await sh.close();
    }
  });

  it("sets it with 'on' or 'off', :on or :off, true or false", async () => {
    const sh = await testShell({ timing: true });
    try {
      expect((await sh.run("timing 'off'")).stdout).toBe('Timing is off.\n');
      expect((await sh.run("timing 'off'")).stdout).toBe('Timing is off.\n');
      expect((await sh.run('timing :on')).stdout).toBe('Timing is on.\n');
      expect((await sh.run('timing false')).stdout).toBe('Timing is off.\n');
      expect((await sh.run("timing 'ON'")).stdout).toBe('Timing is on.\n');
      expect(sh.session.options.timing).toBe(true);
    } finally {
      await sh.close();
    }
  });

  it('refuses anything else, changing nothing', async () => {
    const sh = await testShell({ timing: false });
    try {
      const r = await sh.run("timing 'sometimes'");
      expect(r.stdout).toBe("\nERROR: timing takes 'on' or 'off' (or nothing, to switch)\n\nFor usage try 'help \"timing\"'\n\n");
      expect(sh.session.options.timing).toBe(false);
    } finally {
      await sh.close();
    }
  });
});
