/**
 * The committed src/filter/generated/filter.ts must be nearleyc's output for
 * src/filter/filter.ne: recompile to a temporary file and compare the text
 * (`npm run build:grammar` regenerates it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nearleyc = require.resolve('nearley/bin/nearleyc.js');
const grammarDir = join(import.meta.dirname, '../../src/filter');
const tmp = mkdtempSync(join(tmpdir(), 'hsh-filter-grammar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('generated filter grammar', () => {
  it('generated/filter.ts matches a fresh nearleyc run of filter.ne', () => {
    const out = join(tmp, 'filter.ts');
    execFileSync(process.execPath, [nearleyc, join(grammarDir, 'filter.ne'), '-o', out], { stdio: 'pipe' });
    const fresh = readFileSync(out, 'utf8');
    const committed = readFileSync(join(grammarDir, 'generated', 'filter.ts'), 'utf8');
    expect(committed === fresh, 'src/filter/generated/filter.ts is stale: run npm run build:grammar').toBe(true);
  });
});
