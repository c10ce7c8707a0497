/**
 * Java as the shell's Ruby meets it: JRuby lets HBase's shell reach Java
 * packages (`org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 0)`,
 * `HTable.new`); hsh runs the filter classes scan's help shows (hbase/filter
 * through javaFilter) and `Bytes` (ruby/java.ts), and refuses any other
 * Java construct with one clear error naming it.
 */
import type { Call, Expr, Loc } from '../grammar/ast.js';
import { ShellError } from '../errors.js';

/** The names a Java path starts at (JRuby's package roots and its Java module). */
export const JAVA_ROOTS = new Set(['org', 'java', 'javax', 'com', 'Java', 'JavaImports']);

/** HBase's client classes scripts name bare, as the shell's java_import makes them. */
export const JAVA_CLASSES = new Set(['HTable', 'HBaseAdmin', 'HBaseConfiguration', 'Put', 'Get', 'Scan', 'Delete', 'Connection', 'ConnectionFactory', 'TableName']);

export function javaError(construct: string, loc: Loc): ShellError {
  return new ShellError('JAVA_UNSUPPORTED', `${construct}: hsh does not run Java; use the shell's commands and FILTER strings instead`, { loc });
}

/**
 * `org.apache.hadoop.….new(…)` or `HTable.new`: the dotted path when the receiver chain
 * starts at a Java root (not a local of that name), or `X.new` of a constant Ruby does not know.
 */
export function javaPathOf(c: Call, isLocal: (name: string) => boolean, isRuby: (constant: string) => boolean): string | null {
  const names: string[] = [c.name];
  let r: Expr | null = c.receiver;
  while (r && r.type === 'call' && r.args.length === 0 && !r.block) {
    names.unshift(r.name);
    r = r.receiver;
  }
  if (!r) return null;
  if (r.type === 'ident' && JAVA_ROOTS.has(r.name) && !isLocal(r.name)) return [r.name, ...names].join('.');
  // A user's own `class Put` is Ruby's, not HBase's client class.
  if (r.type === 'const' && (JAVA_CLASSES.has(r.name) || JAVA_ROOTS.has(r.name)) && !isRuby(r.name)) return [r.name, ...names].join('.');
  if (r.type === 'scoped' && JAVA_ROOTS.has(r.path[0])) return [r.path.join('::'), ...names].join('.');
  if (r.type === 'const' && c.name === 'new' && r.name !== 'Bytes' && r.name !== 'Time' && !isRuby(r.name)) return `${r.name}.new`;
  return null;
}
