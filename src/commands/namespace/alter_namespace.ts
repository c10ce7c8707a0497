import { ShellError } from '../../errors.js';
import { RHash, rubyClass } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { argumentError, defineCommand, none, rest } from '../define.js';
import { flattenCompact } from '../ddl/common.js';
import { namespaceName, requireNamespace } from './common.js';
import { rubyToS } from '../../ruby/coerce.js';

export const usage = "alter_namespace 'ns1', {METHOD => 'set', 'PROPERTY_NAME' => 'PROPERTY_VALUE'} | {METHOD => 'unset', NAME => 'PROPERTY_NAME'}";

export const help = `Alter namespace properties.

To add/modify a property:

  hbase> alter_namespace 'ns1', {METHOD => 'set', 'PROPERTY_NAME' => 'PROPERTY_VALUE'}

To delete a property:

  hbase> alter_namespace 'ns1', {METHOD => 'unset', NAME=>'PROPERTY_NAME'}
`;

/**
 * Each hash sets (`METHOD => 'set'`, every other pair) or unsets
 * (`METHOD => 'unset'`, the NAME key) properties; all of them are applied
 * as one modification. Any other METHOD is `Unknown method <m>`. Silent.
 */
export const alter_namespace = defineCommand({
  name: 'alter_namespace',
  group: 'namespace',
  usage,
  help,
  optionKeys: ['METHOD', 'NAME'],
  args: [namespaceName(), rest('changes')],
  async run(ctx, [name, args]) {
    const engine = await ctx.engine();
    const current = requireNamespace(engine, name);
    const properties = new Map(current.properties);
    for (const arg of flattenCompact(args)) {
      if (!(arg instanceof RHash)) throw argumentError(`${rubyClass(arg)} of ${inspect(arg)} is not of Hash type`);
      const method = arg.get('METHOD');
      const methodName = method === undefined || method === null ? '' : rubyToS(method);
      if (methodName === 'unset') {
        const key = arg.get('NAME');
        if (key === undefined || key === null) throw new ShellError('ARGUMENT_ERROR', 'java.lang.NullPointerException', { rubyClass: 'RuntimeError' });
        properties.delete(rubyToS(key));
      } else if (methodName === 'set') {
        for (const [k, v] of arg.without('METHOD').entries) {
          const key = rubyToS(k);
          if (v === null) properties.delete(key);
          else properties.set(key, rubyToS(v));
        }
      } else {
        throw argumentError(`Unknown method ${methodName}`);
      }
    }
    const set = [...properties.entries()].filter(([k, v]) => current.properties.find(([ck]) => ck === k)?.[1] !== v);
    const unset = current.properties.map(([k]) => k).filter((k) => !properties.has(k));
    await engine.alterNamespace(name, set, unset);
    return none;
  },
});
