/**
 * Java regular expressions (java.util.regex.Pattern) → JS RegExp: the one
 * translator for every place HBase compiles a Java pattern, RegexStringComparator
 * (`regexstring:`, DOTALL, `find()`) and the admin listings (`list 'pat.*'`,
 * `disable_all`, `list_namespace`, `list_snapshots`…, `matches()` or
 * `find()`; src/hbase/regex.ts words their errors as PatternSyntaxException).
 * Translated: `\Q…\E` quoting; `\A`, `\z`, `\Z`; `\h` (horizontal
 * whitespace); inline flags `(?i)` / `(?m)` / `(?s)` … (JS has no scoped
 * flags: they apply to the whole pattern) and `(?i:…)` groups; atomic groups
 * `(?>…)` and possessive quantifiers `*+ ++ ?+ {n}+` (taken as their
 * backtracking forms); a leading `]` in a class. The pattern is compiled in
 * Unicode mode (code points, as Java matches) and, when Unicode mode rejects
 * an escape Java accepts (`\-`, `\'` …), in legacy mode. Throws SyntaxError
 * when neither accepts it — the counterpart of Java's PatternSyntaxException.
 * Java's CASE_INSENSITIVE folds ASCII only; JS `i` folds Unicode.
 */
import { ShellError } from '../errors.js';
import type { JsRegex } from './ast.js';

/**
 * A RegExp compiled now rather than at its first match: V8 parses a pattern
 * eagerly but compiles it lazily, and a pattern too big for its compiler
 * ("Regular expression too large", or a stack overflow on a long chain of
 * atoms) fails only then. Java compiles such patterns; hsh refuses them with
 * an ArgumentError saying why. Other syntax errors are rethrown as they are.
 */
export function compileRegExp(source: string, flags: string, pattern: string): RegExp {
  const re = new RegExp(source, flags);
  try {
    re.test('');
  } catch (e) {
    if (e instanceof RangeError || (e instanceof SyntaxError && /too large|stack overflow/i.test(e.message))) {
      throw new ShellError('ARGUMENT_ERROR', `Regular expression too large to compile (${pattern.length} characters)`, { rubyClass: 'ArgumentError' });
    }
    throw e;
  }
  return re;
}

/** How HBase compiles and applies a pattern: its Pattern flags, and `matches()` (the whole string) or `find()`. */
export interface JavaRegexUse {
  /** Pattern.DOTALL (RegexStringComparator's default). */
  dotAll?: boolean;
  /** Pattern.CASE_INSENSITIVE (`regexstringnocase:`). */
  caseInsensitive?: boolean;
  /** `matcher(s).matches()`: the pattern must match the whole string. */
  whole?: boolean;
}

/** The pattern as a RegExp's source and flags (checked: `new RegExp(source, flags)` compiles). */
export function javaRegex(pattern: string, use: JavaRegexUse | boolean): JsRegex {
  const { dotAll = true, caseInsensitive = false, whole = false } = typeof use === 'boolean' ? { caseInsensitive: use } : use;
  const flags = new Set<string>();
  if (dotAll) flags.add('s');
  if (caseInsensitive) flags.add('i');
  const inner = translateJavaRegex(pattern, flags);
  const f = [...flags].join('');
  let mode = f + 'u';
  try {
    compileRegExp(inner, mode, pattern);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    compileRegExp(inner, (mode = f), pattern);
  }
  // whole-string anchors that a (?m) flag cannot turn into line anchors (the pattern checked on its own first:
  // an unclosed class would swallow them)
  return { source: whole ? `(?<![\\s\\S])(?:${inner})(?![\\s\\S])` : inner, flags: mode };
}

/** Java's `\h`: horizontal whitespace. */
const HSPACE = ' \\t\\xA0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';

function escapeLiteral(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

function takeFlags(spec: string, flags: Set<string>): void {
  const on = spec.split('-')[0];
  if (on.includes('i')) flags.add('i');
  if (on.includes('m')) flags.add('m');
}

function translateJavaRegex(src: string, flags: Set<string>): string {
  let out = '';
  let inClass = false;
  let quantified = false; // the last thing emitted was a quantifier (a following '+' makes it possessive)
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\' && i + 1 < src.length) {
      const nx = src[i + 1];
      quantified = false;
      if (nx === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        out += escapeLiteral(end < 0 ? src.slice(i + 2) : src.slice(i + 2, end));
        i = end < 0 ? src.length : end + 1;
        continue;
      }
      if (!inClass && (nx === 'A' || nx === 'z' || nx === 'Z')) {
        out += nx === 'A' ? '(?<![\\s\\S])' : nx === 'z' ? '(?![\\s\\S])' : '(?=\\n?(?![\\s\\S]))';
        i++;
        continue;
      }
      if (nx === 'h') {
        out += inClass ? HSPACE : `[${HSPACE}]`;
        i++;
        continue;
      }
      out += ch + nx;
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      quantified = false;
      out += ch;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += '\\' + src[++i]; // a leading ']' is a literal in Java
      continue;
    }
    if (ch === '+' && quantified) {
      quantified = false; // possessive: drop the '+'
      continue;
    }
    if (ch === '(' && src[i + 1] === '?') {
      const inline = /^\(\?([a-zA-Z-]+)\)/.exec(src.slice(i));
      if (inline && /^[idmsuxU]*(-[idmsuxU]*)?$/.test(inline[1])) {
        takeFlags(inline[1], flags);
        i += inline[0].length - 1;
        continue;
      }
      const scoped = /^\(\?([idmsuxU]*(?:-[idmsuxU]*)?):/.exec(src.slice(i));
      if (scoped && scoped[1] !== '') {
        takeFlags(scoped[1], flags);
        out += '(?:';
        i += scoped[0].length - 1;
        quantified = false;
        continue;
      }
      if (src[i + 2] === '>') {
        out += '(?:';
        i += 2;
        quantified = false;
        continue;
      }
    }
    out += ch;
    quantified = ch === '*' || ch === '+' || ch === '}' || (ch === '?' && out.length > 1 && out[out.length - 2] !== '(');
  }
  return out;
}
