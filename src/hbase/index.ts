/**
 * HBase's client layer, as hbase-shell's hbase.rb, admin.rb and table.rb:
 * what lies between a command's parsed arguments and the engine. Commands
 * reach it through the session's HBase client (`ctx.hbase`): `admin.*` for
 * tables, namespaces, snapshots and the tools, `table(name).*` for data.
 * Everything here validates and words errors as HBase does (errors.ts);
 * nothing here formats output.
 */
export { HBase } from './client.js';
export { Admin, type AdminIO, type BulkAction, type Confirm } from './admin.js';
export { Table, type CellOptions, type CellsRead, type CountRead } from './table.js';
export { keyValueKey, type StoreCells, type StoreCellsSpec } from './store-cells.js';
export { ReplicationAdmin, namespacesString, peerId, tableCFsString } from './replication.js';
export { ALTER_KEYS } from './alter.js';
export { CREATE_KEYS } from './create.js';
export { javaFilter, supportedFilters } from './filter.js';
export { SCAN_KEYS, prefixStopRow, type ColumnConverter, type GlobalFormatter } from './scan-spec.js';
export { hostnamePort, regionInfoString, regionLocationString, regionNameAsString } from './regions.js';
export { NameDecoder, parseTableName } from './names.js';
export * from './errors.js';
export type {
  Clock,
  NamespaceDescriptor,
  ProcedureSummary,
  RegionInfo,
  ReplicationPeer,
  ReplicationPeerConfig,
  RowResult,
  ScanMetrics,
  SnapshotInfo,
  TableDescriptor,
} from '../engine/types.js';
export { switchArgument, splitOrMerge, type Servers } from './tools.js';
