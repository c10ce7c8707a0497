import { describe, expect, it } from 'vitest';
import { testShell } from '../../helpers/shell.js';
import { error, out, shell, text } from '../dml/helpers.js';

const SFT = 'hbase.store.file-tracker.impl';

describe('change_sft and change_sft_all', () => {
  it("change_sft sets the table's or the family's tracker; describe shows it", async () => {
    const sh = await shell("create 't1', 'f1', 'f2'");
    expect(await out(sh, "change_sft 't1', 'FILE'")).toBe('');
    expect(await out(sh, "change_sft 't1', 'f2', 'file'")).toBe('');
    const d = await out(sh, "describe 't1'");
    expect(d).toContain(`t1, {TABLE_ATTRIBUTES => {METADATA => {'${SFT}' => 'FILE'}}}\n`);
    // the family's CONFIGURATION (ModifyColumnFamilyStoreFileTrackerProcedure), as describe prints a family's configuration
    const [f1, f2] = d.split('\n').filter((l) => l.startsWith('{NAME'));
    expect(f1).not.toContain(SFT);
    expect(f2).toContain(`'${SFT}' => 'FILE'}}`);
  });

  it('refusals: arity, an unknown table or family, MIGRATION, an unknown tracker', async () => {
    const sh = await shell("create 't1', 'f1'");
    expect(await out(sh, "change_sft 't1'")).toBe(error('Argument length should be two or three.', 'change_sft'));
    expect(await out(sh, "change_sft 'nosuch', 'FILE'")).toBe(error('Unknown table nosuch!', 'change_sft'));
    expect(await out(sh, "change_sft 't1', 'nope', 'FILE'")).toBe(
      error('org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Family nope does not exist', 'change_sft'),
    );
    expect(await out(sh, "change_sft 't1', 'MIGRATION'")).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: Do not need to transfer to MIGRATION', 'change_sft'));
    expect(await out(sh, "change_sft 't1', 'Foo'")).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: java.lang.ClassNotFoundException: Foo', 'change_sft'));
  });

  it('change_sft_all lists the tables and asks first', async () => {
    const sh = await testShell({ answers: ['y'] });
    await sh.run("create 't1', 'f'\ncreate 't2', 'f'\ncreate 'u1', 'f'");
    expect((await sh.run("change_sft_all 't.*', 'FILE'")).stdout).toBe(text('t1', 't2', '', "Change the above 2 tables's sft (y/n)?"));
    expect((await sh.run("describe 't2'")).stdout).toContain(`{METADATA => {'${SFT}' => 'FILE'}}`);
    expect((await sh.run("describe 'u1'")).stdout).toContain(`{METADATA => {'${SFT}' => 'DEFAULT'}}`);
    expect((await sh.run("change_sft_all 'x.*', 'FILE'")).stdout).toBe(text('No tables matched the regex x.*'));
    expect((await sh.run("change_sft_all 't.*'")).stdout).toBe(error('Argument length should be two.', 'change_sft_all'));
  });
});
