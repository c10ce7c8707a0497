import { describe, expect, it } from 'vitest';
import { out, shell, text } from '../dml/helpers.js';

/** Submitted and Last_Update are the master's wall clock: masked. */
const TIME = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}/g;
const masked = (s: string) => s.replace(TIME, 'TIME');

const T = (b64: string) => `"tableName"=>{"namespace"=>"ZGVmYXVsdA==", "qualifier"=>"${b64}"}`;
const USER = '{"userInfo"=>{"effectiveUser"=>"hsh"}';

describe('list_procedures', () => {
  it('shows the procedures hsh ran, by id, with their class, state, times and parameters', async () => {
    process.env.HADOOP_USER_NAME = 'hsh';
    const sh = await shell();
    expect(masked(await out(sh, 'list_procedures'))).toBe(text(' PID Name State Submitted Last_Update Parameters', '0 row(s)'));
    await sh.run("create 't1', 'f'\ndisable 't1'\nenable 't1'\ndisable 't1'\ndrop 't1'\ncreate_namespace 'ns1'");
    expect(masked(await out(sh, 'list_procedures'))).toBe(
      text(
        ' PID Name State Submitted Last_Update Parameters',
        ` 1 org.apache.hadoop.hbase.master.procedure.CreateTableProcedure SUCCESS TIME TIME [{"state"=>[1, 2, 3, 4, 5, 6]}, ${USER}, ${T('dDE=')}}]`,
        ` 2 org.apache.hadoop.hbase.master.procedure.DisableTableProcedure SUCCESS TIME TIME [{"state"=>[1, 2, 3, 4, 7, 5, 6]}, ${USER}, ${T('dDE=')}}]`,
        ` 3 org.apache.hadoop.hbase.master.procedure.EnableTableProcedure SUCCESS TIME TIME [{"state"=>[1, 2, 3, 4, 5, 6]}, ${USER}, ${T('dDE=')}}]`,
        ` 4 org.apache.hadoop.hbase.master.procedure.DisableTableProcedure SUCCESS TIME TIME [{"state"=>[1, 2, 3, 4, 7, 5, 6]}, ${USER}, ${T('dDE=')}}]`,
        ` 5 org.apache.hadoop.hbase.master.procedure.DeleteTableProcedure SUCCESS TIME TIME [{"state"=>[1, 3, 2, 5, 6]}, ${USER}, ${T('dDE=')}}]`,
        ` 6 org.apache.hadoop.hbase.master.procedure.CreateNamespaceProcedure SUCCESS TIME TIME [{"state"=>[1, 2, 3, 4, 5]}, ${USER}, "namespaceDescriptor"=>{"name"=>"ns1"}}]`,
        '6 row(s)',
      ),
    );
  });

  it('region procedures: splits, merges, truncations and unassignments; a failed command runs none', async () => {
    const sh = await shell("create 't1', 'f', SPLITS => ['m']");
    const [a, b] = await (await sh.session.engine()).regions('t1');
    await sh.run(`split 't1', 'c'\nunassign '${b.encodedName}'\nassign '${b.encodedName}'\nassign '${b.encodedName}'\ntruncate_region '${b.encodedName}'\nmerge_region 'nosuch', '${a.encodedName}'`);
    const names = masked(await out(sh, 'list_procedures'))
      .split('\n')
      .slice(1, -2)
      .map((l) => l.split(' ').slice(1, 4).join(' '));
    expect(names).toEqual([
      '1 org.apache.hadoop.hbase.master.procedure.CreateTableProcedure SUCCESS',
      '2 org.apache.hadoop.hbase.master.assignment.SplitTableRegionProcedure SUCCESS',
      '3 org.apache.hadoop.hbase.master.assignment.TransitRegionStateProcedure SUCCESS',
      '4 org.apache.hadoop.hbase.master.assignment.TransitRegionStateProcedure SUCCESS',
      '5 org.apache.hadoop.hbase.master.procedure.TruncateRegionProcedure SUCCESS',
    ]);
  });
});

describe('list_locks', () => {
  it('no procedure holds a lock between commands: nothing to print', async () => {
    const sh = await shell("create 't1', 'f'");
    expect(await out(sh, 'list_locks')).toBe('');
  });
});
