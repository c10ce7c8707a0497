import { describe, expect, it } from 'vitest';
import { error, out, shell, text } from '../dml/helpers.js';

const DISABLED = 'org.apache.hadoop.hbase.DoNotRetryIOException: java.lang.UnsupportedOperationException: quota support disabled';

describe('quotas with hbase.quota.enabled off (a standalone 2.6)', () => {
  it('set_quota: MasterQuotaManager refuses every quota, throttle, space or bypass', async () => {
    const sh = await shell();
    for (const s of [
      "set_quota TYPE => THROTTLE, USER => 'u1', LIMIT => '10req/sec'",
      "set_quota TYPE => SPACE, TABLE => 't1', LIMIT => '1G', POLICY => NO_INSERTS",
      "set_quota TYPE => THROTTLE, THROTTLE_TYPE => WRITE, USER => 'u1', LIMIT => NONE",
      "set_quota USER => 'u1', GLOBAL_BYPASS => true",
    ]) {
      expect(await out(sh, s), s).toBe(error(DISABLED, 'set_quota'));
    }
  });

  it('list_quotas, list_quota_snapshots and list_snapshot_sizes print their header, then hbase:quota is missing', async () => {
    const sh = await shell();
    expect(await out(sh, 'list_quotas')).toBe('OWNER  QUOTAS\n' + error('Unknown table hbase:quota!', 'list_quotas'));
    expect(await out(sh, "list_quotas USER => 'bob.*'")).toBe('OWNER  QUOTAS\n' + error('Unknown table hbase:quota!', 'list_quotas'));
    expect(await out(sh, 'list_quota_snapshots')).toBe(' TABLE USAGE LIMIT IN_VIOLATION POLICY\n' + error('Unknown table hbase:quota!', 'list_quota_snapshots'));
    expect(await out(sh, 'list_snapshot_sizes')).toBe('SNAPSHOT  SIZE\n' + error('Unknown table hbase:quota!', 'list_snapshot_sizes'));
  });

  it('list_quota_table_sizes is empty; the throttle switches report false', async () => {
    const sh = await shell();
    expect(await out(sh, 'list_quota_table_sizes')).toBe(text('TABLE  SIZE', '0 row(s)'));
    expect(await out(sh, 'enable_rpc_throttle')).toBe(text('Previous rpc throttle state : false', '=> false'));
    expect(await out(sh, 'disable_rpc_throttle')).toBe(text('Previous rpc throttle state : false', '=> false'));
    expect(await out(sh, 'rpc_throttle_enabled')).toBe(text('Rpc throttle enabled : false', '=> false'));
    expect(await out(sh, 'enable_exceed_throttle_quota')).toBe(text('Previous exceed throttle quota enabled : false', '=> "false"'));
    expect(await out(sh, 'disable_exceed_throttle_quota')).toBe(text('Previous exceed throttle quota enabled : false', '=> "false"'));
  });
});
