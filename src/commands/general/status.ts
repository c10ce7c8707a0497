import { defineCommand, lines, optionalString } from '../define.js';

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
    // The one process is master and region server: both show the store's start code (1 before any table exists).
    const { regions, startcode, remote } = await ctx.hbase.admin.status();
    // hsh on a networked backend says which (an hsh-only line; the embedded store prints HBase's output alone)
    const on = remote ? [`Backend: ${remote}`] : [];
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
        // admin.rb upcases the type; only a 4- or 6-letter one can name a side (a long string is not upcased twice)
        const side = type.length <= 6 ? type.toUpperCase() : '';
        if (side === 'SOURCE') out.push(source);
        else if (side === 'SINK') out.push(sink);
        else out.push(source, sink);
        return { outputs: [lines(...out)] };
      }
      default:
        return { outputs: [lines(`1 active master, 0 backup masters, 1 servers, 0 dead, ${regions.toFixed(4)} average load`, ...on)] };
    }
  },
});
