import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { error, out, shell } from '../dml/helpers.js';

describe('rsgroup without the RSGroupAdminEndpoint', () => {
  it('every rsgroup command fails as RSGroupAdminClient does', async () => {
    const sh = await shell();
    const group = registry.groups().find((g) => g.name === 'rsgroup')!;
    expect(group.commands.length).toBe(17);
    for (const c of group.commands) {
      expect(await out(sh, `${c.name} 'default'`), c.name).toBe(
        error('org.apache.hadoop.hbase.exceptions.UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService', c.name),
      );
    }
  });
});
