import { ShellError } from '../../errors.js';
import { defineCommand, lines, optionalText, string } from '../define.js';
import { inspect } from '../../ruby/inspect.js';
import { str } from '../../ruby/values.js';
import { inspectError } from './common.js';

export const assert_raises = defineCommand({
  name: 'assert_raises',
  group: 'labs',
  usage: "assert_raises 'text' [, 'label'] do … end",
  help: `hsh only. Check that a block raises an error, as minitest's assert_raises does:
it passes when the error's message contains the text, or the text is the
error's Ruby class ('ArgumentError') or its hsh code ('TABLE_NOT_FOUND'). The
block's error is not printed and does not stop the script. Prints 'PASS  label',
or 'FAIL  label: expected an error matching "text", got <what happened>'. A
failed assertion makes the run exit with status 1 ('hsh test' counts it).
Without a label, the assertion is named by its line ('line 12').

  hbase> assert_raises 'Unknown table', 'Q4 dropped' do get 't1', 'r1' end
  hbase> assert_raises 'ArgumentError' do create 't2' end
  hbase> assert_raises('must be enabled') { list_regions 't3' }
`,
  plain: true,
  args: [string('text', 'assert_raises takes the text of the error it expects'), optionalText('label')],
  async run(ctx, [text, label]) {
    if (!ctx.block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { rubyClass: 'LocalJumpError' });
    const { error } = await ctx.block();
    const matched = error !== undefined && (error.message.includes(text) || error.rubyClass === text || error.code === text);
    const got = error === undefined ? 'no error' : inspectError(error);
    return { outputs: [lines(ctx.assertion(matched, label, `expected an error matching ${inspect(str(text))}, got ${got}`))] };
  },
});
