import { defineCommand, rest } from '../define.js';
import { namespaceName } from './common.js';

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
  async run(ctx, [name, changes]) {
    await ctx.hbase.admin.alterNamespace(name, changes);
  },
});
