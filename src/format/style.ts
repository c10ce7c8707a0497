/**
 * Semantic styles: the only module that imports chalk. Colour is on only
 * when the caller asks for it — the caller decides from the terminal,
 * NO_COLOR, TERM=dumb and --no-color; nothing here looks at the environment.
 * With colour off every style is the identity, so plain output is
 * byte-for-byte what HBase prints.
 *
 * The field names match the prompt's Palette (src/shell/highlight.ts), and
 * the escape sequences are the same basic SGR codes, so a Palette can be
 * built from `createStyles(true)` unchanged.
 */
import { Chalk, type ChalkInstance } from 'chalk';

export type Style = (text: string) => string;

export interface Styles {
  readonly enabled: boolean;
  /** `ERROR: …` lines. */
  error: Style;
  /** The caret under a parse error. */
  caret: Style;
  /** WARN: lines. */
  warning: Style;
  /** The `hbase:001:0> ` prompt. */
  prompt: Style;
  /** Greyed hints (argument hints, `For usage try …`). */
  hint: Style;
  /** String literals and quoted values. */
  string: Style;
  /** Numbers. */
  number: Style;
  /** Bare constants (VERSIONS, true, nil). */
  constant: Style;
  /** Ruby keywords (for, do, end). */
  keyword: Style;
  /** `=>`. */
  arrow: Style;
  comment: Style;
  /** Command names. */
  command: Style;
  /** Hash keys as symbols, punctuation. */
  symbol: Style;
  suggestion: Style;
  /** Secondary text (`Took …` lines, table borders). */
  dim: Style;
  /** Table headings in --format table. */
  heading: Style;
}

const identity: Style = (s) => s;

/** Wraps a chalk style so empty strings stay empty (no stray escape pairs). */
function wrap(style: ChalkInstance): Style {
  return (s) => (s === '' ? s : style(s));
}

/** Styles with colour on (16-colour SGR codes) or off (identity). */
export function createStyles(enabled: boolean): Styles {
  if (!enabled) return plainStyles;
  const c = new Chalk({ level: 1 });
  return {
    enabled: true,
    error: wrap(c.red),
    caret: wrap(c.bold.red),
    warning: wrap(c.yellow),
    prompt: wrap(c.bold),
    hint: wrap(c.gray),
    string: wrap(c.green),
    number: wrap(c.yellow),
    constant: wrap(c.cyan),
    keyword: wrap(c.magenta),
    arrow: wrap(c.magenta),
    comment: wrap(c.gray),
    command: wrap(c.bold),
    symbol: wrap(c.cyan),
    suggestion: wrap(c.cyan),
    dim: wrap(c.gray),
    heading: wrap(c.bold),
  };
}

export const plainStyles: Styles = Object.freeze({
  enabled: false,
  error: identity,
  caret: identity,
  warning: identity,
  prompt: identity,
  hint: identity,
  string: identity,
  number: identity,
  constant: identity,
  keyword: identity,
  arrow: identity,
  comment: identity,
  command: identity,
  symbol: identity,
  suggestion: identity,
  dim: identity,
  heading: identity,
});

/**
 * Colours an `=> value` echo (Ruby inspect text): strings, numbers,
 * true/false/nil, and the arrow. A light lexical pass; plain when off.
 */
export function styleEcho(line: string, styles: Styles): string {
  if (!styles.enabled) return line;
  const m = /^=> (.*)$/s.exec(line);
  if (!m) return line;
  const body = m[1].replace(/"(?:[^"\\]|\\.)*"|-?\b\d+(?:\.\d+)?\b|\b(?:true|false|nil)\b/g, (t) =>
    t.startsWith('"') ? styles.string(t) : /^[tfn]/.test(t) ? styles.constant(t) : styles.number(t),
  );
  return `${styles.arrow('=>')} ${body}`;
}
