import { ShellError } from '../../errors.js';
import { inspect } from '../../ruby/inspect.js';
import { RHash, isString, rubyClass } from '../../ruby/values.js';
import { argumentError, defineCommand, rest, rows } from '../define.js';

export const usage = "normalize [TABLE_NAME => 't1' | TABLE_NAMES => [...] | REGEX => '...' | NAMESPACE => 'ns']";

const help = `Trigger the region normalizer. Without arguments, invokes the normalizer without a table filter.
Any arguments are used to limit table selection. Returns true if the normalize request was
submitted successfully, false otherwise. Note that this command has no effect if region normalizer
is disabled (make sure it's turned on using 'normalizer_switch' command).

Examples:

  hbase> normalize
  hbase> normalize TABLE_NAME => 'my_table'
  hbase> normalize TABLE_NAMES => ['foo', 'bar', 'baz']
  hbase> normalize REGEX => 'my_.*'
  hbase> normalize NAMESPACE => 'ns1'
  hbase> normalize NAMESPACE => 'ns', REGEX => '*._BIG_.*'
`;

/**
 * Admin.normalize: true when the normalizer is on (it then looks at the
 * tables with NORMALIZATION_ENABLED, none of whose regions it changes here).
 */
export const normalize = defineCommand({
  name: 'normalize',
  group: 'tools',
  usage,
  help,
  optionKeys: ['TABLE_NAME', 'TABLE_NAMES', 'REGEX', 'NAMESPACE'],
  args: [rest('args')],
  async run(ctx, [args]) {
    // admin.rb normalize reads each argument as a Hash of filters
    for (const a of args) {
      if (isString(a)) throw new ShellError('NAME_ERROR', `undefined method \`key?' for ${inspect(a)}:String`, { rubyClass: 'NoMethodError' });
      if (!(a instanceof RHash)) throw argumentError(`${rubyClass(a)} of ${inspect(a)} is not of Hash or String type`);
    }
    const ran = await ctx.hbase.admin.normalize();
    return { outputs: [rows(String(ran))], value: ran };
  },
});
