/**
 * The engine's refusals of what a backend's capabilities rule out, one
 * UNSUPPORTED error each with its reason, checked before anything is read
 * or written (a refused statement changes nothing).
 */
import type { Backend } from './backend.js';
import { familyKeepDeletedCells } from './descriptor.js';
import { unsupported } from './errors.js';
import type { FamilyDescriptor } from './types.js';

export function checkReadSupported(backend: Backend, spec: { raw?: boolean; reversed?: boolean }): void {
  const c = backend.capabilities;
  if (spec.raw && c.markers === 'physical') throw unsupported(backend, 'RAW scans', 'a delete removes the cells it names and leaves no marker to show');
  if (spec.reversed && !c.reversedScans) throw unsupported(backend, 'Reversed scans', 'the store reads rows in ascending order only');
}

/** KEEP_DELETED_CELLS needs markers that stay (HBase's ScanQueryMatcher keeps masked cells behind them). */
export function checkFamiliesSupported(backend: Backend, families: readonly FamilyDescriptor[]): void {
  if (backend.capabilities.markers !== 'physical') return;
  for (const f of families) {
    if (familyKeepDeletedCells(f) !== 'FALSE') throw unsupported(backend, 'KEEP_DELETED_CELLS families', 'a delete removes the cells it names at once');
  }
}

export function checkCellTtlSupported(backend: Backend): void {
  if (!backend.capabilities.cellTtl) throw unsupported(backend, 'Per-cell TTLs', 'a cell cannot carry its own TTL; set TTL on the family');
}

export function checkRegionOperations(backend: Backend, what: string): void {
  if (!backend.capabilities.regionOperations) throw unsupported(backend, what, 'the store splits, merges and compacts its tablets itself');
}

export function checkTimestampSupported(backend: Backend, timestamp: bigint): void {
  const max = backend.capabilities.maxTimestamp;
  if (timestamp > max) throw unsupported(backend, `Timestamps above ${max}`, 'the store keeps microseconds in a signed 64-bit integer');
}
