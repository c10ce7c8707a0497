/**
 * The shell's I/O, injected so the REPL and the script runner are testable on
 * plain streams. stdout is buffered into ~64 KiB chunks (a 1M-cell scan would
 * otherwise make a million write calls) and honours backpressure.
 */
import type { Writable } from 'node:stream';

export interface TextSink {
  write(text: string): void | Promise<void>;
}

const CHUNK = 64 * 1024;

export class BufferedWriter implements TextSink {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly stream: Writable) {}

  write(text: string): void | Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) return this.flush();
  }

  /**
   * Bytes, after the text written so far (the plain scan layout); resolves once the stream can
   * take more. True: the stream wrote them at once (a file, /dev/null), so they may be reused.
   */
  writeBytes(bytes: Uint8Array): boolean | Promise<boolean> {
    const p = this.flush();
    const ok = this.stream.write(bytes);
    if (p || !ok) return Promise.all([p, ok ? undefined : drained(this.stream)]).then(() => false);
    return this.stream.writableLength === 0;
  }

  /** Writes out what is buffered; resolves once the stream can take more. */
  flush(): Promise<void> | void {
    if (this.size === 0 && this.parts.length === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(text)) return drained(this.stream);
  }
}

function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => stream.once('drain', () => resolve()));
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
  const isTTY = Boolean(process.stdout.isTTY);
  return {
    stdout,
    stderr(line) {
      void stdout.flush();
      process.stderr.write(line + '\n');
    },
    isTTY,
    columns: isTTY ? process.stdout.columns ?? 80 : 0,
  };
}
