import { describe, expect, it } from 'vitest';
import { testShell } from '../../helpers/shell.js';
import { F0, error, mask, shell, text, type TestShell } from '../dml/helpers.js';

/** Creation times the logical clock gave, and the question a prompt shows (the test harness does not echo it). */
async function out(sh: TestShell, source: string): Promise<string> {
  const r = await sh.run(source);
  return mask(r.stdout)
    .replace(/\(2023-11-14 22:1\d:\d\d \+0000\)/g, '(NOW)')
    .replace(/^Delete the above \d+ snapshots \(y\/n\)\?.*\n/m, '');
}

const LIST_HEAD = 'SNAPSHOT  TABLE + CREATION TIME + TTL(Sec)';
const HEAD = 'SNAPSHOT  TABLE + CREATION TIME';

describe('snapshot, list_snapshots (admin2_test_cluster.rb)', () => {
  it('#113 argument errors', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "snapshot 123, 'xxx'")).toBe(error('Table name must be of type String', 'snapshot'));
    expect(await out(sh, "snapshot 'T', 123")).toBe(error('Snapshot name must be of type String', 'snapshot'));
    expect(await out(sh, "snapshot 'T'")).toBe(error('wrong number of arguments (given 1, expected 2+)', 'snapshot'));
    // the master's SnapshotManager checks (no client-side table lookup): an existing snapshot first, then the table
    expect(await out(sh, "snapshot 'nosuch', 's'")).toBe(
      error("org.apache.hadoop.hbase.snapshot.SnapshotCreationException: Table 'nosuch' doesn't exist, can't take snapshot.", 'snapshot'),
    );
    expect(await out(sh, "snapshot 'ns9:nosuch', 's'")).toBe(
      error("org.apache.hadoop.hbase.snapshot.SnapshotCreationException: Table 'ns9:nosuch' doesn't exist, can't take snapshot.", 'snapshot'),
    );
    expect(await out(sh, "snapshot 'T', 's'")).toBe('');
    expect(await out(sh, "snapshot 'nosuch', 's'")).toBe(
      error("org.apache.hadoop.hbase.snapshot.SnapshotExistsException: Snapshot 's' already stored on the filesystem.", 'snapshot'),
    );
    expect(await out(sh, "snapshot 'my table', 'x'")).toMatch(/Illegal character code:32/);
  });

  it('#114, #115 take and list', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "snapshot 'T', 'hbase_shell_tests_snapshot'")).toBe('');
    expect(await out(sh, "list_snapshots 'hbase_shell_tests_snapshot'")).toBe(
      text(LIST_HEAD, ' hbase_shell_tests_snapshot T (NOW) FOREVER', '1 row(s)', '=> ["hbase_shell_tests_snapshot"]'),
    );
    expect(await out(sh, 'list_snapshots')).toBe(text(LIST_HEAD, ' hbase_shell_tests_snapshot T (NOW) FOREVER', '1 row(s)', '=> ["hbase_shell_tests_snapshot"]'));
    expect(await out(sh, "list_snapshots 'xyz'")).toBe(text(LIST_HEAD, '0 row(s)', '=> []'));
    expect(await out(sh, "list_snapshots 'hbase_shell'")).toBe(text(LIST_HEAD, '0 row(s)', '=> []'));
    expect(await out(sh, "snapshot 'T', 'skip', {SKIP_FLUSH => true}")).toBe(text('=> [{"SKIP_FLUSH"=>true}]'));
    expect(await out(sh, "list_snapshots 'skip'")).toBe(text(LIST_HEAD, ' skip T (NOW) FOREVER', '1 row(s)', '=> ["skip"]'));
  });

  it('TTL in seconds, (Expired) once past it; namespaces and table references', async () => {
    const sh = await shell(F0, "create_namespace 'ns'", "create 'ns:t', 'f'");
    expect(await out(sh, "snapshot 'T', 'day', {TTL => 86400}")).toBe(text('=> [{"TTL"=>86400}]'));
    expect(await out(sh, "snapshot 'T', 'short', {TTL => 1}")).toBe(text('=> [{"TTL"=>1}]'));
    expect(await out(sh, "snapshot 'ns:t', 'nss', {SKIP_FLUSH => true, MAX_FILESIZE => 21474836480}")).toBe(text('=> [{"SKIP_FLUSH"=>true, "MAX_FILESIZE"=>21474836480}]'));
    expect(await out(sh, "t = get_table 'T'\nt.snapshot 'viaref'")).toBe(text('=> Hbase::Table - T'));
    await sh.run('sleep 2');
    expect(await out(sh, 'list_snapshots')).toBe(
      text(LIST_HEAD, ' day T (NOW) 86400', ' nss ns:t (NOW) FOREVER', ' short T (NOW) 1 (Expired) ', ' viaref T (NOW) FOREVER', '4 row(s)', '=> ["day", "nss", "short", "viaref"]'),
    );
  });
});

describe('clone_snapshot, restore_snapshot, delete_snapshot (#116–#120, §8.7 #127)', () => {
  it('#116 arity', async () => {
    const sh = await shell(F0);
    expect(await out(sh, 'restore_snapshot')).toBe(error('wrong number of arguments (given 0, expected 1..2)', 'restore_snapshot'));
    expect(await out(sh, "clone_snapshot 'snap'")).toBe(error('wrong number of arguments (given 1, expected 2..3)', 'clone_snapshot'));
    expect(await out(sh, 'delete_snapshot')).toBe(error('wrong number of arguments (given 0, expected 1)', 'delete_snapshot'));
  });

  it('#117 restore brings back a dropped family and a dropped table; #118 the table must be disabled', async () => {
    const sh = await shell("create 'rt', 'f1', 'f2'", "put 'rt', 'r', 'f1:a', 'one', 1", "snapshot 'rt', 's'", "alter 'rt', METHOD => 'delete', NAME => 'f1'");
    expect(await out(sh, "describe 'rt'")).not.toContain("NAME => 'f1'");
    expect(await out(sh, "restore_snapshot 's'")).toBe(error('Table rt should be disabled!', 'restore_snapshot'));
    await sh.run("disable 'rt'\ndrop 'rt'");
    expect(await out(sh, "restore_snapshot 's'")).toBe('');
    const d = await out(sh, "describe 'rt'");
    expect(d).toContain("NAME => 'f1'");
    expect(d).toContain("NAME => 'f2'");
    expect(await out(sh, "get 'rt', 'r'")).toBe(text('COLUMN  CELL', ' f1:a timestamp=1970-01-01T00:00:00.001, value=one', '1 row(s)'));
    await sh.run("put 'rt', 'r', 'f2:b', 'later'\ndisable 'rt'");
    expect(await out(sh, "restore_snapshot 's', {RESTORE_ACL => true}")).toBe('');
    await sh.run("enable 'rt'");
    expect(await out(sh, "get 'rt', 'r'")).toBe(text('COLUMN  CELL', ' f1:a timestamp=1970-01-01T00:00:00.001, value=one', '1 row(s)'));
  });

  it('#119 clone; #127 its errors', async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v', 1", "snapshot 'T', 's'");
    expect(await out(sh, "clone_snapshot 's', 'test_clone_snapshot_table'")).toBe('');
    const d = await out(sh, "describe 'test_clone_snapshot_table'");
    expect(d).toContain("NAME => 'x'");
    expect(d).toContain("NAME => 'y'");
    expect(await out(sh, "scan 'test_clone_snapshot_table'")).toBe(text('ROW  COLUMN+CELL', ' r column=x:a, timestamp=1970-01-01T00:00:00.001, value=v', '1 row(s)'));
    expect(await out(sh, "clone_snapshot 's', 'test_clone_snapshot_table'")).toBe(error('Table already exists: test_clone_snapshot_table!', 'clone_snapshot'));
    expect(await out(sh, "clone_snapshot 's', 'does_not_exist:test_clone_snapshot_table'")).toBe(error('Unknown namespace: does_not_exist!', 'clone_snapshot'));
    expect(await out(sh, "clone_snapshot 'nosnap', 'c2'")).toBe(error('Unknown snapshot nosnap!', 'clone_snapshot'));
    expect(await out(sh, "clone_snapshot 's', 'c2', 5")).toBe(error('Arguments should be a Hash', 'clone_snapshot'));
    expect(await out(sh, "clone_snapshot 's', 'c3', {RESTORE_ACL => true}")).toBe('');
    expect(await out(sh, "restore_snapshot 'nosnap'")).toBe(error('Unknown snapshot nosnap!', 'restore_snapshot'));
  });

  it('#120 delete_snapshot', async () => {
    const sh = await shell(F0, "snapshot 'T', 's'");
    expect(await out(sh, 'list_snapshots')).toBe(text(LIST_HEAD, ' s T (NOW) FOREVER', '1 row(s)', '=> ["s"]'));
    expect(await out(sh, "delete_snapshot 's'")).toBe('');
    expect(await out(sh, 'list_snapshots')).toBe(text(LIST_HEAD, '0 row(s)', '=> []'));
    expect(await out(sh, "delete_snapshot 's'")).toBe(error('Unknown snapshot s!', 'delete_snapshot'));
  });
});

async function snapshotSet(answers: string[]): Promise<TestShell> {
  const sh = await testShell({ answers });
  for (const s of [
    F0,
    "create 'other', 'f'",
    "snapshot 'T', 'delete_all_snapshot1'",
    "snapshot 'T', 'delete_all_snapshot2'",
    "snapshot 'T', 'snapshot_delete_all_1'",
    "snapshot 'other', 'snapshot_delete_all_2'",
  ]) {
    await sh.run(s);
  }
  return sh;
}

describe('delete_all_snapshot, delete_table_snapshots, list_table_snapshots (#121–#123)', () => {
  it('#121 delete_all_snapshot lists, asks, deletes', async () => {
    const sh = await snapshotSet(['y', 'n', 'y']);
    expect(await out(sh, "delete_all_snapshot 'd.*'")).toBe(
      text(HEAD, ' delete_all_snapshot1 T (NOW)', ' delete_all_snapshot2 T (NOW)', '', '2 snapshots successfully deleted.'),
    );
    expect(await out(sh, 'list_snapshots')).toMatch(/\n2 row\(s\)\n/);
    expect(await out(sh, "delete_all_snapshot '.*'")).toBe(text(HEAD, ' snapshot_delete_all_1 T (NOW)', ' snapshot_delete_all_2 other (NOW)', ''));
    expect(await out(sh, 'list_snapshots')).toMatch(/\n2 row\(s\)\n/);
    expect(await out(sh, "delete_all_snapshot '.*'")).toBe(text(HEAD, ' snapshot_delete_all_1 T (NOW)', ' snapshot_delete_all_2 other (NOW)', '', '2 snapshots successfully deleted.'));
    expect(await out(sh, 'list_snapshots')).toBe(text(LIST_HEAD, '0 row(s)', '=> []'));
    expect(await out(sh, "delete_all_snapshot 's.*'")).toBe(text(HEAD, 'No snapshots matched the regex s.*'));
  });

  it('#123 list_table_snapshots', async () => {
    const sh = await snapshotSet([]);
    await sh.run("snapshot 'T', 'x_other'");
    expect(await out(sh, "list_table_snapshots '.*'")).toBe(
      text(
        HEAD,
        ' delete_all_snapshot1 T (NOW)',
        ' delete_all_snapshot2 T (NOW)',
        ' snapshot_delete_all_1 T (NOW)',
        ' snapshot_delete_all_2 other (NOW)',
        ' x_other T (NOW)',
        '5 row(s)',
        '=> ["delete_all_snapshot1", "delete_all_snapshot2", "snapshot_delete_all_1", "snapshot_delete_all_2", "x_other"]',
      ),
    );
    expect(await out(sh, "list_table_snapshots 'T', 'd.*'")).toBe(
      text(HEAD, ' delete_all_snapshot1 T (NOW)', ' delete_all_snapshot2 T (NOW)', '2 row(s)', '=> ["delete_all_snapshot1", "delete_all_snapshot2"]'),
    );
    expect(await out(sh, "list_table_snapshots 'T'")).toMatch(/\n4 row\(s\)\n/);
    expect(await out(sh, "list_table_snapshots 'default:T'")).toMatch(/\n4 row\(s\)\n/);
    expect(await out(sh, "list_table_snapshots 'T.*', 'snapshot_.*'")).toMatch(/\n1 row\(s\)\n/);
    expect(await out(sh, "list_table_snapshots '.*', 'nothing'")).toBe(text(HEAD, '0 row(s)', '=> []'));
    expect(await out(sh, 'list_table_snapshots')).toBe(error('wrong number of arguments (given 0, expected 1..2)', 'list_table_snapshots'));
    await sh.run("disable 'other'\ndrop 'other'");
    expect(await out(sh, "list_table_snapshots '.*', 'snapshot_delete_all_2'")).toBe(text(HEAD, '0 row(s)', '=> []'));
  });

  it('#122 delete_table_snapshots', async () => {
    const sh = await snapshotSet(['y', 'y', 'y']);
    await sh.run("snapshot 'other', 'delete_table_snapshot3'");
    expect(await out(sh, "delete_table_snapshots 'T', 'd.*'")).toBe(
      text(
        HEAD,
        ' delete_all_snapshot1 T (NOW)',
        ' delete_all_snapshot2 T (NOW)',
        '',
        'Successfully deleted snapshot: delete_all_snapshot1',
        '',
        'Successfully deleted snapshot: delete_all_snapshot2',
        '',
      ),
    );
    expect(await out(sh, 'list_snapshots')).toMatch(/\n3 row\(s\)\n/);
    expect(await out(sh, "delete_table_snapshots 'T'")).toBe(text(HEAD, ' snapshot_delete_all_1 T (NOW)', '', 'Successfully deleted snapshot: snapshot_delete_all_1', ''));
    expect(await out(sh, "delete_table_snapshots '.*', 'd.*'")).toBe(text(HEAD, ' delete_table_snapshot3 other (NOW)', '', 'Successfully deleted snapshot: delete_table_snapshot3', ''));
    expect(await out(sh, "delete_table_snapshots 'T', 'zz.*'")).toBe(
      text(HEAD, 'No snapshots matched the table name regular expression T and the snapshot name regular expression zz.*'),
    );
  });
});
