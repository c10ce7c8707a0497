import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { defineCommand, lines } from '../define.js';

/**
 * The current user as Hadoop's UserGroupInformation sees it under SIMPLE
 * authentication: HADOOP_USER_NAME when set, else the login user.
 */
export function currentUser(env: NodeJS.ProcessEnv = process.env): { name: string; uid?: number; gid?: number } {
  if (env.HADOOP_USER_NAME) return { name: env.HADOOP_USER_NAME };
  try {
    const u = userInfo();
    return { name: u.username, uid: u.uid, gid: u.gid };
  } catch {
    return { name: env.USER || 'hsh' }; // no passwd entry: keep $USER
  }
}

/**
 * The user's groups as ShellBasedUnixGroupsMapping finds them (`id -gn`,
 * then `id -Gn`): the primary group first, then every group of /etc/group
 * that lists the user, without repeats. None for a user the system does not
 * know (e.g. a HADOOP_USER_NAME of no local account).
 */
export function groupsOf(user: string, groupFile?: string, passwdFile?: string): string[] {
  const read = (path: string, given?: string): string | undefined => {
    if (given !== undefined) return given;
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  };
  const passwd = read('/etc/passwd', passwdFile);
  const group = read('/etc/group', groupFile);
  if (passwd === undefined || group === undefined) return [];
  const entry = passwd.split('\n').find((l) => l.split(':')[0] === user);
  if (!entry) return [];
  const gid = entry.split(':')[3];
  const groups: string[] = [];
  const rows = group.split('\n').map((l) => l.split(':')).filter((f) => f.length >= 4);
  const primary = rows.find((f) => f[2] === gid);
  if (primary) groups.push(primary[0]);
  for (const f of rows) {
    if (f[3].split(',').includes(user) && !groups.includes(f[0])) groups.push(f[0]);
  }
  return groups;
}

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
    const user = currentUser().name;
    const groups = groupsOf(user);
    const out = [`${user} (auth:SIMPLE)`];
    if (groups.length > 0) out.push(`    groups: ${groups.join(', ')}`);
    return { outputs: [lines(...out)] };
  },
});
