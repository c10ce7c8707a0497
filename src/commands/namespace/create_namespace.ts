import { defineCommand, rest } from '../define.js';
import { namespaceName } from './common.js';

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
  async run(ctx, [name, properties]) {
    await ctx.hbase.admin.createNamespace(name, properties);
  },
});
