import { ShellError } from '../../errors.js';
import { type Value, isString, rubyClass } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { toS } from '../../ruby/coerce.js';
import { argumentError, none, type CommandContext, type CommandResult } from '../define.js';
import { tableDisabled } from '../dml/common.js';
import { resolveTarget } from './target.js';

/**
 * compact / major_compact: `type` must be NORMAL (default) or MOB; a region
 * name compacts its table (the store keeps no per-region files). MOB
 * compaction only rewrites MOB files, which hsh does not keep apart: it
 * changes nothing.
 */
export async function compaction(ctx: CommandContext, name: string, familyArg: Value | undefined, typeArg: Value | undefined, major: boolean): Promise<CommandResult> {
  const type = typeArg === undefined || typeArg === null ? 'NORMAL' : toS(typeArg).toString('utf8');
  if (type !== 'NORMAL' && type !== 'MOB') throw argumentError('only NORMAL or MOB accepted for type!');
  if (familyArg !== undefined && familyArg !== null && !isString(familyArg)) {
    throw new ShellError('NAME_ERROR', `undefined method \`to_java_bytes' for ${inspect(familyArg)}:${rubyClass(familyArg)}`, { rubyClass: 'NoMethodError' });
  }
  const family = familyArg === undefined || familyArg === null ? undefined : familyArg.toString('utf8');
  const engine = await ctx.engine();
  const target = await resolveTarget(engine, name, false);
  if (target.kind !== 'table') return none;
  if (target.desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
  if (type === 'MOB') return none;
  const label = `${major ? 'major_compact' : 'compact'} '${target.table}'`;
  await engine.compact(target.table, { family, major, progress: (n) => ctx.progress(`${label}: ${n.toLocaleString('en-US')} cells`) });
  return none;
}
