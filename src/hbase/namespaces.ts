/**
 * admin.rb's namespace methods: create_namespace, alter_namespace,
 * drop_namespace, describe_namespace, list_namespace,
 * list_namespace_tables, with the master's refusals (TableNamespaceManager):
 * an unknown namespace through the shell's exception translation, the
 * others (NamespaceExistException, ConstraintException) as the remote
 * exception's first line.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { Engine, NamespaceDescriptor, TableDescriptor } from '../engine/types.js';
import { RHash, type Value, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { rubyToS } from '../ruby/coerce.js';
import { flattenCompact } from './create.js';
import { argumentError, constraint, namespaceExists, unknownNamespace } from './errors.js';
import { validateNamespaceName } from './names.js';
import { javaFind } from './regex.js';
import { SYSTEM_NAMESPACE, systemTablesOf } from './system-tables.js';

/** The namespace, or `Unknown namespace <name>!`. */
export function requireNamespace(engine: Engine, name: string): NamespaceDescriptor {
  const ns = engine.getNamespace(name);
  if (!ns) throw unknownNamespace(name);
  return ns;
}

/** Properties are string pairs (values `to_s`-ed, nil leaves a key out). */
export async function createNamespace(connect: () => Promise<Engine>, name: string, args: Value[]): Promise<void> {
  const properties = new Map<string, string>();
  for (const arg of flattenCompact(args)) {
    if (!(arg instanceof RHash)) throw argumentError(`${rubyClass(arg)} of ${inspect(arg)} is not of Hash or String type`);
    for (const [k, v] of arg.entries) {
      const key = rubyToS(k);
      if (v === null) properties.delete(key);
      else properties.set(key, rubyToS(v));
    }
  }
  validateNamespaceName(name);
  const engine = await connect();
  if (engine.getNamespace(name)) throw namespaceExists(name);
  await engine.createNamespace(name, [...properties.entries()]);
}

/**
 * Each hash sets (`METHOD => 'set'`, every other pair) or unsets
 * (`METHOD => 'unset'`, the NAME key) properties; all of them are applied
 * as one modification. Any other METHOD is `Unknown method <m>`.
 */
export async function alterNamespace(engine: Engine, name: string, args: Value[]): Promise<void> {
  const current = requireNamespace(engine, name);
  const properties = new Map(current.properties);
  for (const arg of flattenCompact(args)) {
    if (!(arg instanceof RHash)) throw argumentError(`${rubyClass(arg)} of ${inspect(arg)} is not of Hash type`);
    const method = arg.get('METHOD');
    const methodName = method === undefined || method === null ? '' : rubyToS(method);
    if (methodName === 'unset') {
      const key = arg.get('NAME');
      if (key === undefined || key === null) throw new ShellError('ARGUMENT_ERROR', 'java.lang.NullPointerException', { rubyClass: 'RuntimeError' });
      properties.delete(rubyToS(key));
    } else if (methodName === 'set') {
      for (const [k, v] of arg.without('METHOD').entries) {
        const key = rubyToS(k);
        if (v === null) properties.delete(key);
        else properties.set(key, rubyToS(v));
      }
    } else {
      throw argumentError(`Unknown method ${methodName}`);
    }
  }
  const set = [...properties.entries()].filter(([k, v]) => current.properties.find(([ck]) => ck === k)?.[1] !== v);
  const unset = current.properties.map(([k]) => k).filter((k) => !properties.has(k));
  await engine.alterNamespace(name, set, unset);
}

/** The namespace must exist, hold no tables and not be `default` or `hbase`. */
export async function dropNamespace(engine: Engine, name: string): Promise<void> {
  if (name === 'default' || name === SYSTEM_NAMESPACE) throw constraint(`Reserved namespace ${name} cannot be removed.`);
  requireNamespace(engine, name);
  const tables = engine.listTables().filter((t) => t.name.namespace === name).length;
  if (tables > 0) throw constraint(`Only empty namespaces can be removed. Namespace ${name} has ${tables} tables`);
  await engine.dropNamespace(name);
}

/**
 * The namespace names the regex finds a match in, sorted. admin.rb filters
 * with JRuby's `Pattern#match`, i.e. `matcher(name).find()`, so the regex is
 * not anchored. A regex that does not compile fails before the engine is asked.
 */
export async function listNamespaces(connect: () => Promise<Engine>, regex: string): Promise<string[]> {
  const re = javaFind(regex);
  const engine = await connect();
  return engine
    .listNamespaces()
    .map((ns) => ns.name)
    .filter((n) => re.test(n))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** The tables of an existing namespace (namespace `hbase`: the catalog tables). */
export function namespaceTables(engine: Engine, name: string): TableDescriptor[] {
  requireNamespace(engine, name);
  return name === SYSTEM_NAMESPACE ? systemTablesOf(engine) : engine.listTables().filter((t) => t.name.namespace === name);
}
