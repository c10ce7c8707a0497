import { defineCommand, lines, optionalValue, argumentError } from '../define.js';
import { isString } from '../../ruby/values.js';

/** `history`: the statements typed at the prompt, numbered, oldest first (a multi-line statement is one entry). */
export const history = defineCommand({
  name: 'history',
  group: 'hsh',
  usage: "history [n | 'text']",
  help: `Show the statements typed at the prompt, oldest first: the last n (default 20),
or every one containing 'text'. A statement typed over several lines is one
entry. The history is kept in ~/.hsh/history ($HSH_HISTORY overrides it), up
to $HSH_HISTORY_SIZE entries (default 1000). At the prompt, Up/Down walk it and
Ctrl-R searches it.

  hbase> history
  hbase> history 50
  hbase> history 'scan'
`,
  args: [optionalValue('n')],
  async run(ctx, [arg]) {
    const numbered = ctx.history().map((text, i) => ({ n: i + 1, text }));
    let shown: typeof numbered;
    if (arg === undefined || arg === null) shown = numbered.slice(-20);
    else if (typeof arg === 'bigint') shown = arg <= 0n ? [] : numbered.slice(-Number(arg));
    else if (isString(arg)) {
      const needle = arg.toString('utf8');
      shown = numbered.filter((e) => e.text.includes(needle));
    } else throw argumentError("history takes a number or a 'text' to look for");
    const width = Math.max(5, String(numbered.length).length);
    const out: string[] = [];
    for (const { n, text } of shown) {
      const [first, ...more] = text.split('\n');
      out.push(`${String(n).padStart(width)}  ${first}`);
      for (const line of more) out.push(`${' '.repeat(width)}  ${line}`);
    }
    return { outputs: out.length ? [lines(...out)] : [] };
  },
});
