import { defineCommand, rows } from '../define.js';

export const usage = 'peer_modification_enabled';

const help = `Query whether peer modification operations are enabled
Examples:

  hbase> peer_modification_enabled
`;

/** A standalone master never turns peer modification off by itself: always true (the switch is not kept). */
export const peer_modification_enabled = defineCommand({
  name: 'peer_modification_enabled',
  group: 'replication',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('true')], value: true };
  },
});
