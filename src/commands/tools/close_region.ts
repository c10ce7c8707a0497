import { defineCommand, lines, optionalValue, value } from '../define.js';

export const usage = "close_region 'REGIONNAME' [, 'SERVER_NAME']";

const help = `---------------------------------------------
DEPRECATED!!! Use 'unassign' command instead.
---------------------------------------------
`;

/** HBase 2's close_region only says so: it closes nothing. */
export const close_region = defineCommand({
  name: 'close_region',
  group: 'tools',
  usage,
  help,
  args: [value('region_name'), optionalValue('server')],
  async run() {
    return { outputs: [lines("DEPRECATED!!! Use 'unassign' command instead.")] };
  },
});
