/** Waiting for what a pseudo-terminal shows (the tmux-driven tests). */

/** Polls `read` (a capture-pane) every 50 ms until it contains `what`; the screen then, or an error showing the last one. */
export async function waitOnScreen(read: () => string, what: string | RegExp, timeoutMs = 10_000): Promise<string> {
  const start = Date.now();
  let last = '';
  while (Date.now() - start < timeoutMs) {
    last = read();
    if (typeof what === 'string' ? last.includes(what) : what.test(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${String(what)}; the screen was:\n${last}`);
}
