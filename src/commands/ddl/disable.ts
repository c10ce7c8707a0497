import { defineCommand, none, tableName } from '../define.js';
import { checkChangeable, findTable, tableDoesNotExist } from './common.js';

export const usage = "disable 't1'";

export const help = `Start disable of named table:
  hbase> disable 't1'
  hbase> disable 'ns1:t1'
`;

/** Silent; a table that is already disabled is left as it is. */
export const disable = defineCommand({
  name: 'disable',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    const engine = await ctx.engine();
    const desc = findTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'DISABLED') return none;
    checkChangeable(desc);
    await engine.disableTable(name);
    return none;
  },
});
