import { defineCommand } from '../define.js';
import { anyNamespaceName } from './common.js';

export const usage = "describe_namespace 'ns1'";

export const help = `Describe the named namespace. For example:
  hbase> describe_namespace 'ns1'
`;

/** `DESCRIPTION`, `{NAME => 'ns1', k => 'v'}`, `Quota is disabled` (rendered from the descriptor); returns nil. */
export const describe_namespace = defineCommand({
  name: 'describe_namespace',
  group: 'namespace',
  usage,
  help,
  args: [anyNamespaceName()],
  async run(ctx, [name]) {
    return { outputs: [{ kind: 'describe_namespace', namespace: await ctx.hbase.admin.describeNamespace(name) }] };
  },
});
