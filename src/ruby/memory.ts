/**
 * How large a value the shell's Ruby makes: past these sizes an operation
 * raises Ruby's `NoMemoryError: failed to allocate memory` before it
 * allocates anything, as MRI's and JRuby's do when an allocation fails.
 * Far below what a process can hold, so that no single statement can take
 * V8 to its heap limit (which aborts the process and loses pending output);
 * growth over many statements or loop iterations is the shell's heap check's
 * (src/shell/heap.ts).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';

/**
 * Bytes of a String: 16 MiB, above the largest cell (hbase.client.keyvalue.maxsize,
 * 10 MiB). Past it, the passes a statement makes over a string (decode, validate,
 * print its error) cost it more than a second: `npm run fuzz` found table names of
 * 40 and 120 MB.
 */
export const MAX_STRING_BYTES = 1 << 24;

/** Elements of an Array: 4 Mi (each element may be an object of its own: 4 Mi one-character strings take some 500 MB of heap). */
export const MAX_ARRAY_LENGTH = 1 << 22;

/** Entries of a Hash: 1 Mi (each entry is a pair and a lookup is a scan: far more is never reached in a run's time). */
export const MAX_HASH_SIZE = 1 << 20;

export function noMemory(loc?: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', 'failed to allocate memory', { loc, rubyClass: 'NoMemoryError' });
}

/** A String of `bytes` bytes may be made. */
export function allocString(bytes: number | bigint, loc?: Loc): void {
  if (bytes > MAX_STRING_BYTES) throw noMemory(loc);
}

/** An Array of `length` elements may be made (or grown to it). */
export function allocArray(length: number | bigint, loc?: Loc): void {
  if (length > MAX_ARRAY_LENGTH) throw noMemory(loc);
}

/** A Hash of `size` entries may be made (or grown to it). */
export function allocHash(size: number, loc?: Loc): void {
  if (size > MAX_HASH_SIZE) throw noMemory(loc);
}
