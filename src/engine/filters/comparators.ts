/**
 * Comparators and compare operators, as HBase's ByteArrayComparable classes
 * and CompareFilter.compare implement them (reference §7.3).
 *
 * A comparator's compareTo(data) is an int; a filter then asks
 * `filterOut(op, compareTo(data))`, which is true when the data must be
 * dropped. For `binary:v`, compareTo is `compare(v, data)`, so `RowFilter(<,
 * 'binary:m')` keeps rows with `row < m`: the data is the left operand of op.
 */
import type { Comparator, CompareOp } from './ast.js';

/** Unsigned lexicographic comparison of byte ranges (HBase Bytes.compareTo). */
export function compareBytes(a: Uint8Array, b: Uint8Array, aLen = a.length, bLen = b.length): number {
  const n = aLen < bLen ? aLen : bLen;
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d;
  }
  return aLen - bLen;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  if (data.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (data[i] !== prefix[i]) return false;
  return true;
}

const utf8 = new TextDecoder('utf-8');

/** Java's `new String(bytes, UTF_8)`: malformed input becomes U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/**
 * CompareFilter.compare: true means "filter the data out". `result` is the
 * comparator's compareTo(data), i.e. the sign of (comparator value − data).
 */
export function filterOut(op: CompareOp, result: number): boolean {
  switch (op) {
    case 'LESS':
      return result <= 0;
    case 'LESS_OR_EQUAL':
      return result < 0;
    case 'EQUAL':
      return result !== 0;
    case 'NOT_EQUAL':
      return result === 0;
    case 'GREATER_OR_EQUAL':
      return result > 0;
    case 'GREATER':
      return result >= 0;
  }
}

/**
 * Java regex → JS RegExp, approximately (reference §7.3: DOTALL, `find()`
 * semantics). Translated: `\Q…\E` quoting; `\A`, `\z`, `\Z`; inline flags
 * `(?i)` / `(?m)` / `(?s)` … (JS has no scoped flags: they apply to the whole
 * pattern) and `(?i:…)` groups; atomic groups `(?>…)` and possessive
 * quantifiers `*+ ++ ?+ {n}+` (taken as their backtracking forms). The
 * pattern is compiled in Unicode mode (code points, as Java matches) and,
 * when Unicode mode rejects an escape Java accepts (`\-`, `\'` …), in legacy
 * mode. Throws SyntaxError when neither accepts it — the counterpart of
 * Java's PatternSyntaxException. Java's CASE_INSENSITIVE folds ASCII only;
 * JS `i` folds Unicode.
 */
export function compileJavaRegex(pattern: string, caseInsensitive: boolean): RegExp {
  const flags = new Set(['s']);
  if (caseInsensitive) flags.add('i');
  const src = translateJavaRegex(pattern, flags);
  const f = [...flags].join('');
  try {
    return new RegExp(src, f + 'u');
  } catch {
    return new RegExp(src, f);
  }
}

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

/** A comparator ready to compare: compareTo(data) as the Java class computes it. */
export type CompiledComparator = (data: Uint8Array) => number;

export function compileComparator(c: Comparator): CompiledComparator {
  const v = c.value;
  switch (c.type) {
    case 'binary':
      return (data) => compareBytes(v, data);
    case 'binaryprefix':
      // BinaryPrefixComparator: compare v with the first len(v) bytes of data (all of it when shorter).
      return (data) => compareBytes(v, data, v.length, v.length <= data.length ? v.length : data.length);
    case 'regexstring':
    case 'regexstringnocase': {
      const re = compileJavaRegex(decodeUtf8(v), c.type === 'regexstringnocase');
      return (data) => (re.test(decodeUtf8(data)) ? 0 : 1);
    }
    case 'substring': {
      const sub = decodeUtf8(v).toLowerCase();
      return (data) => (decodeUtf8(data).toLowerCase().includes(sub) ? 0 : 1);
    }
  }
}
