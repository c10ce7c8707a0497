/**
 * The engine's entry point: `openEngine` and the helpers other modules use
 * (name validation, descriptor defaults and accessors, split computation).
 * The contract itself is types.ts; a backend implements backend.ts.
 */
export { openEngine } from './engine.js';
export { validateTableName, validateFamilyName, validateNamespaceName, validateSnapshotName, DEFAULT_NAMESPACE, SYSTEM_NAMESPACE } from './names.js';
export {
  defaultFamilyValues,
  familyDescriptor,
  familyVersions,
  familyMinVersions,
  familyTtl,
  familyKeepDeletedCells,
  checkTableSpec,
  computeSplits,
  FOREVER,
  LATEST_TIMESTAMP,
  FILE_TRACKER_KEY,
  FILE_TRACKER_DEFAULT,
  type KeepDeletedCells,
} from './descriptor.js';
export { regionName, serverName } from './regions.js';
export { MAX_ROW_LENGTH, MAX_KEYVALUE_SIZE, checkRow, checkKeyValueSize as checkCellSize } from './write.js';
export type * from './types.js';
export { CELL_TYPE_CODE } from './types.js';
