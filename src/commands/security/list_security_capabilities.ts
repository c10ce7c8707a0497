import { defineCommand } from '../define.js';

export const usage = 'list_security_capabilities';

const help = `List supported security capabilities

Example:
    hbase> list_security_capabilities
`;

/** Admin.getSecurityCapabilities: none without the security coprocessors; prints nothing, returns []. */
export const list_security_capabilities = defineCommand({
  name: 'list_security_capabilities',
  group: 'security',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [], value: [] };
  },
});
