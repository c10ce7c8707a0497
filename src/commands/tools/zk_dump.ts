import { defineCommand, lines } from '../define.js';

export const usage = 'zk_dump';

const help = `Dump status of HBase cluster as seen by ZooKeeper.
`;

/**
 * ZKDump.dump of a standalone cluster: its one master and one region server
 * (which holds hbase:meta), the empty replication znodes, and the one-server
 * quorum of the embedded ZooKeeper (its `stat` four-letter-word answer).
 */
export const zk_dump = defineCommand({
  name: 'zk_dump',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const { master, regionServer } = await ctx.hbase.admin.servers();
    return {
      outputs: [
        lines(
          'HBase is rooted at /hbase',
          'Active master address: ',
          ` ${master}`,
          'Backup master addresses:',
          'Region server holding hbase:meta:',
          ` ${regionServer}`,
          'Region servers:',
          ` ${regionServer}`,
          '/hbase/replication: ',
          '/hbase/replication/peers: ',
          '/hbase/replication/rs: ',
          `/hbase/replication/rs/${regionServer}: `,
          'Quorum Server Statistics:',
          ' localhost:2181',
          '  Zookeeper version: 3.8.4-9316c2a7a97e1666d8f4593f34dd6fc36ecc436c, built on 2024-02-12 22:16 UTC',
          '  Clients:',
          '',
          '  Latency min/avg/max: 0/0.0/0',
          '  Received: 0',
          '  Sent: 0',
          '  Connections: 0',
          '  Outstanding: 0',
          '  Zxid: 0x0',
          '  Mode: standalone',
          '  Node count: 0',
        ),
      ],
    };
  },
});
