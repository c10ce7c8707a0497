import { defineCommand } from '../define.js';

export const usage = 'cleaner_chore_run';

const help = `Cleaner chore command for garbage collection of HFiles and WAL files.

  hbase> cleaner_chore_run

`;

/** Admin.runCleanerChore: true once the HFile and WAL cleaners ran (hsh's store keeps no archived files). */
export const cleaner_chore_run = defineCommand({
  name: 'cleaner_chore_run',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [], value: true };
  },
});
