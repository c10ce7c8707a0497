import { defineCommand, optionalValue, rows, value } from '../define.js';

export const usage = 'peer_modification_switch true|false [, drain_procs]';

const help = `Enable/Disable peer modification. Returns previous state.
Examples:

  hbase> peer_modification_switch true
  hbase> peer_modification_switch false, true

The second boolean parameter means whether you want to wait until all remaining peer modification
finished, before the command returns.
`;

export const peer_modification_switch = defineCommand({
  name: 'peer_modification_switch',
  group: 'replication',
  usage,
  help,
  args: [value('enable_or_disable'), optionalValue('drain_procs')],
  async run() {
    return { outputs: [rows('Previous peer modification state : true')], value: true };
  },
});
