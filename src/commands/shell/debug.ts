import { defineCommand, lines, argumentError } from '../define.js';
import { liveSettings } from './set_format.js';

/** `debug`: toggles debug mode (stack traces of internal errors), as the HBase shell's `debug` does. */
export const debug = defineCommand({
  name: 'debug',
  group: 'shell',
  usage: 'debug',
  help: `Toggle debug mode: with it on, an internal error (a bug in hsh) shows its
stack trace. Prints the new state; 'debug?' prints the state without changing it.

  hbase> debug
  hbase> debug?
`,
  args: [],
  async run(ctx) {
    const settings = liveSettings(ctx);
    if (!settings) throw argumentError('debug is only available at the interactive prompt; use --debug');
    settings.debug = !settings.debug;
    return { outputs: [lines(`Debug mode is ${settings.debug ? 'ON' : 'OFF'}`, '')] };
  },
});

export const debugState = defineCommand({
  name: 'debug?',
  group: 'shell',
  usage: 'debug?',
  help: `Print whether debug mode is on.

  hbase> debug?
`,
  args: [],
  async run(ctx) {
    const settings = liveSettings(ctx);
    const on = settings ? settings.debug : false;
    return { outputs: [lines(`Debug mode is ${on ? 'ON' : 'OFF'}`, '')] };
  },
});
