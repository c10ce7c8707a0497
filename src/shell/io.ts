/**
 * The shell's I/O, injected so the REPL and the script runner are testable on
 * plain streams. stdout is buffered into ~64 KiB chunks (a 1M-cell scan would
 * otherwise make a million write calls) and honours backpressure. In script
 * runs it is also where group commit shows: text written while coalesced
 * writes wait for the store is held until they are in it (or dropped when
 * they are lost), so no `Took` line reports a write a crash could lose.
 */
import type { Writable } from 'node:stream';
import { interrupted } from '../errors.js';

export interface TextSink {
  write(text: string): void | Promise<void>;
}

const CHUNK = 64 * 1024;
/** Output held for unacknowledged writes beyond which the writes are committed at once (memory bound). */
const HOLD_LIMIT = 4 * 1024 * 1024;

/**
 * Group commit, seen from the output: a statement's output may not be seen
 * before the writes it reports are in the store.
 */
export interface OutputGate {
  /** Settles once every write made so far is in the store (rejects if lost); undefined when none waits. */
  pending(): Promise<void> | undefined;
  /** Commits the waiting writes now; never rejects (a failure is the session's to report). */
  commit(): Promise<void>;
}

const WAITING = 0;
const RELEASED = 1;
const LOST = 2;

/** Text written while the same writes were waiting (or none): it goes out, or is dropped, as one. */
interface Segment {
  parts: string[];
  gate: Promise<void> | undefined;
  state: typeof WAITING | typeof RELEASED | typeof LOST;
}

export class BufferedWriter {
  /** Segments not yet written out, oldest first; the last one takes new text. */
  private segments: Segment[] = [];
  /** Characters in `segments`. */
  private size = 0;
  /** Set by the session in script runs (coalesced writes): output waits for the writes it reports. */
  gate: OutputGate | undefined;
  /** The reader went away (EPIPE): nothing more is written, and writing stops the command. */
  broken = false;
  /** It was EPIPE. */
  brokenPipe = false;
  /** `capture 'file'`: told of everything written out, as it goes to the stream (text, or bytes it may reuse after). */
  copy: ((chunk: string | Uint8Array) => void) | undefined;

  constructor(private readonly stream: Writable) {}

  write(text: string): void | Promise<void> {
    if (this.broken) throw interrupted();
    const gate = this.gate?.pending();
    let seg = this.segments[this.segments.length - 1];
    if (seg === undefined || seg.gate !== gate) seg = this.segment(gate);
    seg.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) return this.overflow();
  }

  private segment(gate: Promise<void> | undefined): Segment {
    const seg: Segment = { parts: [], gate, state: gate ? WAITING : RELEASED };
    this.segments.push(seg);
    gate?.then(
      () => this.settle(seg, RELEASED),
      () => this.settle(seg, LOST),
    );
    return seg;
  }

  private settle(seg: Segment, state: Segment['state']): void {
    seg.state = state;
    if (this.segments[0] === seg) this.release();
  }

  /** Writes out (or drops, when their writes were lost) the leading segments whose writes are settled. */
  private release(): boolean {
    let text = '';
    while (this.segments.length > 0 && this.segments[0].state !== WAITING) {
      const seg = this.segments.shift()!;
      let n = 0;
      for (const p of seg.parts) n += p.length;
      this.size -= n;
      if (seg.state === RELEASED) text += seg.parts.length === 1 ? seg.parts[0] : seg.parts.join('');
    }
    if (text.length === 0 || this.broken) return true;
    this.copy?.(text);
    return this.stream.write(text);
  }

  /** A chunk's worth is buffered: out when nothing holds it, else held up to HOLD_LIMIT. */
  private overflow(): void | Promise<void> {
    if (this.segments[0].state !== WAITING) {
      if (!this.release()) return drained(this.stream);
      return;
    }
    if (this.size >= HOLD_LIMIT) return this.flush();
  }

  /**
   * Bytes, after the text written so far (the plain scan layout); resolves once the stream can
   * take more. True: the stream wrote them at once (a file, /dev/null), so they may be reused.
   */
  writeBytes(bytes: Uint8Array): boolean | Promise<boolean> {
    if (this.broken) throw interrupted();
    const p = this.flush();
    if (p) return p.then(() => (this.broken ? Promise.reject(interrupted()) : this.writeBytes(bytes))).then(() => false);
    this.copy?.(bytes);
    const ok = this.stream.write(bytes);
    if (!ok) return drained(this.stream).then(() => false);
    return this.stream.writableLength === 0;
  }

  /** Writes out what is buffered (committing the writes it waits for first); resolves once the stream can take more. */
  flush(): Promise<void> | void {
    if (this.segments.length === 0) return;
    if (this.segments.some((s) => s.state === WAITING)) return this.flushHeld();
    if (!this.release()) return drained(this.stream);
  }

  private async flushHeld(): Promise<void> {
    // What is buffered now, not what later statements add meanwhile (their writes may wait for a later batch).
    const gates = this.segments.map((s) => s.gate);
    await this.gate?.commit();
    await Promise.allSettled(gates);
    if (!this.release()) await drained(this.stream);
  }
}

/** The stream can take more (or will never: an error or close ends the wait too). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('error', done);
    stream.once('close', done);
  });
}

export interface ShellIO {
  stdout: BufferedWriter;
  /** Writes one line to stderr (stdout is flushed first so the two interleave as written). */
  stderr(line: string): void;
  /** Reads one line of input for y/n confirmations; null when there is nothing to read from. */
  readLine?(prompt: string): Promise<string | null>;
  /** stdout is a terminal: padded layout, colour, pager. */
  isTTY: boolean;
  /** Terminal width (0 when not a terminal: HBase's unpadded layout). */
  columns: number;
  /** A transient status line (long commands' progress) at a terminal; null clears it. Absent elsewhere. */
  progress?(text: string | null): void;
}

export function processIO(): ShellIO {
  const stdout = new BufferedWriter(process.stdout);
  let stderrAfter: Promise<void> | undefined;
  // `hsh … | head -1`: the reader is gone; the run stops quietly (see cli.ts for the status).
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    stdout.broken = true;
    stdout.brokenPipe ||= e.code === 'EPIPE';
  });
  const isTTY = Boolean(process.stdout.isTTY);
  return {
    stdout,
    stderr(line) {
      // After what stdout holds (output waiting for its writes), in order.
      const flushed = stdout.flush();
      if (flushed === undefined && stderrAfter === undefined) {
        process.stderr.write(line + '\n');
        return;
      }
      const next = Promise.all([stderrAfter, flushed]).then(() => void process.stderr.write(line + '\n'));
      stderrAfter = next;
      void next.then(() => {
        if (stderrAfter === next) stderrAfter = undefined;
      });
    },
    isTTY,
    columns: isTTY ? process.stdout.columns ?? 80 : 0,
  };
}
