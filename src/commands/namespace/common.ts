/**
 * What the namespace commands share: the name check, and the errors the
 * master raises (reference §2.12) — an unknown namespace through the shell's
 * exception translation (`Unknown namespace ns9!`), the others as the remote
 * exception's first line.
 */
import { ShellError } from '../../errors.js';
import type { Engine, NamespaceDescriptor } from '../../engine/types.js';
import { type Arg, argumentError } from '../define.js';
import { isString } from '../../ruby/values.js';

export function unknownNamespace(name: string): ShellError {
  return new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace ${name.split(':')[0]}!`, { rubyClass: 'RuntimeError' });
}

/** The namespace, or `Unknown namespace <name>!`. */
export function requireNamespace(engine: Engine, name: string): NamespaceDescriptor {
  const ns = engine.getNamespace(name);
  if (!ns) throw unknownNamespace(name);
  return ns;
}

/** A namespace name that must be a Ruby String (`Namespace name must be of type String`). */
export function namespaceName(label = 'namespace'): Arg<string> {
  return {
    label,
    parse(v) {
      if (!isString(v ?? null)) throw argumentError('Namespace name must be of type String');
      return (v as Buffer).toString('utf8');
    },
  };
}

/**
 * A namespace name admin.rb passes straight to Java (drop, describe, list
 * tables). Only a String converts to Java's String: anything else is refused
 * with the namespace commands' type message, as hsh refuses a non-String
 * table name. `list_namespace_tables nil` is admin.rb's own check:
 * `Failed to find namespace named ` (the nil interpolates as nothing).
 */
export function anyNamespaceName(label = 'namespace', nilMessage?: string): Arg<string> {
  return {
    label,
    parse(v) {
      if (isString(v ?? null)) return (v as Buffer).toString('utf8');
      if ((v === undefined || v === null) && nilMessage !== undefined) throw argumentError(nilMessage);
      throw argumentError('Namespace name must be of type String');
    },
  };
}
