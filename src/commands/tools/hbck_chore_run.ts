import { defineCommand } from '../define.js';

export const usage = 'hbck_chore_run';

const help = `Request HBCK chore to run at master side. It will try to find the orphan
regions on RegionServer or FileSystem and find the inconsistent regions.
You can check the HBCK report at Master web UI.

  hbase> hbck_chore_run

`;

/** Admin.runHbckChore: true when the chore ran. */
export const hbck_chore_run = defineCommand({
  name: 'hbck_chore_run',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [], value: true };
  },
});
