import { defineCommand, none, tableName } from '../define.js';
import { checkChangeable, findTable, tableDoesNotExist } from './common.js';

export const usage = "enable 't1'";

export const help = `Start enable of named table:
  hbase> enable 't1'
  hbase> enable 'ns1:t1'
`;

/** Silent; a table that is already enabled is left as it is. */
export const enable = defineCommand({
  name: 'enable',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    const engine = await ctx.engine();
    const desc = findTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'ENABLED') return none;
    checkChangeable(desc);
    await engine.enableTable(name);
    return none;
  },
});
