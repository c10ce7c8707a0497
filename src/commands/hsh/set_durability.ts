import { defineCommand, lines, optionalString, argumentError } from '../define.js';

/** HBase's Durability values hsh keeps; the weaker ones would acknowledge a write before it is in the log. */
const KEPT = ['SYNC_WAL', 'FSYNC_WAL'] as const;

/** `set_durability 'FSYNC_WAL'`: what a write must reach before it is acknowledged, for the statements that follow. */
export const set_durability = defineCommand({
  name: 'set_durability',
  group: 'hsh',
  usage: "set_durability ['SYNC_WAL' | 'FSYNC_WAL']",
  help: `Choose when a write is acknowledged (its statement's output printed), in the
words of HBase's Durability: 'SYNC_WAL' (the default) once it is in LevelDB's
log, which survives hsh crashing but not the machine losing power; 'FSYNC_WAL'
once the log is fsynced to the disk, which survives a power loss too and is
slower (--sync on the command line). 'USE_DEFAULT' is 'SYNC_WAL'. With no
argument, shows the current setting.

  hbase> set_durability 'FSYNC_WAL'
  hbase> set_durability
`,
  args: [optionalString('durability')],
  async run(ctx, [value]) {
    const settings = ctx.settings;
    if (value !== undefined) {
      const word = value.toUpperCase();
      if (word === 'USE_DEFAULT') settings.durability = 'SYNC_WAL';
      else if ((KEPT as readonly string[]).includes(word)) settings.durability = word as (typeof KEPT)[number];
      else if (word === 'SKIP_WAL' || word === 'ASYNC_WAL') throw argumentError(`${word} is not kept: hsh acknowledges a write only once it is in the log; use 'SYNC_WAL' or 'FSYNC_WAL'`);
      else throw argumentError(`Unknown durability '${value}': use 'SYNC_WAL' or 'FSYNC_WAL'`);
    }
    return { outputs: [lines(`durability: ${settings.durability ?? 'SYNC_WAL'}`)] };
  },
});
