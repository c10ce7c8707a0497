/**
 * The namespace group in the registry: HBase's help texts and their
 * examples (drop_namespace's HBase help has none and keeps none).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { testShell } from '../../helpers/shell.js';
import { examples } from '../ddl/helpers.js';

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
      const list = examples(c.help, parse);
      if (NO_EXAMPLES.includes(c.name)) expect(list, c.name).toEqual([]);
      else expect(list.length, c.name).toBeGreaterThan(0);
      for (const e of list) expect(parse(e).kind, `${c.name}: ${e}`).toBe('ok');
    }
  });

  for (const name of EXPECTED) {
    it(`every example of ${name} runs without an internal or arity error`, async () => {
      const list = examples(registry.get(name)!.help, parse);
      if (NO_EXAMPLES.includes(name)) list.push(`${name} 'ns1'`);
      for (const e of list) {
        const sh = await testShell();
        try {
          const setup = await sh.run("create_namespace 'ns1'");
          expect(setup.stdout, 'setup').not.toContain('ERROR');
          const r = await sh.run(e);
          expect(r.stdout, e).not.toMatch(/internal error|wrong number of arguments|syntax error/);
          expect(r.stderr, e).not.toMatch(/internal error/);
        } finally {
          await sh.close();
        }
      }
    });
  }
});
