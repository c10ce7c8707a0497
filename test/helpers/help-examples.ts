/**
 * The example statements of HBase's help texts, read one way for every test
 * that uses them (test/commands/help-examples.test.ts runs them all; the
 * registry tests check their count and that they parse).
 */
import { parse } from '../../src/grammar/parse.js';

const PROMPT = /^\s*hbase> ?(.*)$/;

/**
 * `hbase> …` lines, each with the indented lines that follow while the statement is
 * unfinished; a help without any `hbase>` (split, truncate_region) lists its examples
 * as indented `name …` lines.
 */
export function helpExamples(name: string, help: string): string[] {
  const lines = help.split('\n');
  if (!lines.some((l) => PROMPT.test(l))) {
    return lines.filter((l) => new RegExp(`^\\s+${name} `).test(l)).map((l) => l.trim());
  }
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = PROMPT.exec(lines[i]);
    if (!m) continue;
    let stmt = m[1];
    while (parse(stmt).kind === 'incomplete' && i + 1 < lines.length && !PROMPT.test(lines[i + 1]) && /^\s/.test(lines[i + 1])) {
      stmt += '\n' + lines[++i];
    }
    out.push(stmt);
  }
  return out;
}

/**
 * HBase's own help has three examples that are not valid Ruby (they fail in
 * the real shell too); they stay verbatim in the help and run repaired.
 */
export const REPAIRS: Record<string, string> = {
  "get 't1', 'r1' {COLUMN => ['cf:qualifier1:toInt',\n    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }":
    "get 't1', 'r1', {COLUMN => ['cf:qualifier1:toInt',\n    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }",
  "deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'        //delete certain column family in the row ranges":
    "deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'",
  "delete_snapshot 'snapshotName',": "delete_snapshot 'snapshotName'",
};
