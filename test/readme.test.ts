/**
 * The README's promises that code can check: its first two commands, the
 * command lines a new user copies (hsh from the clone, never a bare `hsh`
 * that npm install does not put on the PATH), its links (into the
 * repository or the web, never to a file elsewhere), the JSON error codes it
 * lists, and a quiet `npm install`.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '../src/errors.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string>; allowScripts?: Record<string, boolean>; license: string; files: string[] };

/** The README's shell command lines: those of its code blocks, and its inline code spans. */
function commandLines(text: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = /^```(\w*)/.exec(line);
    if (open) {
      fence = fence === undefined ? open[1] : undefined;
      continue;
    }
    if (fence !== undefined) {
      // Ruby blocks are hsh statements, not command lines.
      if (fence !== 'ruby') out.push(line);
    } else for (const m of line.matchAll(/`([^`]+)`/g)) out.push(m[1]);
  }
  return out;
}

/** A command line that runs a bare `hsh` (at its start, after a prompt, a pipe, && or ;). */
function runsBareHsh(line: string): boolean {
  return /(^|\$ |\| |&& |; |\$\()\s*hsh(\s|$)/.test(line);
}

describe('README', () => {
  it('opens with the install-and-start command and the test command, and the start command is the package bin', () => {
    const head = readme.split('\n').slice(0, 8).join('\n');
    expect(head).toContain('npm install && node bin/hsh.js');
    expect(head).toContain('npm test');
    expect(pkg.bin.hsh).toBe('bin/hsh.js');
  });

  it('runs hsh as node bin/hsh.js: npm install puts no hsh on the PATH', () => {
    expect(commandLines(readme).filter(runsBareHsh)).toEqual([]);
    // The check itself.
    expect(['hsh lab1.hsh', 'echo list | hsh --memory', '$ hsh -e list', 'hsh'].every(runsBareHsh)).toBe(true);
    expect(['node bin/hsh.js lab1.hsh', "put 't','r','f:c','v'", 'HSH_DATA=/tmp/d node bin/hsh.js'].some(runsBareHsh)).toBe(false);
  });

  it('links only into the repository (files that exist) or to the web', () => {
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(0);
    const bad = targets.filter((t) => {
      if (t.startsWith('#') || /^https?:\/\//.test(t)) return false;
      const path = resolve(root, t.split('#')[0]);
      return relative(root, path).startsWith('..') || t.startsWith('/') || !existsSync(path);
    });
    expect(bad).toEqual([]);
  });

  it('lists exactly the error codes --format json can report (EXIT is no error)', () => {
    const paragraph = /`error\.code` is one of[\s\S]*?\(`src\/errors\.ts`\)/.exec(readme)?.[0] ?? '';
    const listed = [...paragraph.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual(ERROR_CODES.filter((c) => c !== 'EXIT'));
  });
});

describe('npm install', () => {
  it('warns about no install script: every dependency that has one is reviewed in allowScripts', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    expect(withScripts).toEqual(['classic-level', 'esbuild']);
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(withScripts);
  });
});

describe('LICENSE and NOTICE', () => {
  it('LICENSE is the whole Apache License 2.0 that package.json declares, appendix included', () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(pkg.license).toBe('Apache-2.0');
    expect(license.trim().split('\n')[0].trim()).toBe('Apache License');
    for (const heading of ['TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION', '9. Accepting Warranty or Additional Liability.', 'END OF TERMS AND CONDITIONS', 'APPENDIX: How to apply the Apache License to your work.']) {
      expect(license).toContain(heading);
    }
    // The text as the ASF publishes it (https://www.apache.org/licenses/LICENSE-2.0.txt): 202 lines.
    expect(license.split('\n').length - 1).toBe(202);
  });

  it('NOTICE credits Apache HBase for what hsh reproduces, with its notice, and ships in the package', () => {
    const notice = readFileSync(join(root, 'NOTICE'), 'utf8');
    expect(notice).toMatch(/help texts, messages and output formats of the\nApache HBase shell/);
    expect(notice).toContain('Apache HBase\nCopyright 2007-');
    expect(notice).toContain('This product includes software developed at\nThe Apache Software Foundation (http://www.apache.org/).');
    expect(pkg.files).toContain('NOTICE');
  });
});
