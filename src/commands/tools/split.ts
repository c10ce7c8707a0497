import { defineCommand, none, optionalValue, tableName } from '../define.js';
import { toS } from '../../shell/values.js';
import { tableDisabled } from '../dml/common.js';
import { resolveTarget } from './target.js';

export const usage = "split 't1' | 'REGIONNAME' | 'ENCODED_REGIONNAME' [, 'splitKey']";

const help = `Split entire table or pass a region to split individual region.  With the
second parameter, you can specify an explicit split key for the region.
Examples:
    split 'TABLENAME'
    split 'REGIONNAME'
    split 'ENCODED_REGIONNAME'
    split 'TABLENAME', 'splitKey'
    split 'REGIONNAME', 'splitKey'
    split 'ENCODED_REGIONNAME', 'splitKey'
`;

/** Adds a split key (its raw bytes, not `\\xHH`-decoded); without one the engine picks the largest region's midpoint. */
export const split = defineCommand({
  name: 'split',
  group: 'tools',
  usage,
  help,
  args: [tableName('name'), optionalValue('splitKey')],
  async run(ctx, [name, keyArg]) {
    const key = keyArg === undefined || keyArg === null ? undefined : toS(keyArg);
    const engine = await ctx.engine();
    const target = await resolveTarget(engine, name, false);
    if (target.kind !== 'table') return none;
    if (target.desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
    await engine.split(target.table, key);
    return none;
  },
});
