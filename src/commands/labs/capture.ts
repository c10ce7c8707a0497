import { defineCommand, optionalValue, argumentError } from '../define.js';
import { isString } from '../../ruby/values.js';

/** hsh's `\o` (psql) / CAPTURE (cqlsh): a copy of what the next statements print, in a file. */
export const capture = defineCommand({
  name: 'capture',
  group: 'labs',
  usage: "capture 'file.txt' | capture",
  help: `hsh only. Copy what the following statements print to a file (replacing it),
as psql's \\o and cqlsh's CAPTURE do, while it still shows here; 'capture'
with no file (or nil) stops and closes the file. A second 'capture 'other''
moves the copy. The path is relative to the working directory; under
--sandbox only files in its folders are written.

  hbase> capture 'q3.txt'
  hbase> scan 't1'
  hbase> capture
`,
  plain: true,
  args: [optionalValue('file')],
  async run(ctx, [file]) {
    if (file !== undefined && file !== null && !isString(file)) throw argumentError('capture takes a file name, or nothing to stop');
    await ctx.capture(file === undefined || file === null ? undefined : file.toString('utf8'));
    return { outputs: [] };
  },
});
