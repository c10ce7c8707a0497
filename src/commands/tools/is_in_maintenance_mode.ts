import { defineCommand, rows } from '../define.js';

export const usage = 'is_in_maintenance_mode';

const help = `Is master in maintenance mode? For example:

  hbase> is_in_maintenance_mode
`;

/** A master started normally is not in maintenance mode (hbase.master.maintenance_mode). */
export const is_in_maintenance_mode = defineCommand({
  name: 'is_in_maintenance_mode',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [rows('false')], value: false };
  },
});
