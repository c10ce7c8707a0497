import type { Value } from '../../ruby/values.js';
import { javaBytes, toS } from '../../ruby/coerce.js';
import { argumentError, type CommandContext } from '../define.js';

/**
 * compact / major_compact: `type` must be NORMAL (default) or MOB; a region
 * name compacts its table (the store keeps no per-region files). MOB
 * compaction only rewrites MOB files, which hsh does not keep apart: it
 * changes nothing.
 */
export async function compaction(ctx: CommandContext, name: string, familyArg: Value | undefined, typeArg: Value | undefined, major: boolean): Promise<void> {
  const type = typeArg === undefined || typeArg === null ? 'NORMAL' : toS(typeArg).toString('utf8');
  if (type !== 'NORMAL' && type !== 'MOB') throw argumentError('only NORMAL or MOB accepted for type!');
  const family = familyArg === undefined || familyArg === null ? undefined : javaBytes(familyArg).toString('utf8');
  const command = major ? 'major_compact' : 'compact';
  await ctx.hbase.admin.compact(name, {
    family,
    major,
    mob: type === 'MOB',
    progress: (table, n) => ctx.progress(`${command} '${table}': ${n.toLocaleString('en-US')} cells`),
  });
}
