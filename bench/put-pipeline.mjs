// The reference put pipeline of bench/shell.bench.mjs, run as its own process as hsh
// is: reads a put script, parses it statement by statement with the shell's own
// statements() (so a faster parser raises this reference as much as hsh), encodes each
// cell key, writes chained batches of 1,000 to LevelDB, closes. Prints
// {"n": puts, "ms": the pipeline alone} on stdout.
//   node bench/put-pipeline.mjs <script.hsh> <store dir>
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ClassicLevel } from 'classic-level';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [scriptFile, location] = process.argv.slice(2);
const { statements } = await import(pathToFileURL(join(root, 'dist', 'grammar', 'parse.js')).href);
const script = readFileSync(scriptFile, 'utf8');
const db = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
await db.open();
const start = performance.now();
let batch = db.batch();
let n = 0;
const ts = Buffer.alloc(8);
for (const chunk of statements(script)) {
  const args = chunk.stmt.args;
  const row = Buffer.from(args[1].bytes);
  const col = Buffer.from(args[2].bytes);
  ts.writeBigUInt64BE(BigInt(Date.now()) ^ 0xffffffffffffffffn);
  batch.put(Buffer.concat([Buffer.from([0x44, 0, 0, 0, 1, 0, 1]), row, Buffer.from([0, 1]), col, Buffer.from([0, 1]), ts, Buffer.from([0xfb])]), Buffer.from(args[3].bytes));
  if (++n % 1000 === 0) {
    await batch.write();
    batch = db.batch();
  }
}
await batch.write();
const ms = performance.now() - start;
await db.close();
process.stdout.write(JSON.stringify({ n, ms }) + '\n');
