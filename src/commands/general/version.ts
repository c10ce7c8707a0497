import { defineCommand, lines } from '../define.js';

/** What `version` prints: HBase's `<version>, r<revision>, <date>` with hsh named in the revision. */
export const HBASE_VERSION = '2.6.1';
export const VERSION_LINE = `${HBASE_VERSION}, rhsh, Sun Nov 22 00:00:00 UTC 2026`;

export const version = defineCommand({
  name: 'version',
  group: 'general',
  usage: 'version',
  help: `Output this HBase version
`,
  args: [],
  async run() {
    return { outputs: [lines(VERSION_LINE)] };
  },
});
