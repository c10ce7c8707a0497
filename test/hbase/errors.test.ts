// translate_hbase_exceptions (hbase/errors.ts): the server's exceptions the engine raises, in the shell's words.
import { describe, expect, it } from 'vitest';
import { ShellError } from '../../src/errors.js';
import { namespaceNotFound, snapshotNotFound, tableExists, tableNotDisabled, tableNotEnabled, tableNotFound } from '../../src/engine/errors.js';
import { translateHBaseException } from '../../src/hbase/errors.js';

const shown = (e: unknown, firstArg: string) => {
  const t = translateHBaseException(e, firstArg) as ShellError;
  return [t.code, t.message, t.rubyClass];
};

describe('translateHBaseException', () => {
  it('words each translated exception as shell/commands.rb does, naming the first argument where HBase does', () => {
    expect(shown(tableNotFound('t1'), 'x')).toEqual(['TABLE_NOT_FOUND', 'Unknown table t1!', 'RuntimeError']);
    expect(shown(tableNotFound('t1 in region'), 'ns:t1')).toEqual(['TABLE_NOT_FOUND', 'Unknown table ns:t1!', 'RuntimeError']);
    expect(shown(tableNotEnabled('t1'), '#<Hbase::Table:0x1>')).toEqual(['TABLE_DISABLED', 'Table #<Hbase::Table:0x1> is disabled!', 'RuntimeError']);
    expect(shown(tableNotDisabled('t1'), 's1')).toEqual(['TABLE_ENABLED', 'Table t1 should be disabled!', 'RuntimeError']);
    expect(shown(tableExists('t1'), 'default:t1')).toEqual(['TABLE_EXISTS', 'Table already exists: t1!', 'RuntimeError']);
    expect(shown(namespaceNotFound('ns9'), 'ns9:t1')).toEqual(['NAMESPACE_NOT_FOUND', 'Unknown namespace ns9!', 'RuntimeError']);
    expect(shown(snapshotNotFound('s1'), 's1')).toEqual(['SNAPSHOT_NOT_FOUND', 'Unknown snapshot s1!', 'RuntimeError']);
  });

  it('passes anything else on as it came, and an untranslated exception reads as HBase prints a remote one', () => {
    const other = new ShellError('CONSTRAINT', 'org.apache.hadoop.hbase.constraint.ConstraintException: no');
    expect(translateHBaseException(other, 't1')).toBe(other);
    expect(tableNotFound('t1').message).toBe('org.apache.hadoop.hbase.TableNotFoundException: t1');
  });
});
