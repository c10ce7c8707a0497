/**
 * The greyed argument hint shown after what is typed at the prompt:
 * `put ` → `'table', 'row', 'family:qualifier', 'value' [, timestamp]`,
 * then only the arguments not yet typed. Built from each command's `usage`.
 */
import type { Command, Registry } from '../commands/define.js';
import { scan, significant, statementStart, type Token } from './tokens.js';

export interface UsageItem {
  text: string;
  optional: boolean;
}

/** `put 'table', 'row' [, timestamp]` → items after the command name. */
export function usageItems(usage: string, name: string): UsageItem[] {
  let rest = usage.split('\n')[0].trim();
  if (rest.startsWith(name)) rest = rest.slice(name.length);
  else {
    const sp = rest.indexOf(' ');
    rest = sp < 0 ? '' : rest.slice(sp);
  }
  const items: UsageItem[] = [];
  let square = 0;
  let other = 0;
  let quote = '';
  let current = '';
  let currentOptional = false;
  const flush = () => {
    const t = current.trim();
    if (t) items.push({ text: t, optional: currentOptional });
    current = '';
  };
  for (const c of rest) {
    if (quote) {
      current += c;
      if (c === quote) quote = '';
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      if (current.trim() === '') currentOptional = square > 0;
      current += c;
      continue;
    }
    if (other === 0 && c === '[') {
      square++;
      continue;
    }
    if (other === 0 && c === ']') {
      square = Math.max(0, square - 1);
      continue;
    }
    if (c === '{' || c === '(') other++;
    if (c === '}' || c === ')') other = Math.max(0, other - 1);
    if (c === ',' && other === 0) {
      flush();
      continue;
    }
    if (current.trim() === '' && c.trim() !== '') currentOptional = square > 0;
    current += c;
  }
  flush();
  return items;
}

function renderItems(items: UsageItem[], leadingComma: boolean): string {
  let out = '';
  items.forEach((item, i) => {
    const first = i === 0 && !leadingComma;
    if (item.optional) out += (first ? '' : ' ') + `[${first ? '' : ', '}${item.text}]`;
    else out += (first ? '' : ', ') + item.text;
  });
  return out;
}

export interface CallShape {
  command: Command;
  /** The command was reached through a table reference (`t.put …`): its first usage item is implied. */
  viaTable: boolean;
  /** Top-level commas typed after the command name. */
  commas: number;
  /** Something is being typed after the last comma (or after the name). */
  inArgument: boolean;
  /** Open brackets, braces or parentheses (not counting `name(`). */
  depth: number;
  /** The text ends right after the command name. */
  atName: boolean;
  /** Tokens of the arguments, significant only. */
  args: Token[];
}

/**
 * The shape of the call being typed at the end of `text`: which command,
 * how many arguments so far. `isTableVar` says whether a variable holds a
 * table reference (for `t.put …`).
 */
export function callShape(text: string, registry: Registry, isTableVar: (name: string) => boolean): CallShape | undefined {
  const tokens = scan(text);
  const start = statementStart(tokens);
  const sig = tokens.slice(start).filter((t) => significant(t) && t.type !== 'nl');
  let k = 0;
  if (sig[0]?.type === 'ident' && sig[1]?.type === 'op' && sig[1].text === '=') k = 2;
  const first = sig[k];
  if (!first || first.type !== 'ident') return undefined;
  let command: Command | undefined;
  let viaTable = false;
  let nameEnd = first.end;
  if (sig[k + 1]?.type === 'dot' && isTableVar(first.text)) {
    const method = sig[k + 2];
    if (!method || method.type !== 'ident') return undefined;
    command = registry.get(method.text);
    if (!command?.tableMethod) return undefined;
    viaTable = true;
    nameEnd = method.end;
    k += 3;
  } else {
    if (sig[k + 1]?.type === 'dot') return undefined;
    command = registry.get(first.text);
    k += 1;
  }
  if (!command) return undefined;
  let args = sig.slice(k);
  if (args[0]?.type === 'open' && args[0].text === '(' && args[0].start === nameEnd) args = args.slice(1);
  let depth = 0;
  let commas = 0;
  let inArgument = false;
  for (const t of args) {
    if (t.type === 'open') depth++;
    else if (t.type === 'close') depth = Math.max(0, depth - 1);
    if (t.type === 'comma' && depth === 0) {
      commas++;
      inArgument = false;
    } else inArgument = true;
  }
  return { command, viaTable, commas, inArgument, depth, atName: text.length === nameEnd, args };
}

/** The hint to show after `text` (the whole statement typed so far), or ''. */
export function argumentHint(text: string, registry: Registry, isTableVar: (name: string) => boolean): string {
  const shape = callShape(text, registry, isTableVar);
  if (!shape || shape.depth > 0) return '';
  // Inside a string being typed the hint would read as part of it.
  const last = shape.args[shape.args.length - 1];
  if (last && last.type === 'string' && last.unterminated) return '';
  let items = usageItems(shape.command.usage, shape.command.name);
  if (shape.viaTable) items = items.slice(1);
  if (items.length === 0) return '';
  if (shape.atName) return ' ' + renderItems(items, false);
  const trailingSpace = /[ \t]$/.test(text);
  // The usage items the arguments typed so far stand for: one each, except that a `{…}` hash typed where
  // the usage has a plain argument stands for the next item that is a hash (get 't', 'r', {COLUMN => …}).
  const typed = topLevelArguments(shape.args);
  if (!shape.inArgument) typed.pop(); // the empty slot after the last comma
  let at = 0;
  for (const arg of typed) {
    if (arg[0]?.type === 'open' && arg[0].text === '{' && !items[at]?.text.includes('{')) {
      const hash = items.findIndex((item, k) => k >= at && item.text.includes('{'));
      if (hash >= 0) at = hash;
    }
    at++;
  }
  const rest = items.slice(at);
  if (rest.length === 0) return '';
  if (shape.inArgument) return renderItems(rest, true);
  const body = renderItems(rest, false);
  return trailingSpace ? body : ' ' + body;
}

/** The top-level arguments typed (token lists; the last is empty after a trailing comma). */
function topLevelArguments(args: Token[]): Token[][] {
  const out: Token[][] = [[]];
  let depth = 0;
  for (const t of args) {
    if (t.type === 'comma' && depth === 0) {
      out.push([]);
      continue;
    }
    if (t.type === 'open') depth++;
    else if (t.type === 'close') depth = Math.max(0, depth - 1);
    out[out.length - 1].push(t);
  }
  return out;
}
