import { securityDisabled } from '../../hbase/index.js';
import { defineCommand, optionalValue, value } from '../define.js';

export const usage = 'revoke <user> [, <@namespace> [, <table> [, <column family> [, <column qualifier>]]]]';

const help = `Revoke a user's access rights.
Syntax : revoke <user> [, <@namespace> [, <table> [, <column family> [, <column qualifier>]]]]

Note: Groups and users access are revoked in the same way, but groups are prefixed with an '@' 
      character. In the same way, tables and namespaces are specified, but namespaces are 
      prefixed with an '@' character.

For example:

    hbase> revoke 'bobsmith'
    hbase> revoke '@admins'
    hbase> revoke 'bobsmith', '@ns1'
    hbase> revoke 'bobsmith', 't1', 'f1', 'col1'
    hbase> revoke 'bobsmith', 'ns1:t1', 'f1', 'col1'
`;

export const revoke = defineCommand({
  name: 'revoke',
  group: 'security',
  usage,
  help,
  args: [value('user'), optionalValue('table_name'), optionalValue('family'), optionalValue('qualifier')],
  async run() {
    throw securityDisabled();
  },
});
