/**
 * The lazy registry: what index.ts declares for each command (name, group,
 * aliases, table-reference routing) is what the command's module defines,
 * and nothing is loaded until used.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { registry } from '../../src/commands/index.js';

describe('command registry', () => {
  it('declares each command as its module defines it', async () => {
    for (const lazy of registry.all()) {
      const own = await (lazy as unknown as { load(): Promise<import('../../src/commands/define.js').Command> }).load();
      expect({ name: own.name, group: own.group, aliases: own.aliases ?? [], tableMethod: Boolean(own.tableMethod) }, lazy.name).toEqual({
        name: lazy.name,
        group: lazy.group,
        aliases: lazy.aliases ?? [],
        tableMethod: Boolean(lazy.tableMethod),
      });
      expect(lazy.help, lazy.name).toBe(own.help);
      expect(lazy.usage, lazy.name).toBe(own.usage);
    }
  });

  it('resolves aliases to their command', () => {
    expect(registry.get('desc')).toBe(registry.get('describe'));
  });

  it('loads no command module when imported', () => {
    const probe = `
      import { registry } from './dist/commands/index.js';
      const before = registry.all().filter((c) => c.definition).length;
      console.log(before);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('0');
  });
});
