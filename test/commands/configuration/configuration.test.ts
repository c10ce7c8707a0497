import { describe, expect, it } from 'vitest';
import { error, out, shell } from '../dml/helpers.js';

describe('online configuration', () => {
  it('update_config and update_all_config reload nothing and print nothing; update_rsgroup_config needs the rsgroup endpoint', async () => {
    const sh = await shell();
    expect(await out(sh, "update_config 'localhost,16020,1700000000000'")).toBe('');
    expect(await out(sh, 'update_all_config')).toBe('');
    expect(await out(sh, 'update_config')).toBe(error('wrong number of arguments (given 0, expected 1)', 'update_config'));
    expect(await out(sh, "update_rsgroup_config 'default'")).toBe(
      error('org.apache.hadoop.hbase.exceptions.UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService', 'update_rsgroup_config'),
    );
  });
});
