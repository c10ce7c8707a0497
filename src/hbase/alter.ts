/**
 * admin.rb `alter(table, wait, *args)`, shared by alter and
 * alter_async: every spec is applied in turn to one copy of the table's
 * descriptor, and the result is sent as ONE modification at the end — so a
 * bad spec anywhere leaves the table untouched.
 */
import type { TableDescriptor } from '../engine/types.js';
import { RHash, type Value, isString, rubyClass, str, truthy } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { rubyToS } from '../ruby/coerce.js';
import { Options } from '../ruby/options.js';
import type { AdminIO } from './admin.js';
import type { HBase } from './client.js';
import { argumentError, cantFindTable } from './errors.js';
import { FAMILY_KEYS, familyFromSpec } from './family-spec.js';
import { checkChangeable, lookupTable } from './system-tables.js';
import { TABLE_KEYS, TableDraft, applyCoprocessors, applyTableAttributes, removeCoprocessor, sanityCheck } from './table-spec.js';

export const ALTER_KEYS = [
  ...new Set([...FAMILY_KEYS, ...TABLE_KEYS, 'METHOD', 'REOPEN_REGIONS', 'COPROCESSOR', 'CLASSNAME', 'JAR_PATH', 'PRIORITY', 'PROPERTIES', 'delete', 'coprocessor']),
];

const REOPEN_WARNING = `WARNING: You are using REOPEN_REGIONS => 'false' to modify a table, which will
          result in inconsistencies in the configuration of online regions and other risks. If you
          encounter any issues, use the original 'alter' command to make the modification again!`;

function text(v: Value): string {
  return rubyToS(v);
}

/** `REOPEN_REGIONS => 'true' | 'false'` (booleans accepted too). */
function reopenRegions(v: Value): boolean {
  const t = v === true || v === false ? String(v) : isString(v) ? v.toString('utf8').toLowerCase() : undefined;
  if (t !== 'true' && t !== 'false') throw argumentError("Invalid 'REOPEN_REGIONS' for non-boolean value.");
  return t === 'true';
}

/** `name` of an unset method: a String or an Array of them. */
function names(v: Value): string[] {
  return Array.isArray(v) ? v.map(text) : [text(v)];
}

/**
 * What alter_status prints for a one-server cluster: every region of an
 * enabled table has the new schema at once (`N/N regions updated.`); the
 * regions of a disabled table are closed and count as not updated.
 */
export function regionStatusLines(desc: TableDescriptor): string[] {
  const total = desc.splits.length + 1;
  const updated = desc.state === 'ENABLED' ? total : 0;
  return [`${updated}/${total} regions updated.`, 'Done.'];
}

/** Applies every spec, then sends the one modification; notices and progress lines go to `io.printed`. */
export async function alterTable(hbase: HBase, name: string, args: Value[], wait: boolean, io: AdminIO): Promise<void> {
  const engine = await hbase.connect();
  const desc = lookupTable(engine, name);
  if (!desc) throw cantFindTable(name);
  if (args.length === 0) throw argumentError('There should be at least one argument but the table name');

  const notices = io.printed;
  const draft = TableDraft.of(desc);
  let changed = false;
  let reopen = true;

  for (const original of args) {
    let arg: RHash;
    if (isString(original)) arg = new RHash([[str('NAME'), original]]);
    else if (original instanceof RHash) arg = original;
    else throw argumentError(`${rubyClass(original)} of ${inspect(original)} is not of Hash or String type`);
    const shortDelete = arg.get('delete');
    if (shortDelete !== undefined && truthy(shortDelete)) {
      arg = new RHash([
        [str('METHOD'), str('delete')],
        [str('NAME'), shortDelete],
      ]);
    }
    const spec = new Options(arg);
    if (spec.has('REOPEN_REGIONS')) reopen = reopenRegions(spec.take('REOPEN_REGIONS'));

    // 1) A family spec: NAME and no METHOD.
    const method = spec.take('METHOD');
    if (method === null && spec.has('NAME')) {
      const family = familyFromSpec(spec.remainingHash(), (n) => draft.family(n), notices);
      draft.putFamily(family);
      changed = true;
      continue;
    }

    // 2) A method other than table_att.
    const nameArg = spec.take('NAME');
    const methodName = method === null ? null : text(method);
    if (methodName !== null && methodName !== 'table_att') {
      if (methodName === 'delete') {
        if (!truthy(nameArg)) throw argumentError('NAME parameter missing for delete method');
        draft.removeFamily(text(nameArg));
      } else if (methodName === 'table_att_unset' || methodName === 'table_conf_unset') {
        if (!truthy(nameArg)) throw argumentError(`NAME parameter missing for ${methodName} method`);
        for (const key of names(nameArg)) {
          if (!draft.values.remove(key)) {
            throw argumentError(`Could not find ${methodName === 'table_att_unset' ? 'attribute' : 'configuration'}: ${key}`);
          }
        }
      } else if (methodName === 'table_remove_coprocessor') {
        const classname = spec.take('CLASSNAME');
        if (!truthy(classname)) throw argumentError('CLASSNAME parameter missing for table_remove_coprocessor method');
        for (const c of names(classname)) removeCoprocessor(draft.values, c);
      } else {
        throw argumentError(`Unknown method: ${methodName}`);
      }
      changed = true;
      for (const key of spec.leftovers()) notices.push(`Unknown argument ignored: ${key}`);
      continue;
    }

    // 3) Table attributes, optionally with METHOD => 'table_att' (deprecated).
    applyTableAttributes(spec, draft.values, (t) => io.warn(t));
    applyCoprocessors(spec, draft.values);
    changed = true;
    for (const key of spec.leftovers()) notices.push(`Unknown argument ignored: ${key}`);
  }

  if (changed) {
    checkChangeable(engine, desc);
    const tableSpec = draft.spec();
    sanityCheck(tableSpec);
    const after = await engine.modifyTable(name, tableSpec);
    if (!reopen) notices.push(REOPEN_WARNING);
    else if (wait) notices.push('Updating all regions with the new schema...', ...regionStatusLines(after ?? desc));
  }
}
