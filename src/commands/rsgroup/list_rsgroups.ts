import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';

export const usage = "list_rsgroups ['regex']";

const help = `List all RegionServer groups. Optional regular expression parameter can
be used to filter the output.

Example:

  hbase> list_rsgroups
  hbase> list_rsgroups 'abc.*'

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const list_rsgroups = defineCommand({
  name: 'list_rsgroups',
  group: 'rsgroup',
  usage,
  help,
  args: [optionalValue('regex')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
