import { defineCommand, lines, optionalString } from '../define.js';
import type { Engine } from '../../engine/types.js';
import { systemTablesOf } from '../ddl/common.js';

/**
 * The regions the one region server holds open: every region of every
 * enabled table (a disabled table's regions are closed), the catalog tables
 * hbase:meta and hbase:namespace included, as a 2.6 cluster counts them.
 */
export function onlineRegions(engine: Engine): number {
  let regions = 0;
  const tables = [...engine.listTables().filter((t) => t.name.namespace !== 'hbase'), ...systemTablesOf(engine)];
  for (const t of tables) if (t.state === 'ENABLED') regions += t.splits.length + 1;
  return regions;
}

/**
 * hsh is a one-server cluster: one master, one region server, the load is
 * its region count. The formats are admin.rb's `status`: server names as
 * `host:port startcode`, the replication lines' SOURCE (7 spaces) and SINK
 * (6 spaces) prefixes, no peers.
 */
export const status = defineCommand({
  name: 'status',
  group: 'general',
  usage: "status ['summary'|'simple'|'detailed'|'tasks'|'replication']",
  help: `Show cluster status. Can be 'summary', 'simple', 'detailed', 'tasks', or 'replication'. The
default is 'summary'. Examples:

  hbase> status
  hbase> status 'summary'
  hbase> status 'simple'
  hbase> status 'detailed'
  hbase> status 'tasks'
  hbase> status 'replication'
  hbase> status 'replication', 'source'
  hbase> status 'replication', 'sink'
`,
  args: [optionalString('format'), optionalString('type')],
  async run(ctx, [format = 'summary', type = 'both']) {
    const engine = await ctx.engine();
    const regions = onlineRegions(engine);
    // The one process is master and region server: both show the store's start code (1 before any table exists).
    const startcode = String(engine.serverStartcode() ?? 1n);
    const load = `requestsPerSecond=0.0, numberOfOnlineRegions=${regions}, usedHeapMB=0, maxHeapMB=0`;
    switch (format) {
      case 'simple':
        return {
          outputs: [
            lines(
              `active master:  localhost:16000 ${startcode}`,
              '0 backup masters',
              '1 live servers',
              `    localhost:16020 ${startcode}`,
              `        ${load}`,
              '0 dead servers',
              `Aggregate load: 0, regions: ${regions}`,
            ),
          ],
        };
      case 'detailed':
        return {
          outputs: [
            lines(
              `version ${'2.6.1'}`,
              '0 regionsInTransition',
              `active master:  localhost:16000 ${startcode}`,
              '0 backup masters',
              'master coprocessors: []',
              '1 live servers',
              `    localhost:16020 ${startcode}`,
              `        ${load}`,
              '0 dead servers',
            ),
          ],
        };
      case 'tasks':
        return { outputs: [lines('1 live servers', `    localhost:16020 ${startcode}`, '        No tasks currently running.')] };
      case 'replication': {
        const out = ['version 2.6.1', '1 live servers', '    localhost:'];
        const source = '       SOURCE:';
        const sink = '      SINK: TimeStampStarted=0, Waiting for OPs... ';
        if (type.toUpperCase() === 'SOURCE') out.push(source);
        else if (type.toUpperCase() === 'SINK') out.push(sink);
        else out.push(source, sink);
        return { outputs: [lines(...out)] };
      }
      default:
        return { outputs: [lines(`1 active master, 0 backup masters, 1 servers, 0 dead, ${regions.toFixed(4)} average load`)] };
    }
  },
});
