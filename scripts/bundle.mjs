// Second step of `npm run build` (after tsc): bundles dist/cli.js and everything it
// imports, node_modules included, into the one file hsh starts (src/launch.cts), dist/hsh.cjs,
// then records a V8 code cache for it (dist/hsh.cjs.cache) from a short warm-up run.
//
// Why (`npm run bench`'s "hsh -e list vs node -e 0"): resolving and compiling
// ~105 separate module files (60 ESM in dist, 45 CommonJS in node_modules) took
// about half of a one-command run; one file compiled from the code cache takes a
// few milliseconds. The bundle is made from tsc's output, so its code is the
// code the tests import from src and dist. src/launch.cts falls back to dist/cli.js
// when the bundle is missing or older than dist/cli.js (tsc run alone).
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync, mkdtempSync, writeFileSync, renameSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'hsh.cjs');

const plugin = {
  name: 'hsh-bundle',
  setup(b) {
    // `createRequire(import.meta.url)('../package.json')`: the path is relative to
    // the module's own place in dist, which the bundle does not keep; read it now.
    b.onLoad({ filter: /[\\/]dist[\\/].*\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8').replace(/createRequire\(import\.meta\.url\)\((['"])((?:\.\.\/)+package\.json)\1\)/g, (_m, _q, rel) => {
        const { version } = JSON.parse(readFileSync(resolve(dirname(args.path), rel), 'utf8'));
        return `(${JSON.stringify({ version })})`;
      });
      if (text.includes('import.meta')) throw new Error(`${args.path}: import.meta has no meaning in the bundle`);
      return { contents: text, loader: 'js' };
    });
    // classic-level finds its native addon next to its own files: look there at run time.
    b.onLoad({ filter: /[\\/]classic-level[\\/]binding\.js$/ }, (args) => ({
      contents: "module.exports = require('node-gyp-build')(require('node:path').dirname(require.resolve('classic-level/package.json')))",
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    // classic-level reads node:fs/promises (~1 ms to load) only to make a missing store's
    // directory, which hsh has made already: load it only if that ever runs.
    b.onLoad({ filter: /[\\/]classic-level[\\/]index\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = "const fsp = require('fs/promises')";
      if (!text.includes(from)) throw new Error(`${args.path}: expected ${from}`);
      return { contents: text.replace(from, "const fsp = { mkdir: (...a) => require('fs/promises').mkdir(...a) }"), loader: 'js', resolveDir: dirname(args.path) };
    });
    // moo compiles every state of a lexer when it is made (the shell's four: ~4 ms at
    // each start). Compile each on first use instead: a start lexes `main` alone unless
    // a string interpolates. Its checks run then too; the unbundled tests run moo as it is.
    b.onLoad({ filter: /[\\/]moo[\\/]moo\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = /    var map = Object\.create\(null\)\n[^]*?    return new Lexer\(map, start\)\n/;
      if (!from.test(text)) throw new Error(`${args.path}: expected compileStates' map of states`);
      const lazy = `    var map = Object.create(null)
    keys.forEach(function (key) {
      Object.defineProperty(map, key, { configurable: true, enumerable: true, get: function () {
        var state = compileRules(ruleMap[key], true)
        Object.defineProperty(map, key, { value: state, enumerable: true })
        state.groups.forEach(function (g) { checkStateGroup(g, key, ruleMap) })
        Object.getOwnPropertyNames(state.fast).forEach(function (k) { checkStateGroup(state.fast[k], key, ruleMap) })
        return state
      } })
    })
    return new Lexer(map, start)
`;
      return { contents: text.replace(from, lazy), loader: 'js' };
    });
    // commander spawns processes only for executable subcommands (hsh has none):
    // load child_process (and net, dgram, … with it) only if it ever does.
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = "const childProcess = require('node:child_process');";
      if (!text.includes(from)) throw new Error(`${args.path}: expected ${from}`);
      return { contents: text.replace(from, "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };"), loader: 'js' };
    });
  },
};

const result = await build({
  entryPoints: [join(root, 'dist', 'cli.js')],
  outfile: out,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  plugins: [plugin],
  // The Bigtable client (about 200 MB, an optional peer dependency) loads from node_modules only when --bigtable is
  // chosen, csv-parse (70 KB a start would read and deserialize for nothing) only when an import runs.
  external: ['@google-cloud/bigtable', 'csv-parse'],
  // Minified, but functions and classes keep their names (--debug stacks still read, and
  // a class's name is what it says it is): the smaller file is read and deserialized faster.
  minify: true,
  keepNames: true,
  logLevel: 'error',
  logOverride: { 'require-resolve-not-external': 'silent' },
});
if (result.errors.length) process.exit(1);
// The build id src/launch.cts matches the code cache with (file times do not survive npm's packing and install).
// ASCII only (esbuild leaves a regexp literal's characters as they are; cli-table3 has
// one): src/launch.cts reads the bundle as latin1, a one-byte string V8 reads and scans
// at half the size, where one character past ASCII made the whole text two-byte (~8 ms more).
// Escaping a UTF-16 unit as \uXXXX means the same in strings, regexps and names.
const code = result.outputFiles[0].text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const id = createHash('sha256').update(code).digest('hex').slice(0, 16);
// Written aside, then renamed: an hsh started meanwhile reads the old bundle or the new one, never half of one.
writeFileSync(`${out}.${process.pid}.tmp`, `${code}//hsh-build ${id}\n`);
renameSync(`${out}.${process.pid}.tmp`, out);

// The code cache: src/launch.cts writes it when HSH_WRITE_CODE_CACHE is set, when the run
// ends; it then holds every function the run compiled. The warm-up runs the statements a
// typical start uses (options, parser, engine, formatting) and then, in a pseudo-terminal
// made by script(1) where it is installed, shows the prompt and leaves it: the prompt's
// editor, completion and history are in the cache too (time to prompt: ~6 ms of CPU less).
rmSync(out + '.cache', { force: true });
const data = mkdtempSync(join(tmpdir(), 'hsh-code-cache-'));
const hsh = join(root, 'bin', 'hsh.js');
const warmup = "create 't1', 'f'; put 't1', 'r1', 'f:a', 'v'; get 't1', 'r1'; scan 't1'; count 't1'; list; describe 't1'";
const env = { ...process.env, HSH_WRITE_CODE_CACHE: '1', HSH_HISTORY: join(data, 'history'), PAGER: '', TERM: 'xterm-256color' };
try {
  // On a store that exists already, as most starts find theirs (its open and recovery
  // are other functions than a new store's, which this first run makes).
  spawnSync(process.execPath, [hsh, '--data', join(data, 'store'), '-e', "create 't0', 'f'"], { stdio: 'ignore' });
  const args = ['--data', join(data, 'store'), '-e', warmup];
  if (!(await atPrompt(args)) || !existsSync(`${out}.cache`)) {
    const r = spawnSync(process.execPath, [hsh, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) console.warn(`bundle: no code cache (warm-up exited ${r.status}): ${r.stderr}`);
  }
} finally {
  rmSync(data, { recursive: true, force: true });
}

/** Runs hsh with these arguments and -i in a pseudo-terminal; Ctrl-D at the prompt. False where script(1) is missing or the prompt never came. */
function atPrompt(args) {
  if (spawnSync('script', ['--version'], { stdio: 'ignore' }).status !== 0) return Promise.resolve(false);
  const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, hsh, ...args, '-i'].map(quote).join(' ');
  return new Promise((done) => {
    const child = spawn('script', ['-qfc', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'ignore'], env });
    let screen = '';
    let prompted = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (d) => {
      screen += d.toString();
      if (!prompted && screen.includes('hbase:001:0> ')) {
        prompted = true;
        child.stdin.write('\x04');
      }
    });
    child.on('error', () => done(false));
    child.on('exit', () => {
      clearTimeout(timer);
      done(prompted);
    });
  });
}
