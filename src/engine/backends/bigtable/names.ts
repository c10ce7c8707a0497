/**
 * HBase names as Bigtable ids. Bigtable has no namespaces: `ns:t` is the
 * table `ns.t`, a default-namespace table keeps its bare name (HBase
 * namespace names never contain `.`, so the first `.` of an id splits it when
 * its prefix is a namespace hsh knows). Bigtable's id rules are stricter
 * than HBase's and the emulator checks none of them, so they are checked
 * here (bigtable_table_admin.proto: table ids `[_a-zA-Z0-9][-_.a-zA-Z0-9]*`,
 * at most 50; family ids `[-_.a-zA-Z0-9]+`, at most 64).
 */
import { ShellError } from '../../../errors.js';

/** Where hsh keeps its catalog (namespaces, table states, HBase-only attributes) in the instance. */
export const CATALOG_TABLE_ID = '_hsh_catalog';

const TABLE_ID = /^[_a-zA-Z0-9][-_.a-zA-Z0-9]*$/;
const FAMILY_ID = /^[-_.a-zA-Z0-9]+$/;

function refuse(what: string, name: string, rule: string): ShellError {
  return new ShellError('ILLEGAL_NAME', `${what} '${name}' cannot be kept on the bigtable backend: ${rule}`, { rubyClass: 'ArgumentError' });
}

/** The Bigtable id of an HBase table name (`ns:t` or `t`). */
export function tableId(name: string): string {
  const colon = name.indexOf(':');
  const id = colon < 0 ? name : `${name.slice(0, colon)}.${name.slice(colon + 1)}`;
  if (id === CATALOG_TABLE_ID) throw refuse('Table', name, 'the name is where hsh keeps its catalog');
  if (id.length > 50) throw refuse('Table', name, 'Bigtable table ids (namespace.table) are at most 50 characters');
  if (!TABLE_ID.test(id)) throw refuse('Table', name, "Bigtable table ids are letters, digits, '_', '-' and '.'");
  return id;
}

/** The HBase name of a Bigtable table id, given the namespaces hsh knows. */
export function tableName(id: string, namespaces: ReadonlySet<string>): string {
  const dot = id.indexOf('.');
  if (dot > 0 && namespaces.has(id.slice(0, dot))) return `${id.slice(0, dot)}:${id.slice(dot + 1)}`;
  return id;
}

export function checkFamilyId(family: string): void {
  if (family.length > 64) throw refuse('Family', family, 'Bigtable family ids are at most 64 characters');
  if (!FAMILY_ID.test(family)) throw refuse('Family', family, "Bigtable family ids are letters, digits, '_', '-' and '.'");
}
