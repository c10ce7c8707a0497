/**
 * The README's promises that code can check: its first two commands, the
 * command lines a new user copies (hsh from the clone, never a bare `hsh`
 * that npm install does not put on the PATH), the links of every Markdown
 * file of the repository (into the repository, to a file and a heading that
 * exist, or to the web), the JSON error codes it lists, and a quiet
 * `npm install`. test/e2e/readme-run.test.ts runs its blocks.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The repository's Markdown files, relative to the root (not what npm or the build made). */
function markdownFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir === '' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory() && !['node_modules', 'dist', '.git'].includes(e.name)) out.push(...markdownFiles(path));
    else if (e.isFile() && e.name.endsWith('.md')) out.push(path);
  }
  return out.sort();
}

/** A Markdown text's lines outside fenced code blocks, inline code spans removed. */
function proseLines(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) out.push(line.replace(/`[^`]*`/g, (span) => (span.includes('](') ? '' : span)));
  }
  return out;
}

/** A heading's anchor as GitHub makes it (github-slugger): lower case, punctuation dropped, spaces as `-`. */
function slug(heading: string): string {
  const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown text: its headings' slugs (a repeated one numbered -1, -2 … as GitHub does) and HTML ids. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slug(h[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) out.add(m[1]);
  }
  return out;
}

/** The links of a Markdown text that do not resolve: a file outside the repository or missing, an anchor no heading makes. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const bad: string[] = [];
  for (const line of proseLines(text)) {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^(https?|mailto):/.test(target)) continue;
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? join(root, file) : resolve(root, dirname(file), path);
      if (path.startsWith('/') || relative(root, resolved).startsWith('..') || !existsSync(resolved)) bad.push(`${file}: ${target}`);
      else if (anchor !== undefined && (!resolved.endsWith('.md') || !anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor)))) bad.push(`${file}: ${target}`);
    }
  }
  return bad;
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
    expect([...readme.matchAll(/\]\(#[^)]+\)/g)].length).toBeGreaterThan(0);
    expect(brokenLinks('README.md')).toEqual([]);
  });

  it('lists exactly the error codes --format json can report (EXIT is no error)', () => {
    const paragraph = /`error\.code` is one of[\s\S]*?\(`src\/errors\.ts`\)/.exec(readme)?.[0] ?? '';
    const listed = [...paragraph.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual(ERROR_CODES.filter((c) => c !== 'EXIT'));
  });
});

describe('Markdown links', () => {
  it('every link of every Markdown file of the repository resolves: the file, and the heading its anchor names', () => {
    const files = markdownFiles();
    expect(files).toContain('docs/ARCHITECTURE.md');
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Data in and out')).toBe('data-in-and-out');
    expect(slug('For instructors: labs that grade themselves')).toBe('for-instructors-labs-that-grade-themselves');
    expect(slug('How one `put` travels')).toBe('how-one-put-travels');
    expect(slug('hsh — the HBase shell, without the cluster')).toBe('hsh--the-hbase-shell-without-the-cluster');
    expect(slug('snake_case and [a link](x.md)')).toBe('snake_case-and-a-link');
    expect([...anchors('# A\n## A\n```\n# not a heading\n```\n### A\n')]).toEqual(['a', 'a-1', 'a-2']);
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
