import { securityDisabled } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';
import { headerThenError } from '../header.js';

export const usage = "user_permission ['table_regex']";

const help = `Show all permissions for the particular user.
Syntax : user_permission <table>

Note: A namespace must always precede with '@' character.

For example:

    hbase> user_permission
    hbase> user_permission '@ns1'
    hbase> user_permission '@.*'
    hbase> user_permission '@^[a-c].*'
    hbase> user_permission 'table1'
    hbase> user_permission 'namespace1:table1'
    hbase> user_permission '.*'
    hbase> user_permission '^[A-C].*'
`;

/** The header, then security_admin.user_permission, which refuses without the AccessController. */
export const user_permission = defineCommand({
  name: 'user_permission',
  group: 'security',
  usage,
  help,
  args: [optionalValue('table_regex')],
  async run() {
    return headerThenError(['User', 'Namespace,Table,Family,Qualifier:Permission'], securityDisabled());
  },
});
