/**
 * change_sft and change_sft_all as admin.rb's modify_table_sft and
 * modify_table_family_sft: Admin.modifyTableStoreFileTracker /
 * modifyColumnFamilyStoreFileTracker, whose procedures
 * (ModifyTableStoreFileTrackerProcedure) set `hbase.store.file-tracker.impl`
 * on the table, or in the family's CONFIGURATION, to the tracker's name.
 */
import { RHash, str } from '../../ruby/values.js';
import type { CommandContext } from '../define.js';
import { adminIO } from '../ddl/common.js';
import { doNotRetry, unknownTable } from '../../hbase/index.js';
import { ShellError } from '../../errors.js';

const KEY = 'hbase.store.file-tracker.impl';

/** StoreFileTrackerFactory.Trackers, which a name resolves to (case-insensitively). */
const TRACKERS = ['DEFAULT', 'FILE', 'MIGRATION'];

/** ModifyStoreFileTrackerProcedure.checkDstSFT: a known tracker, and not MIGRATION. */
function trackerName(sft: string): string {
  const name = sft.toUpperCase();
  if (!TRACKERS.includes(name)) throw doNotRetry(`java.lang.ClassNotFoundException: ${sft}`);
  if (name === 'MIGRATION') throw doNotRetry(`Do not need to transfer to ${sft}`);
  return name;
}

/** The master's TableNotFoundException (`Unknown table t1!`), before the procedure is submitted. */
async function checkTable(ctx: CommandContext, table: string): Promise<void> {
  if (!(await ctx.hbase.admin.exists(table))) throw unknownTable(table);
}

export async function modifyTableSft(ctx: CommandContext, table: string, sft: string): Promise<void> {
  const name = trackerName(sft);
  await checkTable(ctx, table);
  const spec = new RHash([[str('METADATA'), new RHash([[str(KEY), str(name)]])]]);
  await ctx.hbase.admin.alter(table, [spec], false, adminIO(ctx));
}

export async function modifyFamilySft(ctx: CommandContext, table: string, family: string, sft: string): Promise<void> {
  const name = trackerName(sft);
  await checkTable(ctx, table);
  const desc = await ctx.hbase.admin.describe(table);
  // ModifyColumnFamilyStoreFileTrackerProcedure.preCheck
  if (!desc.families.some((f) => f.name === family)) throw noSuchFamily(family);
  const spec = new RHash([
    [str('NAME'), str(family)],
    [str('CONFIGURATION'), new RHash([[str(KEY), str(name)]])],
  ]);
  await ctx.hbase.admin.alter(table, [spec], false, adminIO(ctx));
}

function noSuchFamily(family: string): ShellError {
  return new ShellError('NO_SUCH_FAMILY', `org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Family ${family} does not exist`, {
    rubyClass: 'RuntimeError',
  });
}
