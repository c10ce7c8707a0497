import { defineCommand, string } from '../define.js';

/** IRB's Kernel#load, which the HBase shell's prompt has: a file's statements, run here. */
export const load = defineCommand({
  name: 'load',
  group: 'labs',
  usage: "load 'file.hsh'",
  help: `Run the statements of a file in this session, as IRB's load does at the HBase
shell's prompt: variables it sets stay set, its commands print as typed ones
do (its statements' values are not shown). The path is relative to the
working directory; under --sandbox only files in its folders are read. The
whole file is parsed first: a syntax error runs none of it and names the file
and line. A failed command names the file and line after its error; at the
prompt the file goes on, in a script the run stops (unless --keep-going).

  hbase> load 'lab1-setup.hsh'
  hbase> dump 't1', 't1.hsh'
  hbase> load 't1.hsh'
`,
  plain: true,
  args: [string('file', 'no implicit conversion into String')],
  async run(ctx, [file]) {
    await ctx.load(file);
    return { outputs: [], value: true };
  },
});
