/**
 * What `bin/hsh.js` starts: dist/hsh.cjs, the one-file bundle `npm run build`
 * makes (scripts/bundle.mjs), compiled from the V8 code cache made with it —
 * one file read and little compiling instead of resolving and compiling ~105
 * module files (about half of a one-command run; `npm run bench` times it against `node -e 0`).
 *
 * Falls back to dist/cli.js (tsc's output) when there is no bundle or it is
 * older than dist/cli.js (tsc was run alone). The cache starts with the
 * modification time of the bundle it was made from; any other bundle ignores
 * it (V8 itself only checks the source's length).
 *
 * CommonJS (a .cts file): an ES module entry costs Node ~4 ms more to start.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

type Main = (argv: string[]) => Promise<unknown>;

const bundle = join(__dirname, 'hsh.cjs');
const mtime = (path: string): number | undefined => statSync(path, { throwIfNoEntry: false })?.mtimeMs;
const bundled = mtime(bundle);

/** The cache made for this very bundle, without its 8-byte stamp; else undefined. */
function cacheFor(stamp: number): Buffer | undefined {
  try {
    const data = readFileSync(`${bundle}.cache`);
    return data.length > 8 && data.readDoubleLE(0) === stamp ? data.subarray(8) : undefined;
  } catch {
    return undefined; // no cache: compile
  }
}

function runBundle(stamp: number): void {
  const writeCache = process.env.HSH_WRITE_CODE_CACHE === '1';
  let cachedData = writeCache ? undefined : cacheFor(stamp);
  // The same wrapper as Node's for CommonJS modules.
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(bundle, 'utf8')}\n})`;
  // Rebuilt while being read: the cache may be another bundle's.
  if (cachedData && mtime(bundle) !== stamp) cachedData = undefined;
  const script = new Script(source, { filename: bundle, cachedData });
  const module = { exports: {} as { main: Main } };
  script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, __dirname);
  const done = module.exports.main(process.argv);
  if (writeCache) {
    // After the run: the cache then holds the functions it compiled, not only the top level.
    void done.then(() => {
      const head = Buffer.alloc(8);
      head.writeDoubleLE(stamp);
      writeFileSync(`${bundle}.cache.${process.pid}`, Buffer.concat([head, script.createCachedData()]));
      renameSync(`${bundle}.cache.${process.pid}`, `${bundle}.cache`);
    });
  }
}

if (bundled === undefined || bundled < (mtime(join(__dirname, 'cli.js')) ?? 0)) {
  // tsc keeps import() as it is in a CommonJS file under NodeNext: the ES module is loaded as one.
  void import(pathToFileURL(join(__dirname, 'cli.js')).href).then((m: { main: Main }) => m.main(process.argv));
} else {
  runBundle(bundled);
}
