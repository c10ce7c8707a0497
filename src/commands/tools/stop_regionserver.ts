import { defineCommand, string } from '../define.js';
import { runtimeError } from '../../hbase/index.js';

export const usage = "stop_regionserver 'HOST:PORT'";

const help = `Stop a RegionServer. For experts only.
Consider using graceful_stop.sh script instead!

Examples:

  hbase> stop_regionserver 'hostname:port'
`;

/** hsh's one region server is the shell's own engine: it stops when the session ends (exit), not on request. */
export const stop_regionserver = defineCommand({
  name: 'stop_regionserver',
  group: 'tools',
  usage,
  help,
  args: [string('hostport')],
  async run() {
    throw runtimeError('hsh: the region server runs inside this shell; use exit to stop it');
  },
});
