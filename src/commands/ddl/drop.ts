import { ShellError } from '../../errors.js';
import { defineCommand, none, tableName } from '../define.js';
import { checkChangeable, findTable, tableDoesNotExist } from './common.js';

export const usage = "drop 't1'";

export const help = `Drop the named table. Table must first be disabled:
  hbase> drop 't1'
  hbase> drop 'ns1:t1'
`;

export const drop = defineCommand({
  name: 'drop',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    const engine = await ctx.engine();
    const desc = findTable(engine, name);
    if (!desc) throw tableDoesNotExist(name);
    if (desc.state === 'ENABLED') {
      throw new ShellError('TABLE_ENABLED', `Table ${name} is enabled. Disable it first.`, { rubyClass: 'ArgumentError' });
    }
    checkChangeable(desc);
    await engine.dropTable(name);
    return none;
  },
});
