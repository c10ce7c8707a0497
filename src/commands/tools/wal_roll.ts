import { defineCommand, string } from '../define.js';

export const usage = "wal_roll 'SERVER_NAME'";

const help = `Roll the log writer. That is, start writing log messages to a new file.
The name of the regionserver should be given as the parameter.  A
'server_name' is the host, port plus startcode of a regionserver. For
example: host187.example.com,60020,1289493121758 (find servername in
master ui or when you do detailed status in shell)
`;

/** Admin.rollWALWriter: LevelDB rolls its own log; nothing to print. */
export const wal_roll = defineCommand({
  name: 'wal_roll',
  group: 'tools',
  usage,
  help,
  aliases: ['hlog_roll'],
  args: [string('server_name')],
  async run(ctx) {
    await ctx.hbase.admin.servers();
  },
});
