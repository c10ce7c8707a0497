import { defineCommand} from '../define.js';
import { runtimeError } from '../../hbase/index.js';

export const usage = 'stop_master';

const help = `Stop active Master. For experts only.
Examples:

  hbase> stop_master
`;

/** hsh's master is the shell's own engine: it stops when the session ends (exit), not on request. */
export const stop_master = defineCommand({
  name: 'stop_master',
  group: 'tools',
  usage,
  help,
  args: [],
  async run() {
    throw runtimeError('hsh: the master runs inside this shell; use exit to stop it');
  },
});
