import { defineCommand } from '../define.js';
import { anyNamespaceName } from './common.js';

export const usage = "drop_namespace 'ns1'";

export const help = `Drop the named namespace. The namespace must be empty.
`;

/** The namespace must exist, hold no tables and not be `default` or `hbase`. Silent. */
export const drop_namespace = defineCommand({
  name: 'drop_namespace',
  group: 'namespace',
  usage,
  help,
  args: [anyNamespaceName()],
  async run(ctx, [name]) {
    await ctx.hbase.admin.dropNamespace(name);
  },
});
