import { str } from '../../ruby/values.js';
import { defineCommand, rows } from '../define.js';

export const usage = 'disable_exceed_throttle_quota';

const help = `Disable exceed throttle quota. Returns previous exceed throttle quota enabled value.
NOTE: if quota is not enabled, this will not work and always return false.

Examples:
    hbase> disable_exceed_throttle_quota
`;

/** MasterQuotaManager is not initialized with quotas off: the switch is a no-op and the previous state false. */
export const disable_exceed_throttle_quota = defineCommand({
  name: 'disable_exceed_throttle_quota',
  group: 'quotas',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('Previous exceed throttle quota enabled : false')], value: str('false') };
  },
});
