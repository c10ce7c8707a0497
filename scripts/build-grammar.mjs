// Compiles every src/grammar/*.ne with nearleyc into src/grammar/generated/<name>.ts.
// The output is committed; test/grammar/generated.test.ts fails when it is stale.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const nearleyc = require.resolve('nearley/bin/nearleyc.js');
const dir = join(root, 'src/grammar');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ne')).sort()) {
  const out = join(dir, 'generated', basename(file, '.ne') + '.ts');
  execFileSync(process.execPath, [nearleyc, join(dir, file), '-o', out], { stdio: 'inherit' });
  console.log(`compiled ${file} -> ${out.slice(root.length + 1)}`);
}
