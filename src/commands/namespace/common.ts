/**
 * What the namespace commands share: the namespace-name arguments, with
 * admin.rb's type messages.
 */
import { type Arg, argumentError } from '../define.js';
import { isString } from '../../ruby/values.js';

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
