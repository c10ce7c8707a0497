/**
 * Hints for the typos people make at an HBase shell, read off the failed
 * statement's text (the shell's tolerant scanner, not the parser):
 *
 * - a command typed in the wrong case (`Scan 't'`, `SCAN`): Ruby reads a
 *   capitalised word as a constant or a method HBase does not have;
 * - adjacent string literals (`get 't' 'r'`): Ruby joins them into one
 *   string ('tr'), so a comma is missing;
 * - `=` or `->` where `=>` belongs (`{LIMIT = 1}`, `{LIMIT -> 1}`).
 *
 * The hint is the statement as it was probably meant, shown as Ruby's
 * did_you_mean shows its suggestions (`Did you mean?  get 't', 'r'`).
 * And a warning for what runs but does not do what it says: `{LIMIT: 1}`
 * is the Ruby symbol :LIMIT as key, which HBase's option readers (which
 * look up the string 'LIMIT') ignore.
 */
import { scan, significant, type Token } from './tokens.js';

/** The statement as it was probably meant, or undefined when none of the typos above is in it. */
export function typoFix(source: string, isCommand: (name: string) => boolean): string | undefined {
  const tokens = scan(source);
  const sig = tokens.filter(significant);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const first = sig[0];
  if (first && (first.type === 'const' || first.type === 'ident')) {
    const lower = first.text.toLowerCase();
    if (lower !== first.text && isCommand(lower)) edits.push({ start: first.start, end: first.end, text: lower });
  }
  for (let i = 1; i < sig.length; i++) {
    const prev = sig[i - 1];
    const t = sig[i];
    // Two strings with only blanks between them (a line break ends the statement or continues it: left alone).
    if (prev.type === 'string' && t.type === 'string' && !prev.unterminated && !/\n/.test(source.slice(prev.end, t.start))) {
      edits.push({ start: prev.end, end: t.start, text: ', ' });
    }
    // A key (a constant or a string, not the statement's first word: `X = 1` assigns) then `=` or `->`.
    if (i >= 2 && (prev.type === 'const' || prev.type === 'string')) {
      // (the lexer reads `->` as one token: Ruby's lambda arrow)
      if (t.type === 'op' && (t.text === '=' || t.text === '->')) edits.push({ start: t.start, end: t.end, text: '=>' });
    }
  }
  if (edits.length === 0) return undefined;
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  return (out + source.slice(at)).trim();
}

/** `{LIMIT: 1}`, `{:LIMIT => 1}`: an upper-case symbol key, which no HBase option reader takes. */
export function symbolKeyWarnings(source: string): string[] {
  // Cheap test first: most statements (a script's puts) have no such key.
  if (!/[A-Z][A-Z0-9_]*:(?!:)|:[A-Z]/.test(source)) return [];
  const out: string[] = [];
  const sig = scan(source).filter(significant);
  sig.forEach((t: Token, i: number) => {
    let name: string | undefined;
    if (t.type === 'label' && /^[A-Z][A-Z0-9_]*:$/.test(t.text)) name = t.text.slice(0, -1);
    else if (t.type === 'symbol' && /^:[A-Z][A-Z0-9_]*$/.test(t.text) && sig[i + 1]?.type === 'arrow') name = t.text.slice(1);
    if (name !== undefined) {
      out.push(`WARN: ${t.text} is the Ruby symbol :${name}; HBase reads the key ${name} (${name} => …) and ignores this one`);
    }
  });
  return out;
}
