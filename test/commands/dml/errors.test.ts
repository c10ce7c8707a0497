/**
 * Every other error text the data, tools and snapshot commands produce, as
 * the ERROR block shows it (after the header for get and scan, as in HBase).
 */
import { describe, expect, it } from 'vitest';
import { F0, F2, error, out, shell } from './helpers.js';

const GET = 'COLUMN  CELL\n';
const SCAN = 'ROW  COLUMN+CELL\n';

const CASES: Array<[statement: string, message: string, command: string, before?: string]> = [
  // get
  ["get 'T', '1', {COLUMN => 'x', VERSIONS => 0}", 'versions must be positive', 'get', GET],
  ["get 'T', '1', {COLUMN => 'x', ATTRIBUTES => 5}", 'Attributes must be a Hash type', 'get', GET],
  ["get 'T', '1', {COLUMN => 'x', AUTHORIZATIONS => 'PRIVATE'}", 'Authorizations must be a Array type', 'get', GET],
  ["get 'T', '1', {CONSISTENCY => 'EVENTUAL'}", 'No enum constant org.apache.hadoop.hbase.client.Consistency.EVENTUAL', 'get', GET],
  ["get 'T', '1', {TIMESTAMP => -1}", 'invalid ts:-1', 'get', GET],
  ["get 'T', '1', {TIMERANGE => [-1, 5]}", 'Timestamp cannot be negative. minStamp:-1, maxStamp:5', 'get', GET],
  ["get 'T', '1', {TIMERANGE => 5}", 'TIMERANGE must be an Array of two timestamps [min, max], not 5', 'get', GET],
  ["get 'T', '1', {TIMESTAMP => 'x'}", 'no implicit conversion of String into Integer', 'get', GET],
  ["get 'T', '1', 'cf:q:c(MyFormatterClass).format'", `uninitialized constant MyFormatterClass (hsh converts with org.apache.hadoop.hbase.util.Bytes only)`, 'get', GET],
  ["get 'T', '1', 'x:q:c(org.apache.hadoop.hbase.util.Bytes).nope'", "undefined method `nope' for class `org.apache.hadoop.hbase.util.Bytes'", 'get', GET],
  ["get 'T', '1', {FORMATTER => 'nope'}", "undefined method `nope' for class `org.apache.hadoop.hbase.util.Bytes'", 'get', GET],
  [
    "get 'T', '1', {FORMATTER => 'toInt'}",
    "FORMATTER => 'toInt' would apply to row keys and column names too; hsh supports 'toString' and 'toStringBinary' there (use 'f:q:toInt' for one column)",
    'get',
    GET,
  ],
  [
    "get 'T', '1', {FORMATTER_CLASS => 'com.example.Fmt'}",
    'uninitialized constant com.example.Fmt (hsh formats with org.apache.hadoop.hbase.util.Bytes only)',
    'get',
    GET,
  ],
  [
    "get 'T', '1', {FILTER => 5}",
    'cannot convert instance of class Integer to class org.apache.hadoop.hbase.filter.Filter (FILTER takes a filter string)',
    'get',
    GET,
  ],
  // scan
  // Ruby's own comparison errors, in _hash_to_scan's order (cache > 0, versions > 1, limit > 0), after the COLUMNS check
  ["scan 'T', {LIMIT => 'x'}", 'comparison of String with 0 failed', 'scan', SCAN],
  ["scan 'T', {VERSIONS => '3'}", 'comparison of String with 1 failed', 'scan', SCAN],
  ["scan 'T', {LIMIT => 'x', VERSIONS => 'y', CACHE => 'z'}", 'comparison of String with 0 failed', 'scan', SCAN],
  ["scan 'T', {LIMIT => 'x', VERSIONS => 'y'}", 'comparison of String with 1 failed', 'scan', SCAN],
  ["scan 'T', {COLUMNS => 5, LIMIT => 'x'}", 'COLUMNS must be specified as a String or an Array', 'scan', SCAN],
  ["scan 'T', {LIMIT => true}", "undefined method `>' for true:TrueClass", 'scan', SCAN],
  ["scan 'T', {LIMIT => {}}", 'no implicit conversion of Integer into Hash', 'scan', SCAN],
  ["scan 'T', {BATCH => :a}", 'comparison of Symbol with 0 failed', 'scan', SCAN],
  ["scan 'T', {MAXLENGTH => '5'}", 'no implicit conversion of String into Integer', 'scan', SCAN],
  ["scan 'T', {STARTROW => 1}", "undefined method `to_java_bytes' for 1:Integer", 'scan', SCAN],
  ["scan 'T', {STOPROW => 2}", "undefined method `to_java_bytes' for 2:Integer", 'scan', SCAN],
  ["scan 'T', {ROWPREFIXFILTER => 1}", "undefined method `to_java_bytes' for 1:Integer", 'scan', SCAN],
  ["incr 'T', 'c', 'x:n', 9223372036854775808", "bignum too big to convert into `long'", 'incr'],
  ["put 'T', 'r', 'x:a', 'v', -9223372036854775809", "bignum too big to convert into `long'", 'put'],
  ["get 'T', '1', {COLUMN => 'x', VERSIONS => '2'}", 'no implicit conversion of String into Integer', 'get', GET],
  ["get 'T', '1', {COLUMN => 'x', MAXLENGTH => '2'}", 'no implicit conversion of String into Integer', 'get', GET],
  ["deleteall 'T', {ROWPREFIXFILTER => 1}", "undefined method `to_java_bytes' for 1:Integer", 'deleteall'],
  ["deleteall 'T', {ROWPREFIXFILTER => '1', CACHE => 'x'}", 'comparison of Integer with String failed', 'deleteall'],
  ["scan 'T', {ISOLATION_LEVEL => 'SERIAL'}", 'No enum constant org.apache.hadoop.hbase.client.IsolationLevel.SERIAL', 'scan', SCAN],
  ["scan 'T', {READ_TYPE => 'FAST'}", 'No enum constant org.apache.hadoop.hbase.client.Scan.ReadType.FAST', 'scan', SCAN],
  ["scan 'T', {TIMESTAMP => -1}", 'invalid ts:-1', 'scan', SCAN],
  ["scan 'T', {TIMERANGE => [3, 1]}", 'maxStamp is smaller than minStamp', 'scan', SCAN],
  ["scan 'T', {ATTRIBUTES => []}", 'Attributes must be a Hash type', 'scan', SCAN],
  ["scan 'T', {FORMATTER => 'toLong'}", "FORMATTER => 'toLong' would apply to row keys and column names too; hsh supports 'toString' and 'toStringBinary' there (use 'f:q:toLong' for one column)", 'scan', SCAN],
  ["scan 'my table'", "Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table", 'scan'],
  // count, delete, deleteall, put, incr, append
  ["count 'T', INTERVAL => 0", 'divided by 0', 'count'],
  ["count 'T', VERSIONS => 'x'", 'comparison of String with 1 failed', 'count'],
  ["count 'T', STARTROW => 1", "undefined method `to_java_bytes' for 1:Integer", 'count'],
  ["deleteall 'T', {CACHE => 5}", "undefined method `to_java_bytes' for nil:NilClass", 'deleteall'],
  ["deleteall 'T', '1', 'x:a', 'ts'", 'no implicit conversion of String into Integer', 'deleteall'],
  ["delete 'T', '', 'x:a'", 'Row length is 0', 'delete'],
  ["delete 'T', '1', 'x:a', 1, 5", "undefined method `any?' for 5:Integer", 'delete'],
  ["put 'T', '1', 'x:a', 'v', 'ts'", 'no implicit conversion of String into Integer', 'put'],
  ["put 'T', '1', 'x:a', 'v', {TTL => 'long'}", 'no implicit conversion of String into Integer', 'put'],
  ["incr 'T', '', 'x:a'", 'Row length is 0', 'incr'],
  ["append 'T', '1', 'x:a', 'v', []", "undefined method `any?' for []:Array", 'append'],
  ["get_counter 'my table', 'r', 'x:a'", "Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table", 'get_counter'],
  ["get_splits 'my table'", "Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table", 'get_splits'],
  // tools
  ["flush 'T', 5", "undefined method `to_java_bytes' for 5:Integer", 'flush'],
  ["compact 'T', 5", "undefined method `to_java_bytes' for 5:Integer", 'compact'],
  ["major_compact 'T', 'x', 'FAST'", 'only NORMAL or MOB accepted for type!', 'major_compact'],
  ['split 5', 'Table name must be of type String', 'split'],
  // snapshots
  ['list_snapshots 5', 'no implicit conversion of Integer into String', 'list_snapshots'],
  ["list_snapshots '('", 'Unclosed group near index 1\n(', 'list_snapshots'],
  ["list_table_snapshots 'T', 5", 'no implicit conversion of Integer into String', 'list_table_snapshots'],
  ['delete_all_snapshot nil', 'no implicit conversion of NilClass into String', 'delete_all_snapshot'],
  ["delete_table_snapshots '[a'", 'Unclosed character class near index 1\n[a\n ^', 'delete_table_snapshots'],
  ["snapshot 'T', 's', 5", 'Arguments should be a Hash', 'snapshot'],
  ["snapshot 'T', 's', {TTL => 'day'}", 'no implicit conversion of String into Integer', 'snapshot'],
  ["clone_snapshot 5, 't'", 'Snapshot name must be of type String', 'clone_snapshot'],
  ["restore_snapshot 's', 5", 'Arguments should be a Hash', 'restore_snapshot'],
  ['delete_snapshot 5', 'Snapshot name must be of type String', 'delete_snapshot'],
];

describe('error texts', () => {
  it.each(CASES)('%s', async (statement, message, command, before = '') => {
    const sh = await shell(F0, F2);
    expect(await out(sh, statement)).toBe(before + error(message, command));
  });
});
