import { str } from '../../ruby/values.js';
import { defineCommand, rows } from '../define.js';

export const usage = 'enable_exceed_throttle_quota';

const help = `Enable exceed throttle quota. Returns previous exceed throttle quota enabled value.
NOTE: if quota is not enabled, this will not work and always return false.

If enabled, allow requests exceed user/table/namespace throttle quotas when region
server has available quota.

There are two limits if enable exceed throttle quota. First, please set region server
quota. Second, please make sure that all region server throttle quotas are in seconds
time unit, because once previous requests exceed their quota and consume region server
quota, quota in other time units may be refilled in a long time, which may affect later
requests.


Examples:
    hbase> enable_exceed_throttle_quota
`;

/** MasterQuotaManager is not initialized with quotas off: the switch is a no-op and the previous state false. */
export const enable_exceed_throttle_quota = defineCommand({
  name: 'enable_exceed_throttle_quota',
  group: 'quotas',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('Previous exceed throttle quota enabled : false')], value: str('false') };
  },
});
