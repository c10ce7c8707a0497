/**
 * What a running REPL shares with the session that runs its statements: its
 * history, which the `history` command lists. Set by startRepl, cleared when
 * it ends. (Module state is the shell's alone: commands reach this only
 * through their context, `CommandContext.history()`.)
 */
import type { History } from './history.js';

export const live: { history?: History } = {};
