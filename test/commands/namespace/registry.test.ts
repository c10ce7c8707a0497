/**
 * The namespace group in the registry: HBase's help texts and their
 * examples (drop_namespace's HBase help has none and keeps none; test/commands/help-examples.test.ts runs them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { helpExamples } from '../../helpers/help-examples.js';

// Commands load lazily; their help texts are read below.
beforeAll(() => registry.loadAll());

const EXPECTED = ['alter_namespace', 'create_namespace', 'describe_namespace', 'drop_namespace', 'list_namespace', 'list_namespace_tables'];
const NO_EXAMPLES = ['drop_namespace'];

describe('registry: namespace', () => {
  const group = registry.groups().find((g) => g.name === 'namespace')!;

  it('lists exactly these commands', () => {
    expect(group.commands.map((c) => c.name)).toEqual(EXPECTED);
  });

  it('help texts: minimum indentation 0, examples that parse, usage names the command', () => {
    for (const c of group.commands) {
      const indents = c.help
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => /^ */.exec(l)![0].length);
      expect(Math.min(...indents), c.name).toBe(0);
      expect(c.usage.startsWith(c.name), c.name).toBe(true);
      const list = helpExamples(c.name, c.help);
      if (NO_EXAMPLES.includes(c.name)) expect(list, c.name).toEqual([]);
      else expect(list.length, c.name).toBeGreaterThan(0);
      for (const e of list) expect(parse(e).kind, `${c.name}: ${e}`).toBe('ok');
    }
  });
});
