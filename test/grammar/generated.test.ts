/**
 * The committed nearleyc output must match its grammar: recompile every
 * src/grammar/*.ne to a temporary file and compare the text
 * (`npm run build:grammar` regenerates them).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nearleyc = require.resolve('nearley/bin/nearleyc.js');
const dir = join(import.meta.dirname, '../../src/grammar');
const tmp = mkdtempSync(join(tmpdir(), 'hsh-grammar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const grammars = readdirSync(dir).filter((f) => f.endsWith('.ne')).sort();

describe('generated grammars are up to date', () => {
  it('hbase.ne is among them', () => {
    expect(grammars).toContain('hbase.ne');
  });

  it.each(grammars)('generated/%s matches a fresh nearleyc run (npm run build:grammar)', (file) => {
    const out = join(tmp, basename(file, '.ne') + '.ts');
    execFileSync(process.execPath, [nearleyc, join(dir, file), '-o', out], { stdio: 'pipe' });
    const fresh = readFileSync(out, 'utf8');
    const committed = readFileSync(join(dir, 'generated', basename(file, '.ne') + '.ts'), 'utf8');
    expect(committed === fresh, `src/grammar/generated/${basename(file, '.ne')}.ts is stale: run npm run build:grammar`).toBe(true);
  });
});
