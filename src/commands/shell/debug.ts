import { defineCommand, lines } from '../define.js';

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
    const settings = ctx.settings;
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
    const on = ctx.settings.debug;
    return { outputs: [lines(`Debug mode is ${on ? 'ON' : 'OFF'}`, '')] };
  },
});
