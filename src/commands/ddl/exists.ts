import { defineCommand, lines, tableName } from '../define.js';
import { findTable } from './common.js';

export const usage = "exists 't1'";

export const help = `Does the named table exist?
  hbase> exists 't1'
  hbase> exists 'ns1:t1'
`;

/** Prints `Table t1 does exist` / `Table t1 does not exist`; returns true / false. */
export const exists = defineCommand({
  name: 'exists',
  group: 'ddl',
  usage,
  help,
  args: [tableName()],
  async run(ctx, [name]) {
    const engine = await ctx.engine();
    const found = findTable(engine, name) !== undefined;
    return { outputs: [lines(`Table ${name} ${found ? 'does exist' : 'does not exist'}`)], value: found };
  },
});
