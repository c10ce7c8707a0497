/**
 * The command registry: groups in the order `help` lists them (HBase's
 * shell.rb registration order) and, in each, its commands — declared here,
 * in one place, and loaded by name when first used, as shell.rb's
 * `load_command_group` requires `shell/commands/<name>`. Starting hsh loads
 * none of the 200 command modules; `-e "list"` loads one.
 *
 * What the shell needs before a command is loaded — its name, group,
 * aliases and whether a table reference routes to it (`t.put`) — is
 * declared beside its loader; test/commands/registry.test.ts checks it
 * against the command's own definition. Help, usage and option keys come
 * from the module: `help` loads every command first, and the prompt loads
 * them in the background once it is shown.
 *
 * A new command is one file in its group folder plus one line here.
 */
import type { Command, CommandContext, CommandResult, GroupName, Registry } from './define.js';
import type { Value } from '../ruby/values.js';

type Loader = () => Promise<Command>;
interface Traits {
  aliases?: readonly string[];
  /** `t.<name> …` calls the command with the table name first. */
  tableMethod?: boolean;
  /** A plain IRB method in HBase (no `Took` line): see Command.plain. */
  plain?: boolean;
}

/** Name and routing known up front; the definition imported on first use. */
class LazyCommand implements Command {
  private loaded: Command | undefined;
  private loading: Promise<Command> | undefined;
  readonly aliases: readonly string[] | undefined;
  readonly tableMethod: boolean | undefined;
  private readonly declaredPlain: boolean | undefined;

  constructor(
    readonly name: string,
    readonly group: GroupName,
    private readonly loader: Loader,
    traits: Traits,
  ) {
    this.aliases = traits.aliases;
    this.tableMethod = traits.tableMethod;
    this.declaredPlain = traits.plain;
  }

  get plain(): boolean | undefined {
    return this.loaded?.plain ?? this.declaredPlain;
  }

  /** The command's own definition (imported once). */
  load(): Promise<Command> {
    if (this.loaded) return Promise.resolve(this.loaded);
    this.loading ??= this.loader().then((c) => (this.loaded = c));
    return this.loading;
  }

  /** The definition, if already imported (the prompt's completion and hints read it synchronously). */
  get definition(): Command | undefined {
    return this.loaded;
  }

  get usage(): string {
    return this.loaded?.usage ?? this.name;
  }

  get help(): string {
    return this.loaded?.help ?? '';
  }

  get optionKeys(): readonly string[] | undefined {
    return this.loaded?.optionKeys;
  }

  async invoke(ctx: CommandContext, args: Value[]): Promise<CommandResult | void> {
    return (await this.load()).invoke(ctx, args);
  }
}

interface GroupSpec {
  name: GroupName;
  title: string;
  comment?: string;
  hidden?: boolean;
  /** hsh's own commands: `help` lists their groups after HBase's. */
  hshOnly?: boolean;
  commands: Array<[name: string, load: Loader, traits?: Traits]>;
}

const TABLE: Traits = { tableMethod: true };
const PLAIN: Traits = { plain: true };

const GROUPS: GroupSpec[] = [
  {
    name: 'general',
    title: 'GENERAL HBASE SHELL COMMANDS',
    commands: [
      ['processlist', () => import('./general/processlist.js').then((m) => m.processlist)],
      ['status', () => import('./general/status.js').then((m) => m.status)],
      ['table_help', () => import('./general/table_help.js').then((m) => m.table_help)],
      ['version', () => import('./general/version.js').then((m) => m.version)],
      ['whoami', () => import('./general/whoami.js').then((m) => m.whoami)],
    ],
  },
  {
    name: 'ddl',
    title: 'TABLES MANAGEMENT COMMANDS',
    commands: [
      ['alter', () => import('./ddl/alter.js').then((m) => m.alter)],
      ['alter_async', () => import('./ddl/alter_async.js').then((m) => m.alter_async)],
      ['alter_status', () => import('./ddl/alter_status.js').then((m) => m.alter_status)],
      ['clone_table_schema', () => import('./ddl/clone_table_schema.js').then((m) => m.clone_table_schema)],
      ['create', () => import('./ddl/create.js').then((m) => m.create)],
      ['describe', () => import('./ddl/describe.js').then((m) => m.describe), { aliases: ['desc'], tableMethod: true }],
      ['disable', () => import('./ddl/disable.js').then((m) => m.disable), TABLE],
      ['disable_all', () => import('./ddl/disable_all.js').then((m) => m.disable_all)],
      ['drop', () => import('./ddl/drop.js').then((m) => m.drop), TABLE],
      ['drop_all', () => import('./ddl/drop_all.js').then((m) => m.drop_all)],
      ['enable', () => import('./ddl/enable.js').then((m) => m.enable), TABLE],
      ['enable_all', () => import('./ddl/enable_all.js').then((m) => m.enable_all)],
      ['exists', () => import('./ddl/exists.js').then((m) => m.exists)],
      ['get_table', () => import('./ddl/get_table.js').then((m) => m.get_table)],
      ['is_disabled', () => import('./ddl/is_disabled.js').then((m) => m.is_disabled)],
      ['is_enabled', () => import('./ddl/is_enabled.js').then((m) => m.is_enabled)],
      ['list', () => import('./ddl/list.js').then((m) => m.list)],
      ['list_disabled_tables', () => import('./ddl/list_disabled_tables.js').then((m) => m.list_disabled_tables)],
      ['list_enabled_tables', () => import('./ddl/list_enabled_tables.js').then((m) => m.list_enabled_tables)],
      ['list_regions', () => import('./ddl/list_regions.js').then((m) => m.list_regions)],
      ['locate_region', () => import('./ddl/locate_region.js').then((m) => m.locate_region)],
      ['show_filters', () => import('./ddl/show_filters.js').then((m) => m.show_filters)],
    ],
  },
  {
    name: 'namespace',
    title: 'NAMESPACE MANAGEMENT COMMANDS',
    commands: [
      ['alter_namespace', () => import('./namespace/alter_namespace.js').then((m) => m.alter_namespace)],
      ['create_namespace', () => import('./namespace/create_namespace.js').then((m) => m.create_namespace)],
      ['describe_namespace', () => import('./namespace/describe_namespace.js').then((m) => m.describe_namespace)],
      ['drop_namespace', () => import('./namespace/drop_namespace.js').then((m) => m.drop_namespace)],
      ['list_namespace', () => import('./namespace/list_namespace.js').then((m) => m.list_namespace)],
      ['list_namespace_tables', () => import('./namespace/list_namespace_tables.js').then((m) => m.list_namespace_tables)],
    ],
  },
  {
    name: 'dml',
    title: 'DATA MANIPULATION COMMANDS',
    commands: [
      ['append', () => import('./dml/append.js').then((m) => m.append), TABLE],
      ['count', () => import('./dml/count.js').then((m) => m.count), TABLE],
      ['delete', () => import('./dml/delete.js').then((m) => m.del), TABLE],
      ['deleteall', () => import('./dml/deleteall.js').then((m) => m.deleteall), TABLE],
      ['get', () => import('./dml/get.js').then((m) => m.get), TABLE],
      ['get_counter', () => import('./dml/get_counter.js').then((m) => m.get_counter), TABLE],
      ['get_splits', () => import('./dml/get_splits.js').then((m) => m.get_splits), TABLE],
      ['incr', () => import('./dml/incr.js').then((m) => m.incr), TABLE],
      ['put', () => import('./dml/put.js').then((m) => m.put), TABLE],
      ['scan', () => import('./dml/scan.js').then((m) => m.scan), TABLE],
      ['truncate', () => import('./dml/truncate.js').then((m) => m.truncate), TABLE],
      ['truncate_preserve', () => import('./dml/truncate_preserve.js').then((m) => m.truncate_preserve), TABLE],
    ],
  },
  {
    name: 'tools',
    title: 'HBASE SURGERY TOOLS',
    comment: "WARNING: Above commands are for 'experts'-only as misuse can damage an install",
    commands: [
      ['compact', () => import('./tools/compact.js').then((m) => m.compact)],
      ['flush', () => import('./tools/flush.js').then((m) => m.flush), TABLE],
      ['major_compact', () => import('./tools/major_compact.js').then((m) => m.major_compact)],
      ['split', () => import('./tools/split.js').then((m) => m.split)],
      ['assign', () => import('./tools/assign.js').then((m) => m.assign)],
      ['balance_switch', () => import('./tools/balance_switch.js').then((m) => m.balance_switch)],
      ['balancer', () => import('./tools/balancer.js').then((m) => m.balancer)],
      ['balancer_enabled', () => import('./tools/balancer_enabled.js').then((m) => m.balancer_enabled)],
      ['catalogjanitor_enabled', () => import('./tools/catalogjanitor_enabled.js').then((m) => m.catalogjanitor_enabled)],
      ['catalogjanitor_run', () => import('./tools/catalogjanitor_run.js').then((m) => m.catalogjanitor_run)],
      ['catalogjanitor_switch', () => import('./tools/catalogjanitor_switch.js').then((m) => m.catalogjanitor_switch)],
      ['cleaner_chore_enabled', () => import('./tools/cleaner_chore_enabled.js').then((m) => m.cleaner_chore_enabled)],
      ['cleaner_chore_run', () => import('./tools/cleaner_chore_run.js').then((m) => m.cleaner_chore_run)],
      ['cleaner_chore_switch', () => import('./tools/cleaner_chore_switch.js').then((m) => m.cleaner_chore_switch)],
      ['clear_block_cache', () => import('./tools/clear_block_cache.js').then((m) => m.clear_block_cache)],
      ['clear_compaction_queues', () => import('./tools/clear_compaction_queues.js').then((m) => m.clear_compaction_queues)],
      ['clear_deadservers', () => import('./tools/clear_deadservers.js').then((m) => m.clear_deadservers)],
      ['clear_slowlog_responses', () => import('./tools/clear_slowlog_responses.js').then((m) => m.clear_slowlog_responses)],
      ['close_region', () => import('./tools/close_region.js').then((m) => m.close_region)],
      ['compact_rs', () => import('./tools/compact_rs.js').then((m) => m.compact_rs)],
      ['compaction_state', () => import('./tools/compaction_state.js').then((m) => m.compaction_state)],
      ['compaction_switch', () => import('./tools/compaction_switch.js').then((m) => m.compaction_switch)],
      ['decommission_regionservers', () => import('./tools/decommission_regionservers.js').then((m) => m.decommission_regionservers)],
      ['flush_master_store', () => import('./tools/flush_master_store.js').then((m) => m.flush_master_store)],
      ['get_balancer_decisions', () => import('./tools/get_balancer_decisions.js').then((m) => m.get_balancer_decisions)],
      ['get_balancer_rejections', () => import('./tools/get_balancer_rejections.js').then((m) => m.get_balancer_rejections)],
      ['get_largelog_responses', () => import('./tools/get_largelog_responses.js').then((m) => m.get_largelog_responses)],
      ['get_slowlog_responses', () => import('./tools/get_slowlog_responses.js').then((m) => m.get_slowlog_responses)],
      ['hbck_chore_run', () => import('./tools/hbck_chore_run.js').then((m) => m.hbck_chore_run)],
      ['is_in_maintenance_mode', () => import('./tools/is_in_maintenance_mode.js').then((m) => m.is_in_maintenance_mode)],
      ['list_deadservers', () => import('./tools/list_deadservers.js').then((m) => m.list_deadservers)],
      ['list_decommissioned_regionservers', () => import('./tools/list_decommissioned_regionservers.js').then((m) => m.list_decommissioned_regionservers)],
      ['list_liveservers', () => import('./tools/list_liveservers.js').then((m) => m.list_liveservers)],
      ['list_unknownservers', () => import('./tools/list_unknownservers.js').then((m) => m.list_unknownservers)],
      ['merge_region', () => import('./tools/merge_region.js').then((m) => m.merge_region)],
      ['move', () => import('./tools/move.js').then((m) => m.move)],
      ['normalize', () => import('./tools/normalize.js').then((m) => m.normalize)],
      ['normalizer_enabled', () => import('./tools/normalizer_enabled.js').then((m) => m.normalizer_enabled)],
      ['normalizer_switch', () => import('./tools/normalizer_switch.js').then((m) => m.normalizer_switch)],
      ['recommission_regionserver', () => import('./tools/recommission_regionserver.js').then((m) => m.recommission_regionserver)],
      ['regioninfo', () => import('./tools/regioninfo.js').then((m) => m.regioninfo)],
      ['rit', () => import('./tools/rit.js').then((m) => m.rit)],
      ['snapshot_cleanup_enabled', () => import('./tools/snapshot_cleanup_enabled.js').then((m) => m.snapshot_cleanup_enabled)],
      ['snapshot_cleanup_switch', () => import('./tools/snapshot_cleanup_switch.js').then((m) => m.snapshot_cleanup_switch)],
      ['splitormerge_enabled', () => import('./tools/splitormerge_enabled.js').then((m) => m.splitormerge_enabled)],
      ['splitormerge_switch', () => import('./tools/splitormerge_switch.js').then((m) => m.splitormerge_switch)],
      ['stop_master', () => import('./tools/stop_master.js').then((m) => m.stop_master)],
      ['stop_regionserver', () => import('./tools/stop_regionserver.js').then((m) => m.stop_regionserver)],
      ['trace', () => import('./tools/trace.js').then((m) => m.trace)],
      ['truncate_region', () => import('./tools/truncate_region.js').then((m) => m.truncate_region)],
      ['unassign', () => import('./tools/unassign.js').then((m) => m.unassign)],
      ['wal_roll', () => import('./tools/wal_roll.js').then((m) => m.wal_roll), { aliases: ['hlog_roll'] }],
      ['zk_dump', () => import('./tools/zk_dump.js').then((m) => m.zk_dump)],
    ],
  },
  {
    name: 'replication',
    title: 'CLUSTER REPLICATION TOOLS',
    commands: [
      ['add_peer', () => import('./replication/add_peer.js').then((m) => m.add_peer)],
      ['append_peer_exclude_namespaces', () => import('./replication/append_peer_exclude_namespaces.js').then((m) => m.append_peer_exclude_namespaces)],
      ['append_peer_exclude_tableCFs', () => import('./replication/append_peer_exclude_tableCFs.js').then((m) => m.append_peer_exclude_tableCFs)],
      ['append_peer_namespaces', () => import('./replication/append_peer_namespaces.js').then((m) => m.append_peer_namespaces)],
      ['append_peer_tableCFs', () => import('./replication/append_peer_tableCFs.js').then((m) => m.append_peer_tableCFs)],
      ['disable_peer', () => import('./replication/disable_peer.js').then((m) => m.disable_peer)],
      ['disable_table_replication', () => import('./replication/disable_table_replication.js').then((m) => m.disable_table_replication)],
      ['enable_peer', () => import('./replication/enable_peer.js').then((m) => m.enable_peer)],
      ['enable_table_replication', () => import('./replication/enable_table_replication.js').then((m) => m.enable_table_replication)],
      ['get_peer_config', () => import('./replication/get_peer_config.js').then((m) => m.get_peer_config)],
      ['list_peer_configs', () => import('./replication/list_peer_configs.js').then((m) => m.list_peer_configs)],
      ['list_peers', () => import('./replication/list_peers.js').then((m) => m.list_peers)],
      ['list_replicated_tables', () => import('./replication/list_replicated_tables.js').then((m) => m.list_replicated_tables)],
      ['peer_modification_enabled', () => import('./replication/peer_modification_enabled.js').then((m) => m.peer_modification_enabled)],
      ['peer_modification_switch', () => import('./replication/peer_modification_switch.js').then((m) => m.peer_modification_switch)],
      ['remove_peer', () => import('./replication/remove_peer.js').then((m) => m.remove_peer)],
      ['remove_peer_exclude_namespaces', () => import('./replication/remove_peer_exclude_namespaces.js').then((m) => m.remove_peer_exclude_namespaces)],
      ['remove_peer_exclude_tableCFs', () => import('./replication/remove_peer_exclude_tableCFs.js').then((m) => m.remove_peer_exclude_tableCFs)],
      ['remove_peer_namespaces', () => import('./replication/remove_peer_namespaces.js').then((m) => m.remove_peer_namespaces)],
      ['remove_peer_tableCFs', () => import('./replication/remove_peer_tableCFs.js').then((m) => m.remove_peer_tableCFs)],
      ['set_peer_bandwidth', () => import('./replication/set_peer_bandwidth.js').then((m) => m.set_peer_bandwidth)],
      ['set_peer_exclude_namespaces', () => import('./replication/set_peer_exclude_namespaces.js').then((m) => m.set_peer_exclude_namespaces)],
      ['set_peer_exclude_tableCFs', () => import('./replication/set_peer_exclude_tableCFs.js').then((m) => m.set_peer_exclude_tableCFs)],
      ['set_peer_namespaces', () => import('./replication/set_peer_namespaces.js').then((m) => m.set_peer_namespaces)],
      ['set_peer_replicate_all', () => import('./replication/set_peer_replicate_all.js').then((m) => m.set_peer_replicate_all)],
      ['set_peer_serial', () => import('./replication/set_peer_serial.js').then((m) => m.set_peer_serial)],
      ['set_peer_tableCFs', () => import('./replication/set_peer_tableCFs.js').then((m) => m.set_peer_tableCFs)],
      ['show_peer_tableCFs', () => import('./replication/show_peer_tableCFs.js').then((m) => m.show_peer_tableCFs)],
      ['update_peer_config', () => import('./replication/update_peer_config.js').then((m) => m.update_peer_config)],
    ],
  },
  {
    name: 'snapshots',
    title: 'CLUSTER SNAPSHOT TOOLS',
    commands: [
      ['clone_snapshot', () => import('./snapshots/clone_snapshot.js').then((m) => m.clone_snapshot)],
      ['delete_all_snapshot', () => import('./snapshots/delete_all_snapshot.js').then((m) => m.delete_all_snapshot)],
      ['delete_snapshot', () => import('./snapshots/delete_snapshot.js').then((m) => m.delete_snapshot)],
      ['delete_table_snapshots', () => import('./snapshots/delete_table_snapshots.js').then((m) => m.delete_table_snapshots)],
      ['list_snapshots', () => import('./snapshots/list_snapshots.js').then((m) => m.list_snapshots)],
      ['list_table_snapshots', () => import('./snapshots/list_table_snapshots.js').then((m) => m.list_table_snapshots)],
      ['restore_snapshot', () => import('./snapshots/restore_snapshot.js').then((m) => m.restore_snapshot)],
      ['snapshot', () => import('./snapshots/snapshot.js').then((m) => m.snapshot), TABLE],
    ],
  },
  {
    name: 'configuration',
    title: 'ONLINE CONFIGURATION TOOLS',
    commands: [
      ['update_all_config', () => import('./configuration/update_all_config.js').then((m) => m.update_all_config)],
      ['update_config', () => import('./configuration/update_config.js').then((m) => m.update_config)],
      ['update_rsgroup_config', () => import('./configuration/update_rsgroup_config.js').then((m) => m.update_rsgroup_config)],
    ],
  },
  {
    name: 'quotas',
    title: 'CLUSTER QUOTAS TOOLS',
    commands: [
      ['disable_exceed_throttle_quota', () => import('./quotas/disable_exceed_throttle_quota.js').then((m) => m.disable_exceed_throttle_quota)],
      ['disable_rpc_throttle', () => import('./quotas/disable_rpc_throttle.js').then((m) => m.disable_rpc_throttle)],
      ['enable_exceed_throttle_quota', () => import('./quotas/enable_exceed_throttle_quota.js').then((m) => m.enable_exceed_throttle_quota)],
      ['enable_rpc_throttle', () => import('./quotas/enable_rpc_throttle.js').then((m) => m.enable_rpc_throttle)],
      ['list_quota_snapshots', () => import('./quotas/list_quota_snapshots.js').then((m) => m.list_quota_snapshots)],
      ['list_quota_table_sizes', () => import('./quotas/list_quota_table_sizes.js').then((m) => m.list_quota_table_sizes)],
      ['list_quotas', () => import('./quotas/list_quotas.js').then((m) => m.list_quotas)],
      ['list_snapshot_sizes', () => import('./quotas/list_snapshot_sizes.js').then((m) => m.list_snapshot_sizes)],
      ['rpc_throttle_enabled', () => import('./quotas/rpc_throttle_enabled.js').then((m) => m.rpc_throttle_enabled)],
      ['set_quota', () => import('./quotas/set_quota.js').then((m) => m.set_quota)],
    ],
  },
  {
    name: 'security',
    title: 'SECURITY TOOLS',
    comment: 'NOTE: Above commands are only applicable if running with the AccessController coprocessor',
    commands: [
      ['grant', () => import('./security/grant.js').then((m) => m.grant)],
      ['list_security_capabilities', () => import('./security/list_security_capabilities.js').then((m) => m.list_security_capabilities)],
      ['revoke', () => import('./security/revoke.js').then((m) => m.revoke)],
      ['user_permission', () => import('./security/user_permission.js').then((m) => m.user_permission)],
    ],
  },
  {
    name: 'procedures',
    title: 'PROCEDURES & LOCKS MANAGEMENT',
    commands: [
      ['list_locks', () => import('./procedures/list_locks.js').then((m) => m.list_locks)],
      ['list_procedures', () => import('./procedures/list_procedures.js').then((m) => m.list_procedures)],
    ],
  },
  {
    name: 'visibility labels',
    title: 'VISIBILITY LABEL TOOLS',
    comment: 'NOTE: Above commands are only applicable if running with the VisibilityController coprocessor',
    commands: [
      ['add_labels', () => import('./visibility_labels/add_labels.js').then((m) => m.add_labels)],
      ['clear_auths', () => import('./visibility_labels/clear_auths.js').then((m) => m.clear_auths)],
      ['get_auths', () => import('./visibility_labels/get_auths.js').then((m) => m.get_auths)],
      ['list_labels', () => import('./visibility_labels/list_labels.js').then((m) => m.list_labels)],
      ['set_auths', () => import('./visibility_labels/set_auths.js').then((m) => m.set_auths)],
      ['set_visibility', () => import('./visibility_labels/set_visibility.js').then((m) => m.set_visibility)],
    ],
  },
  {
    name: 'rsgroup',
    title: 'RSGroups',
    comment: 'NOTE: The rsgroup Coprocessor Endpoint must be enabled on the Master else commands fail with:\n' +
      '  UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService',
    commands: [
      ['add_rsgroup', () => import('./rsgroup/add_rsgroup.js').then((m) => m.add_rsgroup)],
      ['alter_rsgroup_config', () => import('./rsgroup/alter_rsgroup_config.js').then((m) => m.alter_rsgroup_config)],
      ['balance_rsgroup', () => import('./rsgroup/balance_rsgroup.js').then((m) => m.balance_rsgroup)],
      ['get_namespace_rsgroup', () => import('./rsgroup/get_namespace_rsgroup.js').then((m) => m.get_namespace_rsgroup)],
      ['get_rsgroup', () => import('./rsgroup/get_rsgroup.js').then((m) => m.get_rsgroup)],
      ['get_server_rsgroup', () => import('./rsgroup/get_server_rsgroup.js').then((m) => m.get_server_rsgroup)],
      ['get_table_rsgroup', () => import('./rsgroup/get_table_rsgroup.js').then((m) => m.get_table_rsgroup)],
      ['list_rsgroups', () => import('./rsgroup/list_rsgroups.js').then((m) => m.list_rsgroups)],
      ['move_namespaces_rsgroup', () => import('./rsgroup/move_namespaces_rsgroup.js').then((m) => m.move_namespaces_rsgroup)],
      ['move_servers_namespaces_rsgroup', () => import('./rsgroup/move_servers_namespaces_rsgroup.js').then((m) => m.move_servers_namespaces_rsgroup)],
      ['move_servers_rsgroup', () => import('./rsgroup/move_servers_rsgroup.js').then((m) => m.move_servers_rsgroup)],
      ['move_servers_tables_rsgroup', () => import('./rsgroup/move_servers_tables_rsgroup.js').then((m) => m.move_servers_tables_rsgroup)],
      ['move_tables_rsgroup', () => import('./rsgroup/move_tables_rsgroup.js').then((m) => m.move_tables_rsgroup)],
      ['remove_rsgroup', () => import('./rsgroup/remove_rsgroup.js').then((m) => m.remove_rsgroup)],
      ['remove_servers_rsgroup', () => import('./rsgroup/remove_servers_rsgroup.js').then((m) => m.remove_servers_rsgroup)],
      ['rename_rsgroup', () => import('./rsgroup/rename_rsgroup.js').then((m) => m.rename_rsgroup)],
      ['show_rsgroup_config', () => import('./rsgroup/show_rsgroup_config.js').then((m) => m.show_rsgroup_config)],
    ],
  },
  {
    name: 'storefiletracker',
    title: 'StoreFileTracker',
    commands: [
      ['change_sft', () => import('./storefiletracker/change_sft.js').then((m) => m.change_sft)],
      ['change_sft_all', () => import('./storefiletracker/change_sft_all.js').then((m) => m.change_sft_all)],
    ],
  },
  {
    name: 'hsh',
    title: 'HSH SHELL COMMANDS',
    hshOnly: true,
    commands: [
      ['history', () => import('./hsh/history.js').then((m) => m.history)],
      ['set_durability', () => import('./hsh/set_durability.js').then((m) => m.set_durability)],
      ['set_format', () => import('./hsh/set_format.js').then((m) => m.set_format)],
      ['timing', () => import('./hsh/timing.js').then((m) => m.timing), PLAIN],
    ],
  },
  {
    name: 'labs',
    title: 'HSH LAB COMMANDS',
    hshOnly: true,
    commands: [
      ['assert', () => import('./labs/assert.js').then((m) => m.assert), PLAIN],
      ['assert_equal', () => import('./labs/assert_equal.js').then((m) => m.assert_equal), PLAIN],
      ['assert_raises', () => import('./labs/assert_raises.js').then((m) => m.assert_raises), PLAIN],
      ['get_row', () => import('./labs/get_row.js').then((m) => m.get_row), TABLE],
      ['get_value', () => import('./labs/get_value.js').then((m) => m.get_value), TABLE],
      ['scan_rows', () => import('./labs/scan_rows.js').then((m) => m.scan_rows), TABLE],
      ['list_cells', () => import('./labs/list_cells.js').then((m) => m.list_cells), TABLE],
      ['region_heat', () => import('./labs/region_heat.js').then((m) => m.region_heat), TABLE],
      ['counter_value', () => import('./labs/counter_value.js').then((m) => m.counter_value), TABLE],
      ['table_schema', () => import('./labs/table_schema.js').then((m) => m.table_schema), TABLE],
      ['region_count', () => import('./labs/region_count.js').then((m) => m.region_count), TABLE],
      ['split_keys', () => import('./labs/split_keys.js').then((m) => m.split_keys), TABLE],
      ['region_requests', () => import('./labs/region_requests.js').then((m) => m.region_requests), TABLE],
      ['dump', () => import('./labs/dump.js').then((m) => m.dump), PLAIN],
      ['load', () => import('./labs/load.js').then((m) => m.load), PLAIN],
      ['capture', () => import('./labs/capture.js').then((m) => m.capture), PLAIN],
      ['import_tsv', () => import('./labs/import_tsv.js').then((m) => m.import_tsv)],
      ['export_csv', () => import('./labs/export_csv.js').then((m) => m.export_csv)],
    ],
  },
  // The shell's own IRB methods (help, tools, debug): not commands in HBase, never listed.
  {
    name: 'shell',
    title: 'SHELL COMMANDS',
    hidden: true,
    commands: [
      ['debug', () => import('./shell/debug.js').then((m) => m.debug), PLAIN],
      ['debug?', () => import('./shell/debug.js').then((m) => m.debugState), PLAIN],
      ['help', () => import('./shell/help.js').then((m) => m.help), PLAIN],
      // HBase's backwards-compatible `tools` method: help 'tools'.
      ['tools', () => import('./shell/help.js').then((m) => m.tools), PLAIN],
    ],
  },
];

export interface LazyRegistry extends Registry {
  /** Imports every command (help lists them all; the prompt warms up with it). */
  loadAll(): Promise<void>;
}

function build(): LazyRegistry {
  const byName = new Map<string, LazyCommand>();
  const groups = GROUPS.map((g) => {
    const commands = g.commands.map(([name, load, traits = {}]) => {
      const command = new LazyCommand(name, g.name, checked(name, g.name, load), traits);
      for (const n of [name, ...(traits.aliases ?? [])]) {
        if (byName.has(n)) throw new Error(`command ${n} registered twice`);
        byName.set(n, command);
      }
      return command;
    });
    commands.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { name: g.name, title: g.title, comment: g.comment, hidden: g.hidden, hshOnly: g.hshOnly, commands: commands as Command[] };
  });
  const all = groups.flatMap((g) => g.commands);
  return {
    get: (name) => byName.get(name),
    all: () => all,
    groups: () => groups.filter((g) => !g.hidden),
    loadAll: async () => {
      await Promise.all([...byName.values()].map((c) => c.load()));
    },
  };
}

/** A loader that refuses a module whose command is not the one declared here. */
function checked(name: string, group: GroupName, load: Loader): Loader {
  return async () => {
    const command = await load();
    if (command.name !== name || command.group !== group) {
      throw new Error(`command module for ${group}/${name} defines ${command.group}/${command.name}`);
    }
    return command;
  };
}

export const registry: LazyRegistry = build();
