import { defineCommand, rows } from '../define.js';

export const usage = 'rpc_throttle_enabled';

const help = `Query the current rpc throttle state.
Returns true if rpc throttle is enabled, false otherwise.

Examples:
  hbase> rpc_throttle_enabled
`;

/** MasterQuotaManager is not initialized with quotas off: the switch is a no-op and the previous state false. */
export const rpc_throttle_enabled = defineCommand({
  name: 'rpc_throttle_enabled',
  group: 'quotas',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('Rpc throttle enabled : false')], value: false };
  },
});
