/**
 * What `bin/hsh.js` starts: dist/hsh.cjs, the one-file bundle `npm run build`
 * makes (scripts/bundle.mjs), compiled from the V8 code cache made with it —
 * one file read and little compiling instead of resolving and compiling ~105
 * module files (about half of a one-command run; `npm run bench` times it against `node -e 0`).
 *
 * In a source tree, falls back to dist/cli.js (tsc's output) when there is no
 * bundle or it is older than dist/cli.js (tsc was run alone). An installed
 * package has no tsconfig.json and always starts its bundle: npm gives every
 * file the time it extracted it, in no set order. The bundle ends with a
 * build id (`//hsh-build <16 hex digits>`, a hash of its code) and the cache
 * starts with the id of the bundle it was made from; any other bundle ignores
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
const ID = /\/\/hsh-build ([0-9a-f]{16})\n$/;

/** The cache made from the bundle with this id, without the id; else undefined. */
function cacheFor(id: string): Buffer | undefined {
  try {
    const data = readFileSync(`${bundle}.cache`);
    return data.length > id.length && data.toString('latin1', 0, id.length) === id ? data.subarray(id.length) : undefined;
  } catch {
    return undefined; // no cache: compile
  }
}

function runBundle(): void {
  const writeCache = process.env.HSH_WRITE_CODE_CACHE === '1';
  // latin1: scripts/bundle.mjs writes ASCII alone, and a one-byte string is read without decoding.
  const text = readFileSync(bundle, 'latin1');
  // The id of the very text read (a rebuild meanwhile has another id, and its cache is not used).
  const id = ID.exec(text.slice(-64))?.[1];
  const cachedData = writeCache || id === undefined ? undefined : cacheFor(id);
  // The same wrapper as Node's for CommonJS modules.
  const source = `(function (exports, require, module, __filename, __dirname) { ${text}\n})`;
  const script = new Script(source, { filename: bundle, cachedData });
  const module = { exports: {} as { main: Main } };
  script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, __dirname);
  const done = module.exports.main(process.argv);
  if (writeCache && id !== undefined) {
    // After the run: the cache then holds the functions it compiled, not only the top level.
    void done.then(() => {
      writeFileSync(`${bundle}.cache.${process.pid}`, Buffer.concat([Buffer.from(id, 'latin1'), script.createCachedData()]));
      renameSync(`${bundle}.cache.${process.pid}`, `${bundle}.cache`);
    });
  }
}

/** A source tree (not an installed package), where tsc may have run alone after the bundle was made. */
const inSourceTree = (): boolean => mtime(join(__dirname, '..', 'tsconfig.json')) !== undefined;

if (bundled === undefined || (bundled < (mtime(join(__dirname, 'cli.js')) ?? 0) && inSourceTree())) {
  // tsc keeps import() as it is in a CommonJS file under NodeNext: the ES module is loaded as one.
  void import(pathToFileURL(join(__dirname, 'cli.js')).href).then((m: { main: Main }) => m.main(process.argv));
} else {
  runBundle();
}
