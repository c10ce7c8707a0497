import { defineCommand, none, value } from '../define.js';

export const usage = "update_config 'servername'";

const help = `Reload a subset of configuration on server 'servername' where servername is
host, port plus startcode. For example: host187.example.com,60020,1289493121758
See http://hbase.apache.org/book.html#dyn_config for more details. Here is how
you would run the command in the hbase shell:
  hbase> update_config 'servername'
`;

/** The standalone server has no configuration file to re-read: nothing changes, nothing is printed. */
export const update_config = defineCommand({
  name: 'update_config',
  group: 'configuration',
  usage,
  help,
  args: [value('serverName')],
  async run() {
    return none;
  },
});
