/**
 * Java regular expressions (java.util.regex.Pattern) → JS RegExp: the one
 * translator for every place HBase compiles a Java pattern, RegexStringComparator
 * (`regexstring:`, DOTALL, `find()`) and the admin listings (`list 'pat.*'`,
 * `disable_all`, `list_namespace`, `list_snapshots`…, `matches()` or
 * `find()`; src/hbase/regex.ts words their errors as PatternSyntaxException).
 * Exact: `\Q…\E`; `\A`, `\z`, `\Z`, and `$` (before a final line terminator
 * unless MULTILINE); `\h`, `\v`, and ASCII `\s`; atomic groups `(?>…)` and
 * possessive quantifiers `*+ ++ ?+ {n}+`; back-references by Java's
 * numbering; a leading `]` in a class. Approximate: inline flags `(?i)`,
 * `(?m)`, `(?s)` and `(?i:…)` groups apply to the whole pattern (JS has no
 * scoped flags); CASE_INSENSITIVE folds ASCII only in Java, Unicode in JS;
 * `\b` and `\w` are ASCII in JS. The pattern is compiled in Unicode mode
 * (code points, as Java matches) and, when Unicode mode rejects an escape
 * Java accepts (`\-`, `\'` …), in legacy mode. Throws SyntaxError when
 * neither accepts it — the counterpart of Java's PatternSyntaxException.
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

/** Java's `\v`: vertical whitespace. */
const VSPACE = '\\n\\x0B\\f\\r\\x85\\u2028\\u2029';
/** Java's `$` without MULTILINE: at the end, or before a line terminator that ends the input. */
const JAVA_END = '(?=(?:\\r\\n|[\\n\\r\\x85\\u2028\\u2029])?(?![\\s\\S]))';
/** Where `$` stands until the flags are known (a later `(?m)` applies to the whole pattern). */
const DOLLAR = '\uE000';

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

/**
 * Java's groups become JS named groups (`j<n>`, numbered as Java numbers
 * them; back-references `\n` and `\k<name>` refer to them by name), so the
 * helper groups that make atomic groups and possessive quantifiers exact,
 * `(?=(?<h1>X))\k<h1>` (a JS lookahead never gives back what it matched),
 * shift no numbering.
 */
function translateJavaRegex(src: string, flags: Set<string>): string {
  let out = '';
  let inClass = false;
  let quantified = false; // the last thing emitted was a quantifier (a following '+' makes it possessive)
  let atomStart = -1; // where the last quantifiable thing begins in `out`
  const closers: string[] = []; // what each open group's ')' becomes
  const opens: number[] = []; // where each open group begins in `out`
  const names = new Map<string, number>();
  let groups = 0;
  let helpers = 0;
  const open = (text: string, closer = ')') => {
    opens.push(out.length);
    closers.push(closer);
    out += text;
    quantified = false;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\' && i + 1 < src.length) {
      const nx = src[i + 1];
      quantified = false;
      if (!inClass) atomStart = out.length;
      if (nx === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        const literal = end < 0 ? src.slice(i + 2) : src.slice(i + 2, end);
        // a quantifier after \Q…\E repeats its last character only
        out += escapeLiteral(literal.slice(0, -1));
        if (!inClass) atomStart = out.length;
        out += escapeLiteral(literal.slice(-1));
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
      // Java's \s is ASCII (JS's is Unicode); its \v is vertical whitespace (JS's is \x0B alone)
      const ascii = nx === 's' || (nx === 'S' && !inClass) ? '\\t-\\r ' : nx === 'v' ? VSPACE : null;
      if (ascii) {
        out += inClass ? ascii : `[${nx === 'S' ? '^' : ''}${ascii}]`;
        i++;
        continue;
      }
      if (!inClass && nx >= '1' && nx <= '9') {
        // Java reads more digits while they still name an existing group; a group not (yet) there never matches
        let n = Number(nx);
        i++;
        while (/[0-9]/.test(src[i + 1] ?? '') && n * 10 + Number(src[i + 1]) <= groups) n = n * 10 + Number(src[++i]);
        out += n <= groups ? `\\k<j${n}>` : '(?!)';
        continue;
      }
      const named = !inClass && nx === 'k' ? /^\\k<([a-zA-Z][a-zA-Z0-9]*)>/.exec(src.slice(i)) : null;
      if (named && names.has(named[1])) {
        out += `\\k<j${names.get(named[1])}>`;
        i += named[0].length - 1;
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
      atomStart = out.length;
      out += ch;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += '\\' + src[++i]; // a leading ']' is a literal in Java
      continue;
    }
    if (ch === '+' && quantified && atomStart >= 0) {
      // possessive: what the quantified atom matched is never given back
      const name = `h${++helpers}`;
      out = `${out.slice(0, atomStart)}(?:(?=(?<${name}>${out.slice(atomStart)}))\\k<${name}>)`;
      quantified = false;
      continue;
    }
    if (ch === '(') {
      const rest = src.slice(i);
      const inline = /^\(\?([a-zA-Z-]+)\)/.exec(rest);
      if (inline && /^[idmsuxU]*(-[idmsuxU]*)?$/.test(inline[1])) {
        takeFlags(inline[1], flags);
        i += inline[0].length - 1;
        continue;
      }
      const scoped = /^\(\?([idmsuxU]*(?:-[idmsuxU]*)?):/.exec(rest);
      const name = /^\(\?<([a-zA-Z][a-zA-Z0-9]*)>/.exec(rest);
      if (scoped && scoped[1] !== '') {
        takeFlags(scoped[1], flags);
        open('(?:');
        i += scoped[0].length - 1;
      } else if (rest.startsWith('(?>')) {
        const helper = `h${++helpers}`;
        open(`(?:(?=(?<${helper}>`, `))\\k<${helper}>)`);
        i += 2;
      } else if (name) {
        names.set(name[1], ++groups);
        open(`(?<j${groups}>`);
        i += name[0].length - 1;
      } else if (src[i + 1] === '?') {
        const head = /^\(\?(?:<[=!]|[:=!])/.exec(rest)?.[0] ?? '(?';
        open(head);
        i += head.length - 1;
      } else open(`(?<j${++groups}>`);
      continue;
    }
    if (ch === ')' && closers.length) {
      out += closers.pop();
      atomStart = opens.pop()!;
      quantified = false;
      continue;
    }
    const interval = ch === '{' ? /^\{\d+(,\d*)?\}/.exec(src.slice(i)) : null;
    if (interval) {
      out += interval[0];
      i += interval[0].length - 1;
      quantified = true;
      continue;
    }
    if (ch === '$') {
      atomStart = -1;
      out += DOLLAR;
      quantified = false;
      continue;
    }
    const isQuantifier: boolean = ch === '*' || ch === '+' || (ch === '?' && !quantified);
    if (ch === '?' && quantified) {
      out += ch; // lazy
      quantified = false;
      continue;
    }
    if (!isQuantifier) atomStart = ch === '|' ? -1 : out.length;
    out += ch;
    quantified = isQuantifier;
  }
  return out.split(DOLLAR).join(flags.has('m') ? '$' : JAVA_END);
}
