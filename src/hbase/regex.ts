/**
 * Java regular expressions as `list`, `disable_all` & co. and
 * `list_namespace` use them: `Pattern.compile(regex)` matched against the
 * WHOLE name (`matcher(name).matches()`). The common Java-only syntax is
 * translated (`\Q…\E`, possessive quantifiers, atomic groups, a leading
 * `(?i)`, `\A`, `\z`, `\Z`, `\h`); a pattern that does not compile is
 * reported with PatternSyntaxException's message where the two engines agree
 * on what is wrong (dangling quantifier, unclosed group or class, unmatched
 * `)`).
 */
import { ShellError } from '../errors.js';
import { compileRegExp } from '../filter/regex.js';

function patternError(desc: string, pattern: string, index: number): ShellError {
  let message = `${desc}${index >= 0 ? ` near index ${index}` : ''}\n${pattern}`;
  if (index >= 0 && index < pattern.length) message += `\n${' '.repeat(index)}^`;
  return new ShellError('ARGUMENT_ERROR', message, { rubyClass: 'ArgumentError' });
}

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

const HSPACE = ' \\t\\xA0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';

function translate(java: string): { source: string; flags: string } {
  let flags = '';
  let src = java;
  const lead = /^\(\?([imsx]+)\)/.exec(src);
  if (lead && !lead[1].includes('x')) {
    flags = [...new Set(lead[1].replace('x', ''))].join('');
    src = src.slice(lead[0].length);
  }
  let out = '';
  let inClass = false;
  /** The last thing emitted was a quantifier: a following `+` makes it possessive, `?` lazy. */
  let afterQuantifier = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      const n = src[i + 1];
      afterQuantifier = false;
      if (n === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        const literal = end < 0 ? src.slice(i + 2) : src.slice(i + 2, end);
        out += escapeLiteral(literal);
        i = end < 0 ? src.length : end + 1;
        continue;
      }
      if (!inClass && n === 'A') out += '^';
      else if (!inClass && (n === 'z' || n === 'Z')) out += '$';
      else if (n === 'h') out += inClass ? HSPACE : `[${HSPACE}]`;
      else out += c + (n ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (afterQuantifier && (c === '+' || c === '?')) {
      // Possessive (X*+) matches like greedy here; lazy (X*?) is the same in both engines.
      if (c === '?') out += c;
      afterQuantifier = false;
      continue;
    }
    afterQuantifier = false;
    if (c === '[') {
      inClass = true;
      out += c;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += '\\' + src[++i];
      continue;
    }
    if (c === '(' && src.startsWith('(?>', i)) {
      out += '(?:';
      i += 2;
      continue;
    }
    if (c === '*' || c === '+' || c === '?') afterQuantifier = true;
    if (c === '{') {
      const m = /^\{\d+(,\d*)?\}/.exec(src.slice(i));
      if (m) {
        out += m[0];
        i += m[0].length - 1;
        afterQuantifier = true;
        continue;
      }
    }
    out += c;
  }
  return { source: out, flags };
}

function diagnose(pattern: string, jsMessage: string): ShellError {
  // Scan for the structural problems Java names.
  let depth = 0;
  let inClass = false;
  let classStart = -1;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']' && i > classStart + 1) inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      classStart = pattern[i + 1] === '^' ? i + 1 : i;
      continue;
    }
    if ((c === '*' || c === '+' || c === '?') && (i === 0 || pattern[i - 1] === '(' || pattern[i - 1] === '|')) {
      return patternError(`Dangling meta character '${c}'`, pattern, i);
    }
    if (c === '(') depth++;
    if (c === ')') {
      if (depth === 0) return patternError("Unmatched closing ')'", pattern, Math.max(0, i - 1));
      depth--;
    }
  }
  if (inClass) return patternError('Unclosed character class', pattern, pattern.length - 1);
  if (depth > 0) return patternError('Unclosed group', pattern, pattern.length);
  return patternError(jsMessage.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, ''), pattern, -1);
}

/** `Pattern.compile(regex)` used with `matches()`: a RegExp anchored at both ends. */
export function javaWholeMatch(pattern: string): RegExp {
  const { source, flags } = translate(pattern);
  try {
    return compileRegExp(`^(?:${source})$`, flags, pattern);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    throw diagnose(pattern, e instanceof Error ? e.message : String(e));
  }
}

/**
 * `Pattern.compile(regex)` used through JRuby's `Pattern#match(str)`, which is
 * `matcher(str).find()`: the pattern may match anywhere in the name
 * (`list_namespace 'ns*'` lists `ns1`).
 */
export function javaFind(pattern: string): RegExp {
  const { source, flags } = translate(pattern);
  try {
    return compileRegExp(source, flags, pattern);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    throw diagnose(pattern, e instanceof Error ? e.message : String(e));
  }
}
