/**
 * The character sets of `tr`, `tr_s`, `delete`, `squeeze` and `count`
 * (`'a-y'`, `'^l'`, `'\-'`), over a string's characters (UTF-8 sequences,
 * an invalid byte on its own), and the methods built on them.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { charsOf } from './utf8.js';

/** A set's characters in order (ranges expanded) and whether it is negated (`^…`). */
interface CharSet {
  chars: string[];
  negated: boolean;
}

/** Parses one set: `a-z` ranges, a leading `^` negating it, `\` escaping `-`, `^` and `\`. */
export function parseSet(spec: Buffer, loc?: Loc): CharSet {
  const text = charsOf(spec).map((b) => b.toString('utf8'));
  let i = 0;
  let negated = false;
  if (text.length > 1 && text[0] === '^') {
    negated = true;
    i = 1;
  }
  const chars: string[] = [];
  while (i < text.length) {
    let c = text[i];
    if (c === '\\' && i + 1 < text.length) c = text[++i];
    if (text[i + 1] === '-' && i + 2 < text.length) {
      const to = text[i + 2];
      const a = c.codePointAt(0)!;
      const b = to.codePointAt(0)!;
      if (a > b) throw new ShellError('ARGUMENT_ERROR', `invalid range "${c}-${to}" in string transliteration`, { loc });
      for (let k = a; k <= b; k++) chars.push(String.fromCodePoint(k));
      i += 3;
      continue;
    }
    chars.push(c);
    i++;
  }
  return { chars, negated };
}

/** A test for membership in every one of the sets (Ruby intersects several). */
export function matcher(specs: Buffer[], loc?: Loc): (c: string) => boolean {
  if (specs.length === 0) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1+)', { loc });
  const sets = specs.map((s) => {
    const set = parseSet(s, loc);
    return { has: new Set(set.chars), negated: set.negated };
  });
  return (c) => sets.every((s) => s.has.has(c) !== s.negated);
}

const textChars = (s: Buffer): string[] => charsOf(s).map((b) => b.toString('utf8'));

/** `delete(*sets)`. */
export function deleteChars(s: Buffer, specs: Buffer[], loc?: Loc): Buffer {
  const inSet = matcher(specs, loc);
  return Buffer.from(textChars(s).filter((c) => !inSet(c)).join(''), 'utf8');
}

/** `count(*sets)`. */
export function countChars(s: Buffer, specs: Buffer[], loc?: Loc): bigint {
  const inSet = matcher(specs, loc);
  return BigInt(textChars(s).filter(inSet).length);
}

/** `squeeze(*sets)`: runs of the same character (in the sets, or any) to one. */
export function squeeze(s: Buffer, specs: Buffer[], loc?: Loc): Buffer {
  const inSet = specs.length ? matcher(specs, loc) : () => true;
  const out: string[] = [];
  for (const c of textChars(s)) if (!(out.length && out[out.length - 1] === c && inSet(c))) out.push(c);
  return Buffer.from(out.join(''), 'utf8');
}

/** `tr(from, to)` and `tr_s` (which also squeezes runs of each replaced character). */
export function translate(s: Buffer, fromSpec: Buffer, toSpec: Buffer, squeezeRuns: boolean, loc?: Loc): Buffer {
  const from = parseSet(fromSpec, loc);
  const to = parseSet(toSpec, loc).chars;
  const map = new Map<string, string>();
  if (!from.negated) from.chars.forEach((c, i) => map.set(c, to.length ? to[Math.min(i, to.length - 1)] : ''));
  const fromSet = new Set(from.chars);
  const out: string[] = [];
  let last: string | undefined;
  for (const c of textChars(s)) {
    let r: string | undefined;
    if (from.negated) r = fromSet.has(c) ? undefined : (to[to.length - 1] ?? '');
    else r = map.get(c);
    if (r === undefined) {
      out.push(c);
      last = undefined;
      continue;
    }
    if (squeezeRuns && last === r) continue;
    out.push(r);
    last = r;
  }
  return Buffer.from(out.join(''), 'utf8');
}
