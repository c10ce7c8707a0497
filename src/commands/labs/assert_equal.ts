import { defineCommand, lines, optionalText, value } from '../define.js';
import { rubyEqual } from '../../ruby/values.js';
import { expectedGot } from './common.js';

export const assert_equal = defineCommand({
  name: 'assert_equal',
  group: 'labs',
  usage: "assert_equal expected, actual [, 'label']",
  help: `hsh only. Check that a value equals the expected one (Ruby's ==: 2 == 2.0, strings
byte for byte, arrays and hashes by content), as minitest's assert_equal does.
Prints 'PASS  label', or 'FAIL  label: expected <expected>, got <actual>' (values
as Ruby's inspect shows them). A failed assertion does not stop the script, but
the run then exits with status 1 ('hsh test' counts it). Without a label, the
assertion is named by its line ('line 12').

  hbase> assert_equal 3, count('t1'), 'Q1 three rows'
  hbase> assert_equal 'v1', get_value('t1', 'r1', 'f1:a'), 'Q2 newest value'
  hbase> assert_equal ['r1', 'r2'], scan_rows('t1').map { |row, cells| row }, 'Q3 order'
`,
  plain: true,
  args: [value('expected'), value('actual'), optionalText('label')],
  async run(ctx, [expected, actual, label]) {
    return { outputs: [lines(ctx.assertion(rubyEqual(actual, expected), label, expectedGot(expected, actual)))] };
  },
});
