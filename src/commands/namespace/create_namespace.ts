import { ShellError } from '../../errors.js';
import { RHash, rubyClass } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { argumentError, defineCommand, none, rest } from '../define.js';
import { flattenCompact } from '../ddl/common.js';
import { validateNamespaceName } from '../ddl/names.js';
import { namespaceName } from './common.js';
import { rubyToS } from '../../ruby/coerce.js';

export const usage = "create_namespace 'ns1' [, {'PROPERTY_NAME' => 'PROPERTY_VALUE'}]";

export const help = `Create namespace; pass namespace name,
and optionally a dictionary of namespace configuration.
Examples:

  hbase> create_namespace 'ns1'
  hbase> create_namespace 'ns1', {'PROPERTY_NAME'=>'PROPERTY_VALUE'}
`;

/** Properties are string pairs (values `to_s`-ed, nil leaves a key out). Silent; returns nil. */
export const create_namespace = defineCommand({
  name: 'create_namespace',
  group: 'namespace',
  usage,
  help,
  args: [namespaceName(), rest('properties')],
  async run(ctx, [name, args]) {
    const properties = new Map<string, string>();
    for (const arg of flattenCompact(args)) {
      if (!(arg instanceof RHash)) throw argumentError(`${rubyClass(arg)} of ${inspect(arg)} is not of Hash or String type`);
      for (const [k, v] of arg.entries) {
        const key = rubyToS(k);
        if (v === null) properties.delete(key);
        else properties.set(key, rubyToS(v));
      }
    }
    validateNamespaceName(name);
    const engine = await ctx.engine();
    if (engine.getNamespace(name)) {
      throw new ShellError('NAMESPACE_EXISTS', `org.apache.hadoop.hbase.NamespaceExistException: Namespace ${name} already exists`, {
        rubyClass: 'RuntimeError',
      });
    }
    await engine.createNamespace(name, [...properties.entries()]);
    return none;
  },
});
