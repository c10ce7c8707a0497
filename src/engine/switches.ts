/**
 * The master's switches, as a standalone HBase 2.6 keeps them: each in its
 * own state store (LoadBalancerStateStore, RegionNormalizerStateStore,
 * SplitOrMergeStateStore, SnapshotCleanupStateStore; the catalog janitor's
 * and the cleaner chores' in the master). Every one is on in a new cluster;
 * the catalog keeps the ones ever switched (catalog.ts `switches`), so they
 * survive a restart as the state stores do.
 */
export type SwitchName =
  | 'balancer'
  | 'normalizer'
  | 'catalogjanitor'
  | 'cleaner_chore'
  | 'split'
  | 'merge'
  | 'snapshot_cleanup'
  /** The region server's compactions (compaction_switch): ephemeral, lost when the server restarts. */
  | 'compaction'
  /** The one region server is decommissioned (its znode under /hbase/draining). */
  | 'decommissioned';

export const SWITCH_DEFAULTS: Readonly<Record<SwitchName, boolean>> = {
  balancer: true,
  normalizer: true,
  catalogjanitor: true,
  cleaner_chore: true,
  split: true,
  merge: true,
  snapshot_cleanup: true,
  compaction: true,
  decommissioned: false,
};

/** Switches a server keeps only in memory (HRegionServer's compaction switch): never persisted. */
export const EPHEMERAL_SWITCHES: ReadonlySet<SwitchName> = new Set(['compaction']);
