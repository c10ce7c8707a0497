import { str } from '../../ruby/values.js';
import { defineCommand, optionalText } from '../define.js';
import { headerThenError } from './common.js';

export const usage = "list ['regex']";

export const help = `List all user tables in hbase. Optional regular expression parameter could
be used to filter the output. Examples:

  hbase> list
  hbase> list 'abc.*'
  hbase> list 'ns:abc.*'
  hbase> list 'ns:.*'
`;

/**
 * User tables whose name matches the whole (Java) regex — a default-namespace
 * table also as `default:<name>` — sorted by `namespace:qualifier`; returns
 * the names (`=> ["t1", "ns1:t2"]`). A bad regex is reported after the header.
 */
export const list = defineCommand({
  name: 'list',
  group: 'ddl',
  usage,
  help,
  args: [optionalText('regex')],
  async run(ctx, [regex = '.*']) {
    await ctx.hbase.connect(); // a store that cannot be opened fails before the header
    let names: string[];
    try {
      names = await ctx.hbase.admin.list(regex);
    } catch (e) {
      return headerThenError('TABLE', e);
    }
    return {
      outputs: [{ kind: 'table', header: ['TABLE'], rows: names.map((n) => [n]), footer: names.length }],
      value: names.map(str),
    };
  },
});
