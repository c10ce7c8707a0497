import { describe, expect, it } from 'vitest';
import { error, out, shell, text } from '../dml/helpers.js';

describe('security without the AccessController', () => {
  it('grant, revoke and user_permission are refused; list_security_capabilities lists none', async () => {
    const sh = await shell();
    expect(await out(sh, "grant 'bobsmith', 'RWXCA'")).toBe(error('DISABLED: Security features are not available', 'grant'));
    expect(await out(sh, "revoke 'bobsmith', '@ns1'")).toBe(error('DISABLED: Security features are not available', 'revoke'));
    expect(await out(sh, 'user_permission')).toBe('User  Namespace,Table,Family,Qualifier:Permission\n' + error('DISABLED: Security features are not available', 'user_permission'));
    expect(await out(sh, 'list_security_capabilities')).toBe(text('=> []'));
  });
});

describe('visibility labels without the VisibilityController', () => {
  it('the label and authorization commands are refused', async () => {
    const sh = await shell();
    for (const [s, cmd] of [
      ["add_labels ['SECRET','PRIVATE']", 'add_labels'],
      ['list_labels', 'list_labels'],
      ["set_auths 'user1', ['SECRET']", 'set_auths'],
      ["get_auths 'user1'", 'get_auths'],
      ["clear_auths 'user1', ['SECRET']", 'clear_auths'],
    ]) {
      expect(await out(sh, s), s).toBe(error('DISABLED: Visibility labels feature is not available', cmd));
    }
  });

  it('set_visibility re-puts the scanned cells, which keep no expression: the rows it matched', async () => {
    const sh = await shell("create 't1', 'f1'", "put 't1', 'r1', 'f1:a', 'v'\nput 't1', 'r2', 'f1:a', 'v'\nput 't1', 'x', 'f1:a', 'v'");
    expect(await out(sh, "set_visibility 't1', 'A|B', {COLUMNS => ['f1']}")).toBe(text('3 row(s)'));
    expect(await out(sh, "set_visibility 't1', 'A&B', {ROWPREFIXFILTER => 'r'}")).toBe(text('2 row(s)'));
    expect(await out(sh, "get 't1', 'r1'")).toBe(text('COLUMN  CELL', ' f1:a timestamp=NOW, value=v', '1 row(s)'));
    expect(await out(sh, "set_visibility 'nosuch', 'A', {}")).toBe(error('Unknown table nosuch!', 'set_visibility'));
  });
});
