import { defineCommand } from '../define.js';
import { anyNamespaceName, requireNamespace } from './common.js';

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
    const engine = await ctx.engine();
    const namespace = requireNamespace(engine, name);
    return { outputs: [{ kind: 'describe_namespace', namespace }] };
  },
});
