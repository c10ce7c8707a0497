/**
 * Java regular expressions as `list`, `disable_all` & co. and
 * `list_namespace` use them: `Pattern.compile(regex)` (no flags) matched
 * against the WHOLE name (`matcher(name).matches()`) or found in it. The
 * translation is the filter language's (src/filter/regex.ts, the one Java
 * regex translator); a pattern that does not compile is reported here with
 * PatternSyntaxException's message where the two engines agree on what is
 * wrong (dangling quantifier, unclosed group or class, unmatched `)`).
 */
import { ShellError } from '../errors.js';
import { javaRegex } from '../filter/regex.js';

function patternError(desc: string, pattern: string, index: number): ShellError {
  let message = `${desc}${index >= 0 ? ` near index ${index}` : ''}\n${pattern}`;
  if (index >= 0 && index < pattern.length) message += `\n${' '.repeat(index)}^`;
  return new ShellError('ARGUMENT_ERROR', message, { rubyClass: 'ArgumentError' });
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

/** `Pattern.compile(regex)` used with `matches()`: the whole name must match. */
export function javaWholeMatch(pattern: string): RegExp {
  return compile(pattern, true);
}

/**
 * `Pattern.compile(regex)` used through JRuby's `Pattern#match(str)`, which is
 * `matcher(str).find()`: the pattern may match anywhere in the name
 * (`list_namespace 'ns*'` lists `ns1`).
 */
export function javaFind(pattern: string): RegExp {
  return compile(pattern, false);
}

function compile(pattern: string, whole: boolean): RegExp {
  try {
    const { source, flags } = javaRegex(pattern, { dotAll: false, whole });
    return new RegExp(source, flags);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    throw diagnose(pattern, e instanceof Error ? e.message : String(e));
  }
}
