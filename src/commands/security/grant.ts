import { securityDisabled } from '../../hbase/index.js';
import { defineCommand, rest } from '../define.js';

export const usage = 'grant <user>, <permissions> [, <@namespace> [, <table> [, <column family> [, <column qualifier>]]]]';

const help = `Grant users specific rights.
Syntax : grant <user> <permissions> [<@namespace> [<table> [<column family> [<column qualifier>]]]

permissions is either zero or more letters from the set "RWXCA".
READ('R'), WRITE('W'), EXEC('X'), CREATE('C'), ADMIN('A')

Note: A namespace must always precede with '@' character.

For example:

    hbase> grant 'bobsmith', 'RWXCA'
    hbase> grant 'bobsmith', 'RWXCA', '@ns1'
    hbase> grant 'bobsmith', 'RW', 't1', 'f1', 'col1'
    hbase> grant 'bobsmith', 'RW', 'ns1:t1', 'f1', 'col1'
`;

/** Without the AccessController coprocessor (a standalone 2.6's default) security_admin refuses. */
export const grant = defineCommand({
  name: 'grant',
  group: 'security',
  usage,
  help,
  args: [rest('args')],
  async run() {
    throw securityDisabled();
  },
});
