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
  /** region_heat's bars, by the share of the bar they fill: from half, from a fifth, below. */
  barHot: Style;
  barWarm: Style;
  barCool: Style;
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
    barHot: wrap(c.red),
    barWarm: wrap(c.yellow),
    barCool: wrap(c.green),
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
  barHot: identity,
  barWarm: identity,
  barCool: identity,
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

/** region_heat's bars (commands/labs/region_heat.ts): the filled part, then the rest of the track. */
export const BAR_FILL = '\u2588';
export const BAR_TRACK = '\u2591';
const BARS = new RegExp(`(${BAR_FILL}*)(${BAR_TRACK}*)`, 'g');

/**
 * Colours the bars of a line: the filled part hot, warm or cool by the share
 * of the bar it fills (so the region taking every write is red), the empty
 * track dimmed. Plain when off, and lines without bars are left alone.
 */
export function styleBars(line: string, styles: Styles): string {
  if (!styles.enabled || !(line.includes(BAR_FILL) || line.includes(BAR_TRACK))) return line;
  return line.replace(BARS, (bar: string, fill: string, track: string) => {
    if (bar === '') return bar;
    const share = fill.length / bar.length;
    const style = share >= 0.5 ? styles.barHot : share >= 0.2 ? styles.barWarm : styles.barCool;
    return style(fill) + styles.dim(track);
  });
}
