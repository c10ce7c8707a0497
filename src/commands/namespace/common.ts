/**
 * What the namespace commands share: the name check, and the errors the
 * master raises (reference §2.12) — an unknown namespace through the shell's
 * exception translation (`Unknown namespace ns9!`), the others as the remote
 * exception's first line.
 */
import { ShellError } from '../../errors.js';
import type { Engine, NamespaceDescriptor } from '../../engine/types.js';
import { type Arg, argumentError } from '../define.js';
import { isString } from '../../shell/values.js';

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

/** A namespace name passed straight to Java (drop, describe, list tables): any value, as text. */
export function anyNamespaceName(label = 'namespace'): Arg<string> {
  return {
    label,
    parse(v) {
      if (v === undefined || v === null) return '';
      return isString(v) ? v.toString('utf8') : String(v);
    },
  };
}
