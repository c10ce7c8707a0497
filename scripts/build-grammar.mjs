// Compiles every src/grammar/*.ne and src/filter/*.ne with nearleyc into <dir>/generated/<name>.ts.
// The output is committed; test/grammar/generated.test.ts and test/filter/generated.test.ts
// fail when it is stale.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const nearleyc = require.resolve('nearley/bin/nearleyc.js');
for (const dir of ['src/grammar', 'src/filter'].map((d) => join(root, d))) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ne')).sort()) {
    const out = join(dir, 'generated', basename(file, '.ne') + '.ts');
    execFileSync(process.execPath, [nearleyc, join(dir, file), '-o', out], { stdio: 'inherit' });
    console.log(`compiled ${file} -> ${out.slice(root.length + 1)}`);
  }
}
