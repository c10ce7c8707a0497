import { ShellError } from '../../errors.js';
import { defineCommand, none } from '../define.js';
import { anyNamespaceName, requireNamespace } from './common.js';

export const usage = "drop_namespace 'ns1'";

export const help = `Drop the named namespace. The namespace must be empty.
`;

function constraint(message: string): ShellError {
  return new ShellError('CONSTRAINT', `org.apache.hadoop.hbase.constraint.ConstraintException: ${message}`, { rubyClass: 'RuntimeError' });
}

/** The namespace must exist, hold no tables and not be `default` or `hbase`. Silent. */
export const drop_namespace = defineCommand({
  name: 'drop_namespace',
  group: 'namespace',
  usage,
  help,
  args: [anyNamespaceName()],
  async run(ctx, [name]) {
    const engine = await ctx.engine();
    if (name === 'default' || name === 'hbase') throw constraint(`Reserved namespace ${name} cannot be removed.`);
    requireNamespace(engine, name);
    const tables = engine.listTables().filter((t) => t.name.namespace === name).length;
    if (tables > 0) throw constraint(`Only empty namespaces can be removed. Namespace ${name} has ${tables} tables`);
    await engine.dropNamespace(name);
    return none;
  },
});
