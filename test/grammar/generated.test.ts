/**
 * The committed nearleyc output must match its grammar: recompile every
 * src/grammar/*.ne and src/filter/*.ne to a temporary file and compare the
 * text (`npm run build:grammar` regenerates them).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nearleyc = require.resolve('nearley/bin/nearleyc.js');
const src = join(import.meta.dirname, '../../src');
const tmp = mkdtempSync(join(tmpdir(), 'hsh-grammar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `<room>/<name>.ne`, for the rooms that hold nearley grammars. */
const grammars = ['grammar', 'filter'].flatMap((room) =>
  readdirSync(join(src, room))
    .filter((f) => f.endsWith('.ne'))
    .sort()
    .map((f) => `${room}/${f}`),
);

describe('generated grammars are up to date', () => {
  it('hbase.ne is among them', () => {
    expect(grammars).toContain('grammar/hbase.ne');
  });

  it.each(grammars)('%s: its generated/ file matches a fresh nearleyc run (npm run build:grammar)', (file) => {
    const name = basename(file, '.ne');
    const out = join(tmp, file.replace('/', '-').replace(/\.ne$/, '.ts'));
    execFileSync(process.execPath, [nearleyc, join(src, file), '-o', out], { stdio: 'pipe' });
    const fresh = readFileSync(out, 'utf8');
    const generated = join(dirname(file), 'generated', `${name}.ts`);
    const committed = readFileSync(join(src, generated), 'utf8');
    expect(committed === fresh, `src/${generated} is stale: run npm run build:grammar`).toBe(true);
  });
});
