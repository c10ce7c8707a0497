import { defineCommand, optionalText } from '../define.js';
import { headerThenError } from '../ddl/common.js';

export const usage = "list_namespace ['regex']";

export const help = `List all namespaces in hbase. Optional regular expression parameter could
be used to filter the output. Examples:

  hbase> list_namespace
  hbase> list_namespace 'abc.*'
`;

/**
 * Header `NAMESPACE`, the names the regex finds a match in (sorted), `N row(s)`;
 * returns nil. admin.rb filters with JRuby's `Pattern#match`, i.e.
 * `matcher(name).find()`, so the regex is not anchored.
 */
export const list_namespace = defineCommand({
  name: 'list_namespace',
  group: 'namespace',
  usage,
  help,
  args: [optionalText('regex')],
  async run(ctx, [regex = '.*']) {
    await ctx.hbase.connect(); // a store that cannot be opened fails before the header
    let names: string[];
    try {
      names = await ctx.hbase.admin.listNamespaces(regex);
    } catch (e) {
      return headerThenError('NAMESPACE', e); // the header is printed before the regex is compiled
    }
    return { outputs: [{ kind: 'table', header: ['NAMESPACE'], rows: names.map((n) => [n]), footer: names.length }] };
  },
});
