/**
 * disable_all / enable_all / drop_all: list the tables matching the regex,
 * ask `<Verb> the above N tables (y/n)?`, then act on each. As in HBase, a
 * table the action does not apply to (disabling a disabled table, dropping
 * an enabled one) fails on its own: `table:t1, error:…` and a count of the
 * tables that were not changed.
 */
import type { Engine, TableDescriptor } from '../../engine/types.js';
import type { CommandContext, CommandResult } from '../define.js';
import { lines, none } from '../define.js';
import { matchTables } from './common.js';

interface BulkAction {
  /** Disable, Enable, Drop */
  verb: string;
  /** disabled, enabled, dropped */
  done: string;
  /** The exception HBase raises for a table in the wrong state, or undefined to go ahead. */
  refuse(t: TableDescriptor): string | undefined;
  apply(engine: Engine, name: string): Promise<void>;
  /** drop_all prints each failure with `puts puts …`: the line and then an empty one. */
  blankAfterFailure?: boolean;
}

export const BULK: Record<'disable' | 'enable' | 'drop', BulkAction> = {
  disable: {
    verb: 'Disable',
    done: 'disabled',
    refuse: (t) => (t.state === 'DISABLED' ? 'org.apache.hadoop.hbase.TableNotEnabledException' : undefined),
    apply: (engine, name) => engine.disableTable(name),
  },
  enable: {
    verb: 'Enable',
    done: 'enabled',
    refuse: (t) => (t.state === 'ENABLED' ? 'org.apache.hadoop.hbase.TableNotDisabledException' : undefined),
    apply: (engine, name) => engine.enableTable(name),
  },
  drop: {
    verb: 'Drop',
    done: 'dropped',
    refuse: (t) => (t.state === 'ENABLED' ? 'org.apache.hadoop.hbase.TableNotDisabledException' : undefined),
    apply: (engine, name) => engine.dropTable(name),
    blankAfterFailure: true,
  },
};

export async function runBulk(ctx: CommandContext, regex: string, action: BulkAction): Promise<CommandResult> {
  const engine = await ctx.engine();
  const tables = matchTables(engine, regex);
  if (tables.length === 0) return { outputs: [lines(`No tables matched the regex ${regex}`)] };
  const names = tables.map((t) => t.name.nameAsString);
  const yes = await ctx.confirm([...names, ''], `${action.verb} the above ${tables.length} tables (y/n)?`);
  if (!yes) return none;
  const out: string[] = [];
  const failed: string[] = [];
  for (const t of tables) {
    const name = t.name.nameAsString;
    const current = engine.getTable(name) ?? t;
    const refusal = action.refuse(current);
    if (refusal) {
      out.push(`table:${name}, error:${refusal}: ${name}`);
      if (action.blankAfterFailure) out.push('');
      failed.push(name);
      continue;
    }
    await action.apply(engine, name);
  }
  out.push(`${tables.length - failed.length} tables successfully ${action.done}`);
  if (failed.length) out.push(`${failed.length} tables not ${action.done} due to an exception: ${failed.join(',')}`);
  return { outputs: [lines(...out)] };
}
