/**
 * Comparators and compare operators, as HBase's ByteArrayComparable classes
 * and CompareFilter.compare implement them.
 *
 * A comparator's compareTo(data) is an int; a filter then asks
 * `filterOut(op, compareTo(data))`, which is true when the data must be
 * dropped. For `binary:v`, compareTo is `compare(v, data)`, so `RowFilter(<,
 * 'binary:m')` keeps rows with `row < m`: the data is the left operand of op.
 */
import { compareBytes, toUtf8String } from '../../bytes.js';
import type { Comparator, CompareOp } from '../../filter/index.js';

export function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  if (data.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (data[i] !== prefix[i]) return false;
  return true;
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
      // The pattern was translated (and checked) when the filter was parsed (src/filter/regex.ts).
      const re = new RegExp(c.regex.source, c.regex.flags);
      return (data) => (re.test(toUtf8String(data)) ? 0 : 1);
    }
    case 'substring': {
      const sub = toUtf8String(v).toLowerCase();
      return (data) => (toUtf8String(data).toLowerCase().includes(sub) ? 0 : 1);
    }
  }
}
