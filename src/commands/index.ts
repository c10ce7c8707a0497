/**
 * The command registry: groups in the order `help` lists them (HBase's
 * shell.rb registration order), each group's commands from its own folder.
 * A new command is one file in its group folder plus one line in that
 * folder's index.ts.
 */
import type { Command, GroupName, Registry } from './define.js';
import { general } from './general/index.js';
import { ddl } from './ddl/index.js';
import { namespace } from './namespace/index.js';
import { dml } from './dml/index.js';
import { tools } from './tools/index.js';
import { snapshots } from './snapshots/index.js';
import { shell } from './shell/index.js';

const GROUPS: Array<{ name: GroupName; title: string; comment?: string; hidden?: boolean; commands: Command[] }> = [
  { name: 'general', title: 'GENERAL HBASE SHELL COMMANDS', commands: general },
  { name: 'ddl', title: 'TABLES MANAGEMENT COMMANDS', commands: ddl },
  { name: 'namespace', title: 'NAMESPACE MANAGEMENT COMMANDS', commands: namespace },
  { name: 'dml', title: 'DATA MANIPULATION COMMANDS', commands: dml },
  {
    name: 'tools',
    title: 'HBASE SURGERY TOOLS',
    comment: "WARNING: Above commands are for 'experts'-only as misuse can damage an install",
    commands: tools,
  },
  { name: 'snapshots', title: 'CLUSTER SNAPSHOT TOOLS', commands: snapshots },
  // hsh's own shell commands (help, history, set_format, debug): not an HBase group, never listed.
  { name: 'shell', title: 'SHELL COMMANDS', hidden: true, commands: shell },
];

function build(): Registry {
  const byName = new Map<string, Command>();
  for (const group of GROUPS) {
    for (const command of group.commands) {
      if (command.group !== group.name) throw new Error(`command ${command.name} declares group ${command.group} but is listed in ${group.name}`);
      for (const name of [command.name, ...(command.aliases ?? [])]) {
        if (byName.has(name)) throw new Error(`command ${name} registered twice`);
        byName.set(name, command);
      }
    }
  }
  const sortedGroups = GROUPS.map((g) => ({ ...g, commands: [...g.commands].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) }));
  return {
    get: (name) => byName.get(name),
    all: () => sortedGroups.flatMap((g) => g.commands),
    groups: () => sortedGroups.filter((g) => !g.hidden),
  };
}

export const registry: Registry = build();
