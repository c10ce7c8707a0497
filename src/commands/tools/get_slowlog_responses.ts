import { defineCommand, lines, optionalValue, value } from '../define.js';

export const usage = "get_slowlog_responses '*' | ['SERVER_NAME', ...] [, {'LIMIT' => 10, ...}]";

const help = `Retrieve latest SlowLog Responses maintained by each or specific RegionServers.
Specify '*' to include all RS otherwise array of server names for specific
RS. A server name is the host, port plus startcode of a RegionServer.
e.g.: host187.example.com,60020,1289493121758 (find servername in
master ui or when you do detailed status in shell)

Provide optional filter parameters as Hash.
Default Limit of each server for providing no of slow log records is 10. User can specify
more limit by 'LIMIT' param in case more than 10 records should be retrieved.

Examples:

  hbase> get_slowlog_responses '*'                                 => get slowlog responses from all RS
  hbase> get_slowlog_responses '*', {'LIMIT' => 50}                => get slowlog responses from all RS
                                                                      with 50 records limit (default limit: 10)
  hbase> get_slowlog_responses ['SERVER_NAME1', 'SERVER_NAME2']    => get slowlog responses from SERVER_NAME1,
                                                                      SERVER_NAME2
  hbase> get_slowlog_responses '*', {'REGION_NAME' => 'hbase:meta,,1'}
                                                                   => get slowlog responses only related to meta
                                                                      region
  hbase> get_slowlog_responses '*', {'TABLE_NAME' => 't1'}         => get slowlog responses only related to t1 table
  hbase> get_slowlog_responses '*', {'CLIENT_IP' => '192.162.1.40:60225', 'LIMIT' => 100}
                                                                   => get slowlog responses with given client
                                                                      IP address and get 100 records limit
                                                                      (default limit: 10)
  hbase> get_slowlog_responses '*', {'REGION_NAME' => 'hbase:meta,,1', 'TABLE_NAME' => 't1'}
                                                                   => get slowlog responses with given region name
                                                                      or table name
  hbase> get_slowlog_responses '*', {'USER' => 'user_name', 'CLIENT_IP' => '192.162.1.40:60225'}
                                                                   => get slowlog responses that match either
                                                                      provided client IP address or user name

Sometimes output can be long pretty printed json for user to scroll in
a single screen and hence user might prefer
redirecting output of get_slowlog_responses to a file.

Example:

echo "get_slowlog_responses '*'" | hbase shell > xyz.out 2>&1

`;

/** The slow log ring buffer is off by default (hbase.regionserver.slowlog.buffer.enabled): no responses. */
export const get_slowlog_responses = defineCommand({
  name: 'get_slowlog_responses',
  group: 'tools',
  usage,
  help,
  optionKeys: ['LIMIT', 'REGION_NAME', 'TABLE_NAME', 'CLIENT_IP', 'USER', 'FILTER_BY_OP'],
  args: [value('server_names'), optionalValue('args')],
  async run(ctx, [servers, args]) {
    await ctx.hbase.admin.logResponses(servers, args);
    // `puts` of the empty array of responses prints an empty line
    return { outputs: [lines('Retrieved SlowLog Responses from RegionServers', '')] };
  },
});
