/** The README's promises that code can check: its first two commands, the JSON error codes it lists. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '../src/errors.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('opens with the install-and-start command and the test command', () => {
    const head = readme.split('\n').slice(0, 8).join('\n');
    expect(head).toContain('npm install && npx hsh');
    expect(head).toContain('npm test');
  });

  it('lists exactly the error codes --format json can report (EXIT is no error)', () => {
    const paragraph = /`error\.code` is one of[\s\S]*?\(`src\/errors\.ts`\)/.exec(readme)?.[0] ?? '';
    const listed = [...paragraph.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual(ERROR_CODES.filter((c) => c !== 'EXIT'));
  });
});
