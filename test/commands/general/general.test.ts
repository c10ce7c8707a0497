/** status and whoami: admin.rb's formats for a one-server cluster. */
import { describe, expect, it } from 'vitest';
import { out, shell, text } from '../ddl/helpers.js';
import { currentUser, groupsOf } from '../../../src/commands/general/whoami.js';

describe('status', () => {
  it('summary counts the open regions, hbase:meta and hbase:namespace included', async () => {
    const sh = await shell();
    expect(await out(sh, 'status')).toBe(text('1 active master, 0 backup masters, 1 servers, 0 dead, 2.0000 average load'));
    await sh.run("create 't1', 'f', SPLITS => ['m']");
    await sh.run("create 't2', 'f'");
    await sh.run("disable 't2'");
    // t1's two regions are open, t2's region is closed
    expect(await out(sh, "status 'summary'")).toBe(text('1 active master, 0 backup masters, 1 servers, 0 dead, 4.0000 average load'));
    // an unknown format falls to the summary branch
    expect(await out(sh, "status 'bogus'")).toBe(text('1 active master, 0 backup masters, 1 servers, 0 dead, 4.0000 average load'));
  });

  it('simple and detailed name the server as host:port startcode', async () => {
    const sh = await shell();
    const load = '        requestsPerSecond=0.0, numberOfOnlineRegions=2, usedHeapMB=0, maxHeapMB=0';
    expect(await out(sh, "status 'simple'")).toBe(
      text('active master:  localhost:16000 1', '0 backup masters', '1 live servers', '    localhost:16020 1', load, '0 dead servers', 'Aggregate load: 0, regions: 2'),
    );
    expect(await out(sh, "status 'detailed'")).toBe(
      text('version 2.6.1', '0 regionsInTransition', 'active master:  localhost:16000 1', '0 backup masters', 'master coprocessors: []', '1 live servers', '    localhost:16020 1', load, '0 dead servers'),
    );
  });

  it('replication: SOURCE with 7 spaces, SINK with 6, no peers', async () => {
    const sh = await shell();
    const head = ['version 2.6.1', '1 live servers', '    localhost:'];
    const source = '       SOURCE:';
    const sink = '      SINK: TimeStampStarted=0, Waiting for OPs... ';
    expect(await out(sh, "status 'replication'")).toBe(text(...head, source, sink));
    expect(await out(sh, "status 'replication', 'source'")).toBe(text(...head, source));
    expect(await out(sh, "status 'replication', 'sink'")).toBe(text(...head, sink));
  });
});

describe('whoami', () => {
  it('HADOOP_USER_NAME names the user, as UserGroupInformation does', () => {
    expect(currentUser({ HADOOP_USER_NAME: 'alice' }).name).toBe('alice');
  });

  it('groups: the primary group first, then the groups that list the user', () => {
    const passwd = 'root:x:0:0::/root:/bin/sh\nalice:x:1000:1000::/home/alice:/bin/sh\n';
    const group = 'root:x:0:\nwheel:x:10:alice,bob\nalice:x:1000:\ndocker:x:999:alice\n';
    expect(groupsOf('alice', group, passwd)).toEqual(['alice', 'wheel', 'docker']);
    expect(groupsOf('root', group, passwd)).toEqual(['root']);
    expect(groupsOf('nobody-here', group, passwd)).toEqual([]);
  });

  it('prints `<user> (auth:SIMPLE)` and the groups line only when there are groups', async () => {
    const saved = process.env.HADOOP_USER_NAME;
    process.env.HADOOP_USER_NAME = 'no-such-local-user';
    try {
      const sh = await shell();
      expect(await out(sh, 'whoami')).toBe(text('no-such-local-user (auth:SIMPLE)'));
    } finally {
      if (saved === undefined) delete process.env.HADOOP_USER_NAME;
      else process.env.HADOOP_USER_NAME = saved;
    }
  });
});

describe('help and tools: plain methods of the shell, not commands (bin/hirb.rb)', () => {
  it('`tools` prints what help "tools" prints; help "tools" is still the group', async () => {
    const sh = await shell();
    const group = await out(sh, "help 'tools'");
    expect(group.startsWith('Command: assign\n')).toBe(true);
    expect(group.endsWith('-'.repeat(80) + "\n\nWARNING: Above commands are for 'experts'-only as misuse can damage an install\n\n")).toBe(true);
    expect(await out(sh, 'tools')).toBe(group);
  });

  it('help, tools and debug are marked plain: no Took line follows them (they skip command_safe)', async () => {
    const { registry } = await import('../../../src/commands/index.js');
    for (const name of ['help', 'tools', 'debug', 'debug?']) expect(registry.get(name)?.plain, name).toBe(true);
    for (const name of ['list', 'version', 'status', 'table_help', 'whoami']) expect(Boolean(registry.get(name)?.plain), name).toBe(false);
  });
});

describe('plain methods print no Took line; commands do', () => {
  it('help, tools and t.help end without Took; table_help and processlist are commands with one', async () => {
    const { testShell } = await import('../../helpers/shell.js');
    const sh = await testShell({ timing: true });
    try {
      await sh.run("t = get_table 't'");
      for (const s of ["help 'whoami'", 'tools', "t.help 'scan'", 't.help', "t.help 'nosuch'"]) {
        expect((await sh.run(s)).stdout, s).not.toMatch(/^Took /m);
      }
      for (const s of ['table_help', 'processlist']) expect((await sh.run(s)).stdout, s).toMatch(/^Took \d+\.\d{4} seconds\n$/m);
    } finally {
      await sh.close();
    }
  });
});

describe('t.help (table.rb Table#help)', () => {
  it('prints any shell command’s help, and a plain line for a name that is none', async () => {
    const sh = await shell("t = get_table 't1'");
    const list = await out(sh, "help 'list'");
    expect(await out(sh, "t.help 'list'")).toBe(list);
    expect(await out(sh, "t.help 'nosuch'")).toBe(text("Command 'nosuch' does not exist. Please see general table help."));
    expect(await out(sh, 't.help')).toBe(await out(sh, "help 'table_help'"));
  });
});

describe('processlist (processlist.rb, taskmonitor.rb): one idle region server', () => {
  it('reports no tasks as of the clock’s local time, with the filter word, or general for host arguments', async () => {
    const sh = await shell();
    expect(await out(sh, 'processlist')).toBe(text('0 tasks as of: 2023-11-14 22:13:20', 'No general tasks currently running.'));
    expect(await out(sh, "processlist 'rpc'")).toBe(text('0 tasks as of: 2023-11-14 22:13:20', 'No rpc tasks currently running.'));
    expect(await out(sh, "processlist 'all', 'localhost,16020'")).toBe(text('0 tasks as of: 2023-11-14 22:13:20', 'No all tasks currently running.'));
    expect(await out(sh, "processlist 'localhost'")).toBe(text('0 tasks as of: 2023-11-14 22:13:20', 'No general tasks currently running.'));
  });
});
