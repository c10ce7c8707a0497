/**
 * load runs a file's statements in the session (IRB's Kernel#load), naming
 * the file and line of an error; capture copies what follows to a file.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hsh, tempFiles } from '../../helpers/shell.js';
import { FileAccess } from '../../../src/shell/files.js';

function folder(files: Record<string, string>): string {
  return tempFiles('load', files);
}

describe('load', () => {
  it("runs the file's statements here: its variables stay set, its values are not shown, load returns true", async () => {
    const dir = folder({ 'a.hsh': "x = 5\nput 't', 'r', 'f:a', 'v'\nputs 'loaded'\n" });
    const r = await hsh(`create 't', 'f'\nload '${dir}/a.hsh'\nputs x\nget_value 't', 'r', 'f:a'`);
    expect(r.stdout).toBe('Created table t\n=> Hbase::Table - t\nloaded\n=> true\n5\n=> "v"\n');
    expect(r.status).toBe(0);
  });

  it("names the file and line of a failed command, and a script's run stops there", async () => {
    const dir = folder({ 'a.hsh': "create 't', 'f'\n\nput 'nope', 'r', 'f:a', 'v'\nputs 'not reached'\n" });
    const r = await hsh(`load '${dir}/a.hsh'\nputs 'after'`, { keepGoing: false });
    expect(r.stdout).toBe(`Created table t\n\nERROR: Unknown table nope!\n\nFor usage try 'help "put"'\n(in ${dir}/a.hsh, line 3)\n\n`);
    expect(r.status).toBe(1);
  });

  it('at the prompt, a failed command is reported with its file and line and the file goes on', async () => {
    const dir = folder({ 'a.hsh': "put 'nope', 'r', 'f:a', 'v'\nputs 'after'\n" });
    const r = await hsh(`load '${dir}/a.hsh'`, { interactive: true });
    expect(r.stdout).toBe(`\nERROR: Unknown table nope!\n\nFor usage try 'help "put"'\n(in ${dir}/a.hsh, line 1)\n\nafter\n=> true\n`);
  });

  it('parses the whole file first: a syntax error runs none of it and names the file and line', async () => {
    const dir = folder({ 'a.hsh': "puts 'first'\nputs 1)\n" });
    const r = await hsh(`load '${dir}/a.hsh'`, { keepGoing: false });
    expect(r.stdout).toContain(`ERROR: ${dir}/a.hsh:2: syntax error`);
    expect(r.stdout).not.toContain('first');
    expect(r.status).toBe(2);
  });

  it("names the file and line of the file's own Ruby error", async () => {
    const dir = folder({ 'a.hsh': 'puts 1\nfoo_bar 3\nputs 2\n' });
    const r = await hsh(`load '${dir}/a.hsh'`, { keepGoing: false });
    expect(r.stdout).toMatch(new RegExp(`^1\n\nERROR: ${dir}/a.hsh:2: undefined method \`foo_bar' for #<HBaseReceiver:0x[0-9a-f]+>\n\nFor usage try 'help "load"'\n\n$`));
    expect(r.status).toBe(1);
  });

  it('says a missing file as Ruby does', async () => {
    const r = await hsh(`load '/nonexistent/x.hsh'`, { keepGoing: false });
    expect(r.stdout).toBe(`\nERROR: cannot load such file -- /nonexistent/x.hsh\n\nFor usage try 'help "load"'\n\n`);
  });

  it('--sandbox: reads only in its folders', async () => {
    const dir = folder({ 'a.hsh': "puts 'x'\n" });
    const other = folder({ 'b.hsh': "puts 'y'\n" });
    const files = new FileAccess([dir]);
    expect((await hsh(`load '${dir}/a.hsh'`, { files })).stdout).toBe('x\n=> true\n');
    expect((await hsh(`load '${other}/b.hsh'`, { files })).stdout).toContain(`ERROR: Permission denied - ${other}/b.hsh (--sandbox: files are read only in`);
  });
});

describe('capture', () => {
  it('copies what the following statements print to the file until capture with no file', async () => {
    const dir = folder({});
    const file = join(dir, 'out.txt');
    const r = await hsh(`create 't', 'f'\ncapture '${file}'\nput 't', 'r', 'f:a', "\\xFFv"\nscan 't'\nputs 'x'\ncapture\nlist`);
    expect(r.stdout).toBe(
      `Created table t\n=> Hbase::Table - t\nNow capturing output to '${file}'.\nROW  COLUMN+CELL\n r column=f:a, timestamp=2023-11-14T22:13:20.001, value=\\xFFv\n1 row(s)\nx\nStopped capture. Output saved to '${file}'.\nTABLE\nt\n1 row(s)\n=> ["t"]\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe('ROW  COLUMN+CELL\n r column=f:a, timestamp=2023-11-14T22:13:20.001, value=\\xFFv\n1 row(s)\nx\n');
  });

  it('says so when nothing is captured, and --sandbox writes only in its folders', async () => {
    expect((await hsh('capture')).stdout).toBe('Not capturing output.\n');
    const dir = folder({});
    const r = await hsh(`capture '/tmp/hsh-capture-outside.txt'`, { files: new FileAccess([dir]) });
    expect(r.stdout).toContain('ERROR: Permission denied - /tmp/hsh-capture-outside.txt (--sandbox: files are written only in');
  });
});
