import { defineCommand } from '../define.js';

export const usage = 'catalogjanitor_run';

const help = `Catalog janitor command to run the (garbage collection) scan from command line.

  hbase> catalogjanitor_run

`;

/**
 * Admin.runCatalogJanitor: the number of merged and split parents it
 * cleaned; hsh leaves none behind (a merge or split replaces its parents at once).
 */
export const catalogjanitor_run = defineCommand({
  name: 'catalogjanitor_run',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    return { outputs: [], value: 0n };
  },
});
