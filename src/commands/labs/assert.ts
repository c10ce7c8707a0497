import { defineCommand, lines, optionalText, value } from '../define.js';
import { truthy } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';

export const assert = defineCommand({
  name: 'assert',
  group: 'labs',
  usage: "assert expr [, 'label']",
  help: `hsh only. Check that an expression is true (anything but false and nil), as
minitest's assert does. Prints 'PASS  label', or 'FAIL  label: expected a truthy
value, got <value>' (values as Ruby's inspect shows them). A failed assertion
does not stop the script, but the run then exits with status 1 ('hsh test'
counts it). Without a label, the assertion is named by its line ('line 12').

  hbase> assert get_row('t1', 'r1').key?('f1:a'), 'Q1 column written'
  hbase> assert count('t1') > 2, 'Q2 at least three rows'
  hbase> assert get_value('t1', 'r1', 'f1:a').nil?, 'Q3 cell deleted'
`,
  plain: true,
  args: [value('test'), optionalText('label')],
  async run(ctx, [test, label]) {
    return { outputs: [lines(ctx.assertion(truthy(test), label, `expected a truthy value, got ${inspect(test)}`))] };
  },
});
