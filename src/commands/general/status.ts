import { defineCommand, lines, optionalString } from '../define.js';

/** hsh is a one-server cluster: one master, one region server, the load is its region count. */
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
    let regions = 0;
    for (const t of engine.listTables()) regions += t.splits.length + 1;
    const server = 'localhost,16020,1';
    switch (format) {
      case 'simple':
        return {
          outputs: [
            lines(
              'active master:  localhost:16000 1',
              '0 backup masters',
              '1 live servers',
              `    localhost:16020 1`,
              `        requestsPerSecond=0.0, numberOfOnlineRegions=${regions}, usedHeapMB=0, maxHeapMB=0`,
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
              'active master:  localhost:16000 1',
              '0 backup masters',
              'master coprocessors: []',
              '1 live servers',
              `    ${server}`,
              `        requestsPerSecond=0.0, numberOfOnlineRegions=${regions}`,
              '0 dead servers',
            ),
          ],
        };
      case 'tasks':
        return { outputs: [lines('1 live servers', '    localhost:16020 1', '        No tasks currently running.')] };
      case 'replication': {
        const out = ['version 2.6.1', '1 live servers', '    localhost:'];
        if (type === 'source' || type === 'both') out.push('       SOURCE: PeerID=none');
        if (type === 'sink' || type === 'both') out.push('       SINK: TimeStampStarted=0, Waiting for OPs... ');
        return { outputs: [lines(...out)] };
      }
      default:
        return { outputs: [lines(`1 active master, 0 backup masters, 1 servers, 0 dead, ${regions.toFixed(4)} average load`)] };
    }
  },
});
