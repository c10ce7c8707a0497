import { defineCommand, lines, optionalText, type Registry } from '../define.js';
import type { Output } from '../../format/output.js';
import { VERSION_LINE } from '../general/version.js';

const HEADER = [
  `HBase Shell, version ${VERSION_LINE}`,
  `Type 'help "COMMAND"', (e.g. 'help "get"' -- the quotes are necessary) for help on a specific command.`,
  `Commands are grouped. Type 'help "COMMAND_GROUP"', (e.g. 'help "general"') for help on a command group.`,
];

const FOOTER = `SHELL USAGE:
Quote all names in HBase Shell such as table and column names.  Commas delimit
command parameters.  Type <RETURN> after entering a command to run it.
Dictionaries of configuration used in the creation and alteration of tables are
Ruby Hashes. They look like this:

  {'key1' => 'value1', 'key2' => 'value2', ...}

and are opened and closed with curley-braces.  Key/values are delimited by the
'=>' character combination.  Usually keys are predefined constants such as
NAME, VERSIONS, COMPRESSION, etc.  Constants do not need to be quoted.  Type
'Object.constants' to see a (messy) list of all constants in the environment.

If you are using binary keys or values and need to enter them in the shell, use
double-quote'd hexadecimal representation. For example:

  hbase> get 't1', "key\\x03\\x3f\\xcd"
  hbase> get 't1', "key\\003\\023\\011"
  hbase> put 't1', "test\\xef\\xff", 'f1:', "\\x01\\x33\\x40"

The HBase shell is the (J)Ruby IRB with the above HBase-specific commands added.
For more on the HBase Shell, see http://hbase.apache.org/book.html`;

function textLines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

/**
 * The group list of `help` with no argument (and after an unknown topic):
 * HBase's groups in shell.rb's registration order, each as shell.rb's
 * `help` prints it, then hsh's own groups in the same form.
 */
function groupList(registry: Registry): string[] {
  const out = [...HEADER, '', 'COMMAND GROUPS:'];
  const groups = registry.groups();
  for (const g of [...groups.filter((g) => !g.hshOnly), ...groups.filter((g) => g.hshOnly)]) {
    out.push(`  Group name: ${g.name}`, `  Commands: ${g.commands.map((c) => c.name).join(', ')}`, '');
  }
  return out;
}

export function helpFor(registry: Registry, topic: string | undefined): Output[] {
  if (topic !== undefined) {
    const group = registry.groups().find((g) => g.name === topic);
    const command = registry.get(topic);
    // HBase's commands come first; the shell's own methods (`tools`) are not commands there.
    if (command && !(group && command.group === 'shell')) return [lines(...textLines(command.help))];
    if (group) {
      const out: string[] = [];
      for (const c of group.commands) out.push(`Command: ${c.name}`, ...textLines(c.help), '');
      if (group.comment) out.push('-'.repeat(80), '', group.comment, '');
      return [lines(...out)];
    }
    return [lines(`ERROR: Invalid command or command group name: ${topic}`, '', ...groupList(registry))];
  }
  return [lines(...groupList(registry), ...FOOTER.split('\n'))];
}

export const help = defineCommand({
  name: 'help',
  group: 'shell',
  usage: "help ['command' | 'group']",
  help: `Show help for all commands, for one command, or for a command group.

  hbase> help
  hbase> help 'get'
  hbase> help 'dml'
`,
  plain: true,
  args: [optionalText('topic')],
  async run(ctx, [topic]) {
    await ctx.registry.loadAll?.();
    return { outputs: helpFor(ctx.registry, topic) };
  },
});

/** `tools`: the HBase shell's backwards-compatible method, `help 'tools'`. */
export const tools = defineCommand({
  name: 'tools',
  group: 'shell',
  usage: 'tools',
  help: `Show help for the HBase surgery tools (the same as help 'tools').

  hbase> tools
`,
  plain: true,
  args: [],
  async run(ctx) {
    await ctx.registry.loadAll?.();
    return { outputs: helpFor(ctx.registry, 'tools') };
  },
});
