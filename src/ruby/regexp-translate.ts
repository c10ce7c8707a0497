/**
 * A Ruby (Onigmo, as JRuby 9.3's Joni) regexp → a JS RegExp that matches the
 * same strings at the same places, or a RegexpError naming what JS cannot do
 * exactly. Where the two engines differ, the translation spells Ruby's
 * meaning out: `^`/`$` are line anchors (LF only), `.` excludes only LF (all
 * under /m), `\s \d \w \h` are ASCII, `\b` and the POSIX brackets are
 * Unicode, atomic groups and possessive quantifiers become `(?=(X))\k`
 * (a JS lookahead does not backtrack into its match), `(?i)`-style options
 * are scoped as Onigmo scopes them (to the end of the enclosing group),
 * `[a&&b]` and nested classes become lookaheads. Every Ruby group is a JS
 * named group `r<n>`, so helper groups never shift Ruby's numbering.
 *
 * Two views of a subject: `text` (a valid UTF-8 string, matched by code
 * point with the `u` flag) and `binary` (any other bytes, one character per
 * byte, as Ruby matches an ASCII-8BIT string: classes and properties are
 * ASCII there).
 *
 * Refused (RegexpError, never a different answer): `\G`, `\K`, `\X`,
 * subexpression calls `\g<…>`, conditionals `(?(…)…)`, the absent operator
 * `(?~…)`, a case-insensitive part JS cannot spell out (a back-reference or
 * a non-ASCII range under a scoped `(?i)`, a case-sensitive part inside /i),
 * a back-reference to a name that several groups carry, and quantifiers in a
 * look-behind (Ruby refuses most of them too).
 */
import { ShellError } from '../errors.js';

export const IGNORECASE = 1;
export const EXTENDED = 2;
export const MULTILINE = 4;
/** `/é/.options`: a regexp with non-ASCII characters is fixed to UTF-8. */
export const FIXEDENCODING = 16;

export interface Program {
  /** Compiled with the `d` (indices) and `g` flags; Ruby's group n is the JS group `r<n>`. */
  re: RegExp;
  /** How many groups Ruby numbers. */
  groups: number;
  /** Group names in order of first appearance, each with its group numbers. */
  names: Array<[string, number[]]>;
  /** The same program anchored where the search starts (rindex, start_with?), made on first use. */
  sticky?: RegExp;
}

/** RegexpError with Ruby's wording, `<message>: /<source>/`. */
export function regexpError(message: string, source: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', `${message}: /${source}/`, { rubyClass: 'RegexpError' });
}

interface Opts {
  i: boolean;
  m: boolean;
  x: boolean;
}

/** A one-character matcher: `simple` is bracket content when it can join a JS class; `expr` matches it on its own. */
interface CharSet {
  simple: string | null;
  expr: string;
}

const ANY = '[\\s\\S]';
const ASCII_SPACE = '\\t-\\r ';
const ASCII_WORD = 'a-zA-Z0-9_';
const HEX = '0-9a-fA-F';

function simpleSet(content: string): CharSet {
  return { simple: content, expr: `[${content}]` };
}

function negate(set: CharSet): CharSet {
  if (set.simple !== null && !set.simple.startsWith('^')) return { simple: null, expr: `[^${set.simple}]` };
  return { simple: null, expr: `(?:(?!${set.expr})${ANY})` };
}

/** Unicode property classes (text view), restricted to ASCII in the binary view, as Onigmo treats an ASCII-8BIT string. */
function unicodeSet(content: string, binary: boolean, ascii: string): CharSet {
  return binary ? simpleSet(ascii) : simpleSet(content);
}

const POSIX: Record<string, [unicode: string | null, ascii: string]> = {
  alpha: ['\\p{Alphabetic}', 'a-zA-Z'],
  digit: ['\\p{Nd}', '0-9'],
  alnum: ['\\p{Alphabetic}\\p{Nd}', 'a-zA-Z0-9'],
  upper: ['\\p{Uppercase}', 'A-Z'],
  lower: ['\\p{Lowercase}', 'a-z'],
  space: ['\\p{White_Space}', ASCII_SPACE],
  blank: ['\\p{Zs}\\t', ' \\t'],
  cntrl: ['\\p{Cc}\\p{Cf}\\p{Cn}\\p{Co}\\p{Cs}', '\\0-\\x1f\\x7f'],
  punct: ['\\p{P}$+<=>^`|~', '!-\\/:-@\\[-`{-~'],
  xdigit: [HEX, HEX],
  word: ['\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}', ASCII_WORD],
  ascii: ['\\0-\\x7f', '\\0-\\x7f'],
  graph: [null, '!-~'],
  print: [null, ' -~'],
};

function posixSet(name: string, binary: boolean): CharSet | undefined {
  const entry = POSIX[name];
  if (!entry) return undefined;
  const [unicode, ascii] = entry;
  if (binary) return simpleSet(ascii);
  if (unicode !== null) return simpleSet(unicode);
  // graph: not space, control, unassigned or surrogate; print: graph or a space separator.
  const graph = `(?:(?![\\p{White_Space}\\p{Cc}\\p{Cn}\\p{Cs}])${ANY})`;
  return { simple: null, expr: name === 'graph' ? graph : `(?:${graph}|\\p{Zs})` };
}

const CATEGORIES = new Set(
  'L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So Z Zs Zl Zp C Cc Cf Cs Co Cn'.split(' '),
);
const SCRIPTS =
  'Arabic Armenian Bengali Bopomofo Cherokee Common Cyrillic Devanagari Ethiopic Georgian Greek Gujarati Gurmukhi Han Hangul Hebrew Hiragana Inherited Kannada Katakana Khmer Lao Latin Malayalam Mongolian Myanmar Ogham Oriya Runic Sinhala Syriac Tamil Telugu Thaana Thai Tibetan';
const BINARY_PROPS: Record<string, string> = {
  alphabetic: 'Alphabetic',
  uppercase: 'Uppercase',
  lowercase: 'Lowercase',
  whitespace: 'White_Space',
  any: '',
};

/** `\p{Name}` (Ruby's names are case-insensitive and ignore spaces, `-` and `_`). */
function propertySet(raw: string, binary: boolean, source: string): CharSet {
  let name = raw;
  let negated = false;
  if (name.startsWith('^')) {
    negated = true;
    name = name.slice(1);
  }
  const key = name.replace(/[\s_-]/g, '').toLowerCase();
  let set: CharSet | undefined = posixSet(key, binary);
  if (!set) {
    const category = [...CATEGORIES].find((c) => c.toLowerCase() === key);
    const script = SCRIPTS.split(' ').find((s) => s.toLowerCase() === key);
    const prop = BINARY_PROPS[key];
    if (key === 'any') set = { simple: null, expr: ANY };
    else if (category) set = unicodeSet(`\\p{${category}}`, binary, category === 'Cc' ? '\\0-\\x1f\\x7f' : category.startsWith('L') ? 'a-zA-Z' : '');
    else if (script) set = unicodeSet(`\\p{Script=${script}}`, binary, script === 'Latin' ? 'a-zA-Z' : '');
    else if (prop) set = unicodeSet(`\\p{${prop}}`, binary, POSIX[prop === 'White_Space' ? 'space' : prop.toLowerCase()]?.[1] ?? '');
  }
  if (!set) throw regexpError(`invalid character property name <${raw}>`, source);
  if (set.simple === '') set = { simple: null, expr: '(?!)' };
  return negated ? negate(set) : set;
}

/** A literal character as JS u-mode source, outside or inside a class. */
function literal(cp: number, inClass: boolean): string {
  const ch = String.fromCodePoint(cp);
  if (inClass ? '\\]^-['.includes(ch) : '^$\\.*+?()[]{}|/'.includes(ch)) return '\\' + ch;
  // escapes both the `u` (text) and the plain (binary) flavour read alike
  if (cp < 0x20 || cp === 0x7f) return `\\x${cp.toString(16).padStart(2, '0')}`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `\\u${cp.toString(16)}`;
  return ch;
}

/** The case variants of a character (simple folding both ways). */
function caseVariants(cp: number): number[] {
  const ch = String.fromCodePoint(cp);
  const out = new Set([cp]);
  for (const v of [ch.toLowerCase(), ch.toUpperCase()]) if ([...v].length === 1) out.add(v.codePointAt(0)!);
  return [...out];
}

class Translator {
  private pos = 0;
  private out = '';
  private readonly named: boolean;
  private readonly total: number;
  private group = 0;
  private atomics = 0;
  readonly names = new Map<string, number[]>();
  private opts: Opts;
  private readonly globalI: boolean;
  /** Inside a look-behind: quantifiers are refused (Onigmo needs a fixed length). */
  private behind = 0;

  constructor(
    private readonly src: string,
    options: number,
    private readonly binary: boolean,
  ) {
    this.opts = { i: (options & IGNORECASE) !== 0, m: (options & MULTILINE) !== 0, x: (options & EXTENDED) !== 0 };
    const lead = /^\(\?([imx]*)(?:-([imx]*))?\)/.exec(src);
    // A leading `(?i)` sets the whole pattern's case rule: JS's `i` flag.
    this.globalI = lead ? (this.opts.i || lead[1].includes('i')) && !(lead[2] ?? '').includes('i') : this.opts.i;
    const scan = prescan(src);
    this.named = scan.named;
    this.total = scan.named ? scan.namedCount : scan.plain;
  }

  fail(message: string): never {
    throw regexpError(message, this.src);
  }

  refuse(construct: string): never {
    throw regexpError(`${construct} is not supported by hsh's regexps`, this.src);
  }

  get flags(): string {
    return (this.globalI ? 'i' : '') + (this.binary ? '' : 'u') + 'dg';
  }

  run(): string {
    this.out = this.alternation(false);
    if (this.pos < this.src.length) this.fail('unmatched close parenthesis');
    return this.out;
  }

  private peek(k = 0): string {
    return this.src[this.pos + k] ?? '';
  }

  /** The code point at pos, consumed. */
  private take(): number {
    const cp = this.src.codePointAt(this.pos)!;
    this.pos += cp > 0xffff ? 2 : 1;
    return cp;
  }

  /** A sequence of alternatives up to `)` (not consumed) or the end. */
  private alternation(inGroup: boolean): string {
    let out = '';
    let atomStart = -1; // where the last quantifiable atom starts in `out`
    let quantified = false;
    while (this.pos < this.src.length) {
      const c = this.peek();
      if (c === ')') {
        if (!inGroup) this.fail('unmatched close parenthesis');
        break;
      }
      if (this.opts.x && /\s/.test(c)) {
        this.pos++;
        continue;
      }
      if (this.opts.x && c === '#') {
        while (this.pos < this.src.length && this.peek() !== '\n') this.pos++;
        continue;
      }
      if (c === '|') {
        this.pos++;
        out += '|';
        atomStart = -1;
        continue;
      }
      const q = this.quantifier();
      if (q) {
        if (atomStart < 0) this.fail('target of repeat operator is not specified');
        if (this.behind > 0 && !(q.min === q.max && q.kind === '')) this.fail('invalid pattern in look-behind');
        let atom = out.slice(atomStart);
        if (quantified) atom = `(?:${atom})`; // a** , a{2}{3}: Onigmo repeats the repetition
        out = out.slice(0, atomStart);
        if (q.kind === '+') {
          const name = `a${++this.atomics}`;
          out += `(?:(?=(?<${name}>${atom}${q.text}))\\k<${name}>)`;
        } else out += atom + q.text + q.kind;
        quantified = true;
        continue;
      }
      if (c === '(' && this.isOptionSwitch()) {
        // `(?i)` inside a pattern: Onigmo applies it to the rest of the enclosing group, alternatives included.
        const saved = this.opts;
        this.optionSwitch();
        const rest = this.alternation(true);
        this.opts = saved;
        atomStart = out.length;
        out += `(?:${rest})`;
        quantified = false;
        continue;
      }
      atomStart = out.length;
      quantified = false;
      const atom = this.atom();
      if (atom === null) {
        atomStart = -1; // an anchor or comment: nothing to repeat
        continue;
      }
      out += atom;
    }
    return out;
  }

  private quantifier(): { text: string; kind: '' | '?' | '+'; min: number; max: number } | null {
    const c = this.peek();
    let text: string;
    let min: number;
    let max: number;
    let interval = false;
    if (c === '*' || c === '+' || c === '?') {
      text = c;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
      this.pos++;
    } else if (c === '{') {
      const m = /^\{(\d*)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (!m || (m[1] === '' && (m[3] ?? '') === '')) return null; // a literal `{`
      min = m[1] === '' ? 0 : Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (max < min) this.fail('upper is smaller than lower in repeat range');
      if (min > 100000 || (max !== Infinity && max > 100000)) this.fail('too big number for repeat range');
      text = `{${min}${m[2] === undefined ? '' : `,${max === Infinity ? '' : max}`}}`;
      interval = true;
      this.pos += m[0].length;
    } else return null;
    let kind: '' | '?' | '+' = '';
    if (this.peek() === '?') {
      kind = '?';
      this.pos++;
    } else if (this.peek() === '+' && !interval) {
      // Ruby: `a{2}+` is `(?:a{2})+`, only `*+ ++ ?+` are possessive.
      kind = '+';
      this.pos++;
    }
    return { text, kind, min, max };
  }

  private isOptionSwitch(): boolean {
    return /^\(\?[imx]*(?:-[imx]*)?\)/.test(this.src.slice(this.pos)) && this.peek(2) !== ')';
  }

  private optionSwitch(): void {
    const m = /^\(\?([imx]*)(?:-([imx]*))?\)/.exec(this.src.slice(this.pos))!;
    this.opts = applyOpts(this.opts, m[1], m[2] ?? '');
    this.pos += m[0].length;
  }

  /** One atom as JS source, or null for what cannot be repeated (comments). */
  private atom(): string | null {
    const c = this.peek();
    if (c === '(') return this.groupAtom();
    if (c === '[') return this.classAtom();
    if (c === '\\') return this.escapeAtom();
    if (c === '.') {
      this.pos++;
      return this.opts.m ? ANY : '[^\\n]';
    }
    if (c === '^') {
      this.pos++;
      return '(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))';
    }
    if (c === '$') {
      this.pos++;
      return '(?![^\\n])';
    }
    return this.sharpS() ?? this.char(this.take());
  }

  /**
   * Onigmo folds `ß` to `ss` under /i (`/straße/i =~ "STRASSE"`, `/ss/i =~ "ß"`),
   * a fold JS lacks: spelled out for a literal `ß`/`ẞ` and a literal `ss` not
   * followed by a quantifier.
   */
  private sharpS(): string | null {
    if (!this.opts.i || this.binary) return null;
    const c = this.peek();
    const scoped = !this.globalI;
    if (c === '\u00df' || c === '\u1e9e') {
      this.pos++;
      return scoped ? '(?:[\u00df\u1e9e]|[sS][sS])' : '(?:\u00df|\u1e9e|ss)';
    }
    if ((c === 's' || c === 'S') && /^[sS](?![*+?{])/.test(this.src.slice(this.pos + 1))) {
      this.pos += 2;
      return scoped ? '(?:[sS][sS]|[\u00df\u1e9e])' : '(?:ss|\u00df|\u1e9e)';
    }
    return null;
  }

  /** A literal character, spelled out in both cases inside a scoped `(?i)`. */
  private char(cp: number): string {
    if (this.opts.i === this.globalI) return literal(cp, false);
    const variants = caseVariants(cp);
    if (variants.length === 1) return literal(cp, false);
    if (!this.opts.i) this.refuse('a case-sensitive part inside a case-insensitive regexp');
    return `[${variants.map((v) => literal(v, true)).join('')}]`;
  }

  private groupAtom(): string | null {
    const src = this.src;
    this.pos++; // (
    let open: string;
    let close = ')';
    const saved = this.opts;
    if (this.peek() !== '?') {
      if (this.named) open = '(?:';
      else open = `(?<r${++this.group}>`;
    } else {
      const rest = src.slice(this.pos);
      let m: RegExpExecArray | null;
      if (rest.startsWith('?#')) {
        const end = src.indexOf(')', this.pos);
        if (end < 0) this.fail('end pattern in group');
        this.pos = end + 1;
        return null;
      } else if (rest.startsWith('?:')) {
        open = '(?:';
        this.pos += 2;
      } else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        open = `(${rest.slice(0, 2)}`;
        this.pos += 2;
      } else if (rest.startsWith('?<=') || rest.startsWith('?<!')) {
        open = `(${rest.slice(0, 3)}`;
        this.pos += 3;
        this.behind++;
        const inner = this.groupBody();
        this.behind--;
        return `${open}${inner})`;
      } else if (rest.startsWith('?>')) {
        const name = `a${++this.atomics}`;
        open = `(?:(?=(?<${name}>`;
        close = `))\\k<${name}>)`;
        this.pos += 2;
      } else if ((m = /^\?(?:<([^>]*)>|'([^']*)')/.exec(rest))) {
        const name = m[1] ?? m[2];
        if (!/^[A-Za-z_][\w-]*$/u.test(name)) this.fail(`invalid group name <${name}>`);
        const n = ++this.group;
        const list = this.names.get(name);
        if (list) list.push(n);
        else this.names.set(name, [n]);
        open = `(?<r${n}>`;
        this.pos += m[0].length;
      } else if ((m = /^\?([imx]*)(?:-([imx]*))?:/.exec(rest))) {
        this.opts = applyOpts(this.opts, m[1], m[2] ?? '');
        open = '(?:';
        this.pos += m[0].length;
      } else if (rest.startsWith('?(')) this.refuse('a conditional group (?(…)…)');
      else if (rest.startsWith('?~')) this.refuse('the absent operator (?~…)');
      else this.fail('undefined group option');
    }
    const inner = this.groupBody();
    this.opts = saved;
    return `${open}${inner}${close}`;
  }

  private groupBody(): string {
    const inner = this.alternation(true);
    if (this.peek() !== ')') this.fail('end pattern with unmatched parenthesis');
    this.pos++;
    return inner;
  }

  private escapeAtom(): string | null {
    this.pos++; // backslash
    if (this.pos >= this.src.length) this.fail('too short escape sequence');
    const c = this.peek();
    switch (c) {
      case 'A':
        this.pos++;
        return '(?<![\\s\\S])';
      case 'z':
        this.pos++;
        return '(?![\\s\\S])';
      case 'Z':
        this.pos++;
        return '(?=\\n?(?![\\s\\S]))';
      case 'b':
      case 'B': {
        this.pos++;
        const w = this.binary ? `[${ASCII_WORD}]` : `[${POSIX.word[0]}]`;
        const at = `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
        return c === 'b' ? at : `(?!${at})`;
      }
      case 'G':
        this.refuse('\\G');
      // falls through (refuse throws)
      case 'K':
        this.refuse('\\K');
      // falls through
      case 'X':
        this.refuse('\\X (an extended grapheme cluster)');
      // falls through
      case 'g':
        this.refuse('a subexpression call \\g<…>');
      // falls through
      case 'R': {
        this.pos++;
        const name = `a${++this.atomics}`;
        return `(?:(?=(?<${name}>\\r\\n|[\\n\\v\\f\\r\\x85\\u2028\\u2029]))\\k<${name}>)`;
      }
      case 'k':
        return this.namedBackref();
    }
    if (c >= '1' && c <= '9') {
      const digits = /^\d+/.exec(this.src.slice(this.pos))![0];
      const n = Number(digits);
      if (n <= this.total || (digits.length === 1 && c !== '8' && c !== '9') || !/^[0-7]+$/.test(digits)) {
        if (n > this.total) {
          if (digits.length > 1 && /^[0-7]/.test(digits)) return this.octal();
          this.fail('invalid backref number/name');
        }
        if (this.named) this.fail('numbered backref/call is not allowed. (use name)');
        this.pos += digits.length;
        return this.backref(n);
      }
      return this.octal();
    }
    const set = this.escapeSet();
    if (set) return set.expr;
    return this.char(this.escapedChar());
  }

  private octal(): string {
    const m = /^[0-7]{1,3}/.exec(this.src.slice(this.pos))!;
    this.pos += m[0].length;
    return this.char(this.checkByte(parseInt(m[0], 8)));
  }

  private checkByte(cp: number): number {
    if (cp > 0x7f && !this.binary) this.fail('invalid multibyte escape');
    return cp;
  }

  private backref(n: number): string {
    if (this.opts.i !== this.globalI) this.refuse('a back-reference under a scoped (?i)');
    return `\\k<r${n}>`;
  }

  private namedBackref(): string {
    const m = /^k(?:<([^>]*)>|'([^']*)')/.exec(this.src.slice(this.pos));
    if (!m) this.fail('invalid backref number/name');
    const name = m[1] ?? m[2];
    this.pos += m[0].length;
    if (/^-?\d+$/.test(name)) {
      let n = Number(name);
      if (n < 0) n = this.group + 1 + n;
      if (n < 1 || n > this.total) this.fail('invalid backref number/name');
      if (this.named) this.fail('numbered backref/call is not allowed. (use name)');
      return this.backref(n);
    }
    const groups = this.names.get(name) ?? prescan(this.src).nameList.get(name);
    if (!groups) this.fail(`undefined name <${name}> reference`);
    if (groups.length > 1) this.refuse(`a back-reference to a name several groups carry (\\k<${name}>)`);
    return this.backref(groups[0]);
  }

  /** `\d \w \s \h \p{…}` and their negations, or undefined. */
  private escapeSet(): CharSet | undefined {
    const c = this.peek();
    const sets: Record<string, string> = { d: '0-9', w: ASCII_WORD, s: ASCII_SPACE, h: HEX };
    const lower = c.toLowerCase();
    if (lower in sets) {
      this.pos++;
      const set = simpleSet(sets[lower]);
      return c === lower ? set : negate(set);
    }
    if (c === 'p' || c === 'P') {
      const m = /^[pP]\{([^}]*)\}/.exec(this.src.slice(this.pos));
      if (!m) this.fail('invalid character property name {' + this.src.slice(this.pos + 1) + '}');
      this.pos += m[0].length;
      const set = propertySet(m[1], this.binary, this.src);
      if (this.opts.i !== this.globalI) this.refuse('a character property under a scoped (?i)');
      return c === 'P' ? negate(set) : set;
    }
    return undefined;
  }

  /** The character an escape stands for (after the backslash). */
  private escapedChar(): number {
    const c = this.peek();
    const simple: Record<string, number> = { t: 9, n: 10, r: 13, f: 12, v: 11, a: 7, e: 27 };
    if (c in simple) {
      this.pos++;
      return simple[c];
    }
    if (c === '0') {
      const m = /^0[0-7]{0,2}/.exec(this.src.slice(this.pos))!;
      this.pos += m[0].length;
      return parseInt(m[0], 8);
    }
    if (c === 'x') {
      const m = /^x([0-9a-fA-F]{1,2})/.exec(this.src.slice(this.pos));
      if (!m) this.fail('invalid hex escape');
      this.pos += m[0].length;
      return this.checkByte(parseInt(m[1], 16));
    }
    if (c === 'u') {
      const m = /^u(?:([0-9a-fA-F]{4})|\{([0-9a-fA-F]{1,6})\})/.exec(this.src.slice(this.pos));
      if (!m) this.fail('invalid Unicode escape');
      this.pos += m[0].length;
      const cp = parseInt(m[1] ?? m[2], 16);
      if (cp > 0x10ffff) this.fail('invalid Unicode range');
      return cp;
    }
    if (c === 'c') {
      this.pos++;
      if (this.pos >= this.src.length) this.fail('end pattern at control');
      return this.take() & 0x1f;
    }
    return this.take();
  }

  private classAtom(): string {
    const set = this.charClass();
    return set.expr;
  }

  /** `[...]` at pos: Onigmo's classes with nesting, `&&`, POSIX brackets. */
  private charClass(): CharSet {
    this.pos++; // [
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    const operands: CharSet[] = []; // the `&&` operands
    let simple = ''; // bracket content of the current operand
    let extra: string[] = []; // parts of the current operand that cannot join a class
    let first = true;
    let last: { cp: number } | null = null; // the last single character (a range's start)
    let lastWasSet = false;
    const endOperand = () => {
      const parts = [...(simple ? [`[${simple}]`] : []), ...extra];
      if (!extra.length) operands.push(simpleSet(simple));
      else operands.push({ simple: null, expr: parts.length === 1 ? parts[0] : `(?:${parts.join('|')})` });
      simple = '';
      extra = [];
    };
    const addSet = (set: CharSet) => {
      if (set.simple !== null && !set.simple.startsWith('^')) simple += set.simple;
      else extra.push(set.expr);
      last = null;
      lastWasSet = true;
    };
    const addChar = (cp: number) => {
      simple += this.classChars(cp);
      last = { cp };
      lastWasSet = false;
    };
    for (;;) {
      if (this.pos >= this.src.length) this.fail('premature end of char-class');
      const c = this.peek();
      if (c === ']' && !first) {
        this.pos++;
        break;
      }
      first = false;
      if (c === '[' && this.peek(1) === ':') {
        const m = /^\[:(\^?)([a-z]+):\]/.exec(this.src.slice(this.pos));
        if (m) {
          const set = posixSet(m[2], this.binary);
          if (!set) this.fail('invalid POSIX bracket type');
          this.pos += m[0].length;
          addSet(m[1] ? negate(set) : set);
          continue;
        }
      }
      if (c === '[') {
        addSet(this.charClass());
        continue;
      }
      if (c === '&' && this.peek(1) === '&') {
        this.pos += 2;
        endOperand();
        last = null;
        continue;
      }
      if (c === '-' && last !== null && this.peek(1) !== ']' && this.peek(1) !== '') {
        this.pos++;
        const from: number = (last as { cp: number }).cp;
        let to: number;
        if (this.peek() === '[') this.fail('char-class value at end of range');
        if (this.peek() === '\\') {
          this.pos++;
          if (this.escapeSetAhead()) this.fail('unmatched range specifier in char-class');
          to = this.classEscapeChar();
        } else to = this.take();
        if (to < from) this.fail('empty range in char class');
        // replace the start character just added with the range
        simple = simple.slice(0, simple.length - this.classChars(from).length) + this.classRange(from, to);
        last = null;
        continue;
      }
      if (c === '-' && lastWasSet && this.peek(1) !== ']') this.fail('unmatched range specifier in char-class');
      if (c === '\\') {
        this.pos++;
        if (this.pos >= this.src.length) this.fail('premature end of char-class');
        const set = this.escapeSetAhead() ? this.escapeSet() : undefined;
        if (set) addSet(set);
        else addChar(this.classEscapeChar());
        continue;
      }
      addChar(this.take());
    }
    endOperand();
    let set: CharSet;
    if (operands.length === 1) set = operands[0];
    else {
      // A && B && C: every operand matches the same one character.
      const [head, ...rest] = operands.reverse();
      set = { simple: null, expr: `(?:${rest.map((o) => `(?=${o.expr})`).join('')}${head.expr})` };
    }
    return negated ? negate(set) : set;
  }

  private escapeSetAhead(): boolean {
    return 'dDwWsShHpP'.includes(this.peek());
  }

  /** A character escape inside a class (`\b` is backspace there). */
  private classEscapeChar(): number {
    if (this.peek() === 'b') {
      this.pos++;
      return 8;
    }
    if (/[0-7]/.test(this.peek())) {
      const m = /^[0-7]{1,3}/.exec(this.src.slice(this.pos))!;
      this.pos += m[0].length;
      return this.checkByte(parseInt(m[0], 8));
    }
    return this.escapedChar();
  }

  /** Class content for one character (its case variants under a scoped `(?i)`). */
  private classChars(cp: number): string {
    if (this.opts.i === this.globalI) return literal(cp, true);
    const variants = caseVariants(cp);
    if (variants.length > 1 && !this.opts.i) this.refuse('a case-sensitive part inside a case-insensitive regexp');
    return variants.map((v) => literal(v, true)).join('');
  }

  private classRange(from: number, to: number): string {
    const range = `${literal(from, true)}-${literal(to, true)}`;
    if (this.opts.i === this.globalI) return range;
    if (!this.opts.i) {
      for (let cp = from; cp <= Math.min(to, 0x7f); cp++) if (caseVariants(cp).length > 1) this.refuse('a case-sensitive part inside a case-insensitive regexp');
      if (to > 0x7f) this.refuse('a non-ASCII range under (?-i)');
      return range;
    }
    if (to > 0x7f) this.refuse('a non-ASCII range under a scoped (?i)');
    let out = range;
    const lo = Math.max(from, 0x41);
    const hi = Math.min(to, 0x5a);
    if (lo <= hi) out += `${literal(lo + 32, true)}-${literal(hi + 32, true)}`;
    const lo2 = Math.max(from, 0x61);
    const hi2 = Math.min(to, 0x7a);
    if (lo2 <= hi2) out += `${literal(lo2 - 32, true)}-${literal(hi2 - 32, true)}`;
    return out;
  }
}

function applyOpts(o: Opts, on: string, off: string): Opts {
  const next = { ...o };
  for (const f of on) next[f as keyof Opts] = true;
  for (const f of off) next[f as keyof Opts] = false;
  return next;
}

/** Groups counted before translating: numbered back-references need the total, and named groups make plain ones non-capturing. */
function prescan(src: string): { named: boolean; namedCount: number; plain: number; nameList: Map<string, number[]> } {
  let plain = 0;
  let namedCount = 0;
  const nameList = new Map<string, number[]>();
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']' && depth > 0) depth--;
    else if (c === '(' && depth === 0) {
      if (src[i + 1] !== '?') plain++;
      else {
        const m = /^\(\?(?:<([^>=!]*)>|'([^']*)')/.exec(src.slice(i));
        if (m) {
          const name = m[1] ?? m[2];
          namedCount++;
          nameList.set(name, [...(nameList.get(name) ?? []), namedCount]);
        }
      }
    }
  }
  return { named: namedCount > 0, namedCount, plain, nameList };
}

/** Translates and compiles; RegexpError for what Ruby refuses or JS cannot do exactly. */
export function translate(source: string, options: number, binary: boolean): Program {
  const t = new Translator(source, options, binary);
  const js = t.run();
  let re: RegExp;
  try {
    re = new RegExp(js, t.flags);
  } catch (e) {
    throw regexpError(`invalid pattern (${e instanceof Error ? e.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') : String(e)})`, source);
  }
  const names: Array<[string, number[]]> = [...t.names.entries()];
  const groups = names.length ? names.reduce((n, [, g]) => Math.max(n, ...g), 0) : countPlain(source);
  return { re, groups, names };
}

function countPlain(source: string): number {
  return prescan(source).plain;
}
