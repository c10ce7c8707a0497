// The oracle's case files (cases/<group>.rb), read by scripts/record-ruby.mjs and oracle.test.ts.
// A case begins at a `#### name` line and runs to the next; lines before the first are the file's
// header. Inside a case, `# shell: why` marks one where the HBase shell deliberately prints
// otherwise than JRuby's IRB, and `#| line` / `#! Class: message` lines give the shell's stdout and
// uncaught exception; every other line is the case's Ruby.
import { createHash } from 'node:crypto';

const MARKER = /^#### ([A-Za-z0-9_]+)\s*$/;

export function parseCases(text, group) {
  const cases = [];
  let current;
  text.split('\n').forEach((line, i) => {
    const m = MARKER.exec(line);
    if (m) {
      if (cases.some((c) => c.name === m[1])) throw new Error(`${group}.rb:${i + 1}: case ${m[1]} twice`);
      current = { name: m[1], line: i + 1, code: [], stdout: [], error: undefined, note: undefined };
      cases.push(current);
    } else if (line.startsWith('####')) throw new Error(`${group}.rb:${i + 1}: a case name is [A-Za-z0-9_]+: ${line}`);
    else if (!current) return;
    else if (line.startsWith('# shell:')) current.note = line.slice(8).trim();
    else if (line === '#|' || line.startsWith('#| ')) current.stdout.push(line.slice(3));
    else if (line.startsWith('#! ')) {
      const at = line.indexOf(': ', 3);
      current.error = { class: line.slice(3, at), message: line.slice(at + 2) };
    } else current.code.push(line);
  });
  return cases.map((c) => {
    while (c.code.length && c.code[c.code.length - 1].trim() === '') c.code.pop();
    const code = c.code.join('\n') + '\n';
    if (c.code.every((l) => l.trim() === '' || l.startsWith('#'))) throw new Error(`${group}.rb:${c.line}: case ${c.name} has no code`);
    const overridden = c.stdout.length > 0 || c.error !== undefined;
    if (overridden !== (c.note !== undefined)) throw new Error(`${group}.rb:${c.line}: case ${c.name}: '# shell:' and '#|'/'#!' lines go together`);
    const shell = c.note === undefined ? undefined : { note: c.note, stdout: c.stdout.map((l) => l + '\n').join(''), error: c.error };
    return { name: c.name, line: c.line, code, shell };
  });
}

/** Ties a golden to the case's text: a case edited since it was recorded must be recorded again. */
export function sourceDigest(code) {
  return createHash('sha256').update(code).digest('hex').slice(0, 12);
}
