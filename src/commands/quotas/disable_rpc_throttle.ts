import { defineCommand, rows } from '../define.js';

export const usage = 'disable_rpc_throttle';

const help = `Disable quota rpc throttle. Returns previous rpc throttle enabled value.
NOTE: if quota is not enabled, this will not work and always return false.

Examples:
    hbase> disable_rpc_throttle
`;

/** MasterQuotaManager is not initialized with quotas off: the switch is a no-op and the previous state false. */
export const disable_rpc_throttle = defineCommand({
  name: 'disable_rpc_throttle',
  group: 'quotas',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('Previous rpc throttle state : false')], value: false };
  },
});
