import { userInfo } from 'node:os';
import { defineCommand, lines } from '../define.js';

export const whoami = defineCommand({
  name: 'whoami',
  group: 'general',
  usage: 'whoami',
  help: `Show the current hbase user.
Syntax : whoami
For example:

    hbase> whoami
`,
  args: [],
  async run() {
    let user = process.env.USER || 'hsh';
    try {
      user = userInfo().username;
    } catch {
      // no passwd entry: keep $USER
    }
    return { outputs: [lines(`${user} (auth:SIMPLE)`)] };
  },
});
