#!/usr/bin/env node
// Starts hsh from dist/hsh.cjs, the one-file bundle `npm run build` makes
// (scripts/bundle.mjs), compiled from the V8 code cache made with it: one file
// read and little compiling instead of resolving and compiling ~105 module files.
// Falls back to dist/cli.js (tsc's output) when there is no bundle or it is
// older than dist/cli.js (tsc was run alone). The cache starts with the
// modification time of the bundle it was made from; any other bundle ignores it
// (V8 itself only checks the source's length).
// CommonJS (bin/package.json): an ES module entry costs Node ~4 ms more to start.
'use strict';
const { readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { Script } = require('node:vm');

const dist = join(__dirname, '..', 'dist');
const bundle = join(dist, 'hsh.cjs');
const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;
const bundled = mtime(bundle);

if (bundled === undefined || !(bundled >= mtime(join(dist, 'cli.js')))) {
  import('../dist/cli.js').then((m) => m.main(process.argv));
} else {
  const writeCache = process.env.HSH_WRITE_CODE_CACHE === '1';
  let cachedData;
  if (!writeCache) {
    try {
      const data = readFileSync(`${bundle}.cache`);
      if (data.length > 8 && data.readDoubleLE(0) === bundled) cachedData = data.subarray(8);
    } catch {
      // no cache: compile
    }
  }
  // The same wrapper as Node's for CommonJS modules.
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(bundle, 'utf8')}\n})`;
  // Rebuilt while being read: the cache may be another bundle's.
  if (cachedData && mtime(bundle) !== bundled) cachedData = undefined;
  const script = new Script(source, { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, dist);
  const done = module.exports.main(process.argv);
  if (writeCache) {
    // After the run: the cache then holds the functions it compiled, not only the top level.
    done.then(() => {
      const stamp = Buffer.alloc(8);
      stamp.writeDoubleLE(bundled);
      writeFileSync(`${bundle}.cache.${process.pid}`, Buffer.concat([stamp, script.createCachedData()]));
      renameSync(`${bundle}.cache.${process.pid}`, `${bundle}.cache`);
    });
  }
}
