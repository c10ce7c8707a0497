/**
 * "Did you mean" for option keys before a statement runs: a quoted or
 * constant hash key that the command does not know but nearly matches one it
 * does (`VERSION` → `VERSIONS`). HBase ignores unknown keys silently; hsh
 * says so, at the prompt and in scripts (on stderr).
 */
import type { Expr } from '../grammar/ast.js';
import type { Command, Registry } from '../commands/define.js';
import { shellConstant } from './constants.js';
import { closestName } from './suggest.js';

/** Each call of a command with a Hash argument in the statements, and the command. */
function eachHashCall(program: Expr[], registry: Registry, visitCall: (e: Extract<Expr, { type: 'call' }>, command: Command) => void): void {
  const visit = (e: Expr | null | undefined) => {
    if (!e) return;
    if (e.type === 'call') {
      const command = e.receiver === null ? registry.get(e.name) : e.receiver.type === 'ident' ? registry.get(e.name) : undefined;
      if (command && e.args.some((a) => a.type === 'hash')) visitCall(e, command);
      for (const a of e.args) visit(a);
      if (e.block) for (const s of e.block.body) visit(s);
    } else if (e.type === 'for') {
      for (const s of e.body) visit(s);
    } else if (e.type === 'assign') visit(e.value);
  };
  for (const e of program) visit(e);
}

/** The warnings for these statements (their commands loaded: option keys come from the module). */
export function lintOptionKeys(program: Expr[], registry: Registry): string[] {
  const out: string[] = [];
  eachHashCall(program, registry, (e, command) => {
    const keys = command.optionKeys;
    if (!keys || !keys.length) return;
    for (const arg of e.args) {
      if (arg.type !== 'hash') continue;
      for (const { key } of arg.entries) {
        const name = key.type === 'str' ? Buffer.from(key.bytes).toString('utf8') : key.type === 'const' ? shellConstant(key.name) : undefined;
        if (name === undefined || keys.includes(name)) continue;
        const guess = closestName(name, keys);
        if (guess) out.push(`${command.name} has no option ${name}; did you mean ${guess}?`);
      }
    }
  });
  return out;
}

/** The same in a script: loads the commands the statement calls with a Hash first (commands load lazily). */
export async function lintStatement(stmt: Expr, registry: Registry): Promise<string[]> {
  const loading: Array<Promise<unknown>> = [];
  eachHashCall([stmt], registry, (_e, command) => {
    if (command.optionKeys === undefined) {
      const lazy = command as { load?: () => Promise<unknown> };
      if (lazy.load) loading.push(lazy.load());
    }
  });
  if (loading.length) await Promise.all(loading);
  return lintOptionKeys([stmt], registry);
}
