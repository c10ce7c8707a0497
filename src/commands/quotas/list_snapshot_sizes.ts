import { unknownTable } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';
import { headerThenError } from '../header.js';

export const usage = 'list_snapshot_sizes';

const help = `Lists the size of every HBase snapshot given the space quota size computation
algorithms. An HBase snapshot only "owns" the size of a file when the table
from which the snapshot was created no longer refers to that file.
`;

/** The header, then the sizes read from hbase:quota, which does not exist with quotas off. */
export const list_snapshot_sizes = defineCommand({
  name: 'list_snapshot_sizes',
  group: 'quotas',
  usage,
  help,
  args: [optionalValue('args')],
  async run() {
    return headerThenError(['SNAPSHOT', 'SIZE'], unknownTable('hbase:quota'));
  },
});
