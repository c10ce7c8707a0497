/**
 * --keep-going in scripts: a statement that does not parse is reported (its
 * file, line and column named) and the run goes on at the next statement,
 * the exit status still the failure's; unknown option keys warn as at the prompt.
 */
import { describe, expect, it } from 'vitest';
import { hsh, testShell } from '../helpers/shell.js';
import { runScript } from '../../src/shell/batch.js';

const SCRIPT = "create 't', 'f'\nputs 1)\nput 'nope', 'r', 'f:a', 'v'\nputs 'end'\n";

describe('--keep-going', () => {
  it('goes on after a parse error, naming the file, and exits 2', async () => {
    const shell = await testShell({ keepGoing: true });
    try {
      const outcome = await runScript(shell.session, SCRIPT, { echo: false, keepGoing: true, file: 'lab.hsh' });
      await shell.session.io.stdout.flush();
      expect(outcome.status).toBe(2);
      const r = await shell.run('');
      expect(r.stdout).toBe(
        'Created table t\n=> Hbase::Table - t\n' +
          "Traceback (most recent call last):\nSyntaxError (lab.hsh: syntax error, unexpected ')' at line 2, column 7)\nputs 1)\n      ^\n" +
          "\nERROR: Unknown table nope!\n\nFor usage try 'help \"put\"'\n\nend\n",
      );
    } finally {
      await shell.close();
    }
  });

  it('a lexical error (a bad escape inside a string) ends the run even so: the rest cannot be split (found by npm run fuzz)', async () => {
    const shell = await testShell({ keepGoing: true });
    try {
      const outcome = await runScript(shell.session, `create 't', 'f'\nput 't', 'r', 'f:a', "\\x00\\x-1e3"\nputs 'end'\n`, { echo: false, keepGoing: true, file: 'lab.hsh' });
      await shell.session.io.stdout.flush();
      expect(outcome.status).toBe(2);
      const r = await shell.run('');
      expect(r.stdout).toBe(
        'Created table t\n=> Hbase::Table - t\n' +
          `Traceback (most recent call last):\nSyntaxError (lab.hsh: Invalid escape character syntax at line 2, column 27)\nput 't', 'r', 'f:a', "\\x00\\x-1e3"\n                          ^\n`,
      );
    } finally {
      await shell.close();
    }
  });

  it('without it, the run stops at the parse error as before (no file in the message)', async () => {
    const r = await hsh(SCRIPT, { keepGoing: false });
    expect(r.stdout).toBe("Created table t\n=> Hbase::Table - t\nTraceback (most recent call last):\nSyntaxError (syntax error, unexpected ')' at line 2, column 7)\nputs 1)\n      ^\n");
    expect(r.status).toBe(2);
  });
});

describe('unknown option keys in scripts', () => {
  it('warn on stderr as the prompt does, and the statement runs as HBase runs it', async () => {
    const r = await hsh("create 't', 'f'\nscan 't', {'LIMT' => 1, VERSIONS => 2}\nget 't', 'r', 'TIMESTMAP' => 3\nscan 't', {'mykey' => 1}", { keepGoing: false });
    expect(r.stderr).toBe('WARN: scan has no option LIMT; did you mean LIMIT?\nWARN: get has no option TIMESTMAP; did you mean TIMESTAMP?\n');
    expect(r.stdout).toContain('ROW  COLUMN+CELL\n0 row(s)\n');
  });
});
