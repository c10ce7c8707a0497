/**
 * What the prompt's own commands (history, set_format, debug) reach while a
 * REPL runs: its history and the session's live options. Set by startRepl,
 * cleared when it ends.
 */
import type { History } from './history.js';

/** Options the session reads each time it renders or reports (a subset of SessionOptions, plus the display format). */
export interface LiveSettings {
  epochTimestamps: boolean;
  debug: boolean;
  /** Output format for the next statements (read by the session's renderer). */
  format?: 'classic' | 'json' | 'table';
  /** Cells one `column: value` per line. */
  vertical?: boolean;
}

export const live: { settings?: LiveSettings; history?: History } = {};
