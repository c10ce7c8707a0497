/**
 * Ruby's delimited literals, read from the source text itself: `%w[…]`, `%i(…)`, `%q{…}`,
 * `%Q<…>`, `%(…)`, `%r{…}`, `/…/` and heredoc bodies. moo cannot lex them (what `/` or `%`
 * starts depends on the lexer state, which stream.ts knows), so stream.ts reads them here
 * and moves its lexer past them.
 */

const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** The character that closes a literal opened with `opener`. */
export function closerOf(opener: string): string {
  return PAIRS[opener] ?? opener;
}

/** The letters after `%` that name a literal (`%w` words, `%i` symbols, `%q`/`%Q` strings, `%r` regexp, `%s` a symbol). */
export const PERCENT_KINDS = 'wWiIqQrs';

/**
 * The offset of the delimiter that closes the literal whose opening delimiter is at `open`,
 * or -1 when the text ends first (the literal is incomplete). Bracket delimiters nest; a
 * backslash escapes the next character; with `interpolating`, `#{…}` is skipped whole.
 */
export function closingDelimiter(source: string, open: number, interpolating: boolean): number {
  const opener = source[open];
  const closer = closerOf(opener);
  let depth = 0;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (interpolating && c === '#' && source[i + 1] === '{') {
      const end = interpolationEnd(source, i + 2);
      if (end < 0) return -1;
      i = end;
    } else if (c === closer && closer !== opener) {
      if (depth === 0) return i;
      depth--;
    } else if (c === closer) return i;
    else if (c === opener) depth++;
  }
  return -1;
}

/** The offset of the `}` that closes a `#{` whose content starts at `from` (braces balance; quoted text skipped), or -1. */
export function interpolationEnd(source: string, from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      const q = c;
      for (i++; i < source.length && source[i] !== q; i++) if (source[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/**
 * `%w[a b\ c]`: the words of a word list, split at unescaped whitespace; `\` escapes a blank,
 * the delimiters and itself. `start`/`end`: each word's raw text in the source.
 */
export function splitWords(body: string, bodyStart: number, opener: string): Array<{ text: string; start: number; end: number }> {
  const closer = closerOf(opener);
  const words: Array<{ text: string; start: number; end: number }> = [];
  let cur = '';
  let start = -1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
      if (start >= 0) words.push({ text: cur, start, end: bodyStart + i });
      cur = '';
      start = -1;
      continue;
    }
    if (start < 0) start = bodyStart + i;
    const n = body[i + 1];
    if (c === '\\' && n !== undefined && (n === '\\' || n === opener || n === closer || /\s/.test(n))) {
      cur += n;
      i++;
    } else cur += c;
  }
  if (start >= 0) words.push({ text: cur, start, end: bodyStart + body.length });
  return words;
}

/** Line and column just after `text` when it starts at line `line`, column `col`. */
export function advance(text: string, line: number, col: number): { line: number; col: number } {
  const nl = text.lastIndexOf('\n');
  if (nl < 0) return { line, col: col + text.length };
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return { line: line + lines, col: text.length - nl };
}
