import { defineCommand, none } from '../define.js';

export const usage = 'update_all_config';

const help = `Reload a subset of configuration on all servers in the cluster.  See
http://hbase.apache.org/book.html#dyn_config for more details. Here is how
you would run the command in the hbase shell:
  hbase> update_all_config
`;

export const update_all_config = defineCommand({
  name: 'update_all_config',
  group: 'configuration',
  usage,
  help,
  args: [],
  async run() {
    return none;
  },
});
