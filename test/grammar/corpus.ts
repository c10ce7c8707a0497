/**
 * Example lines of HBase's shell (the command forms of its help texts, Ruby
 * input, the Thrift filter language's examples, the statements of
 * table_test.rb, admin_test.rb and the shell tests), shared by the reference
 * test and the fuzz test. Fragments written with `…` or `{...}` are completed
 * with concrete values (the forms are what matter).
 */

/** §1.2: the accepted forms of every command table. */
export const SECTION_1_2 = `
status
status 'summary'
status 'simple'
status 'detailed'
status 'tasks'
status 'replication'
status 'replication', 'source'
status 'replication', 'sink'
version
table_help
whoami
processlist
processlist 'all'
processlist 'general'
processlist 'handler'
processlist 'rpc'
processlist 'operation'
processlist 'all','host'
processlist 'all','host,port'
processlist 'all','host,port,startcode'
create 'ns1:t1', {NAME => 'f1', VERSIONS => 5}
create 't1', {NAME => 'f1'}, {NAME => 'f2'}
create 't1', 'f1', 'f2', 'f3'
create 't1', {NAME => 'f1', VERSIONS => 1, TTL => 2592000, BLOCKCACHE => true}
create 't1', {NAME => 'f1', CONFIGURATION => {'hbase.hstore.blockingStoreFiles' => '10'}}
create 't1', {NAME => 'f1', IS_MOB => true, MOB_THRESHOLD => 1000000, MOB_COMPACT_PARTITION_POLICY => 'weekly'}
create 't1', 'f1', SPLITS => ['10','20','30','40']
create 't1', 'f1', SPLITS_FILE => 'splits.txt'
create 't1', {NAME => 'f1', VERSIONS => 5}, METADATA => {'mykey' => 'myvalue'}
create 't1', 'f1', {NUMREGIONS => 15, SPLITALGO => 'HexStringSplit'}
create 't1', 'f1', REGION_REPLICATION => 2, CONFIGURATION => {'hbase.hregion.scan.loadColumnFamiliesOnDemand' => 'true'}
create 't1', 'f1', {SPLIT_ENABLED => false, MERGE_ENABLED => false}
create 't1', {NAME => 'f1', DFS_REPLICATION => 1}
t1 = create 't1', 'f1'
alter 't1', NAME => 'f1', VERSIONS => 5
alter 't1', 'f1', {NAME => 'f2', IN_MEMORY => true}, {NAME => 'f3', VERSIONS => 5}
alter 'ns1:t1', NAME => 'f1', METHOD => 'delete'
alter 'ns1:t1', 'delete' => 'f1'
alter 't1', MAX_FILESIZE => '134217728'
alter 't1', METHOD => 'table_att', MAX_FILESIZE => '134217728'
alter 't1', COPROCESSOR => {CLASSNAME => 'org.example.Obs', JAR_PATH => 'hdfs:///x.jar', PRIORITY => 12, PROPERTIES => {'a' => '17'}}
alter 't1', 'coprocessor' => '|class|12|arg1=1,arg2=2'
alter 't1', CONFIGURATION => {'k' => 'v'}
alter 't1', {NAME => 'f2', CONFIGURATION => {'k' => 'v'}}
alter 't1', REOPEN_REGIONS => 'false', MAX_FILESIZE => '134217728'
alter 't1', METHOD => 'table_conf_unset', NAME => 'hbase.hregion.majorcompaction'
alter 't1', METHOD => 'table_att_unset', NAME => 'MAX_FILESIZE'
alter 't1', METHOD => 'table_att_unset', NAME => ['MAX_FILESIZE', 'READONLY']
alter 't1', METHOD => 'table_remove_coprocessor', CLASSNAME => 'org.example.Obs'
alter 't1', METHOD => 'table_remove_coprocessor', CLASSNAME => ['org.example.A', 'org.example.B']
alter 't1', {REGION_REPLICATION => 2}
alter 't1', {SPLIT_ENABLED => false}
alter 't1', {MERGE_ENABLED => false}
alter 't1', {NAME => 'f1', VERSIONS => 3}, {MAX_FILESIZE => '134217728'}, {METHOD => 'delete', NAME => 'f2'}, METADATA => {'mykey' => 'myvalue'}
alter_async 't1', NAME => 'f1', VERSIONS => 5
alter_async 'ns1:t1', 'delete' => 'f1'
alter_async 't1', METHOD => 'table_att', MAX_FILESIZE => '134217728'
alter_async 't1', {NAME => 'f1'}, {NAME => 'f2', METHOD => 'delete'}
alter_status 't1'
alter_status 'ns1:t1'
describe 't1'
describe 'ns1:t1'
desc 't1'
disable 't1'
disable 'ns1:t1'
disable_all 't.*'
disable_all 'ns:t.*'
disable_all 'ns:.*'
drop 't1'
drop 'ns1:t1'
drop_all 't.*'
enable 't1'
enable 'ns1:t1'
enable_all 't.*'
exists 't1'
exists 'ns1:t1'
is_enabled 't1'
is_disabled 't1'
list
list 'abc.*'
list 'ns:abc.*'
list 'ns:.*'
list_enabled_tables
list_disabled_tables
show_filters
t1 = get_table 't1'
get_table 'ns1:t1'
locate_region 'tableName', 'key0'
list_regions 't1'
list_regions 't1', 'server_prefix'
list_regions 't1', {SERVER_NAME => 's', LOCALITY_THRESHOLD => 0.8}
list_regions 't1', {}, ['SERVER_NAME', 'start_key']
list_regions 't1', '', ['SERVER_NAME', 'REGION_NAME']
clone_table_schema 'src', 'dst'
clone_table_schema 'src', 'dst', false
create_namespace 'ns1'
create_namespace 'ns1', {'PROPERTY_NAME' => 'PROPERTY_VALUE'}
drop_namespace 'ns1'
alter_namespace 'ns1', {METHOD => 'set', 'PROPERTY_NAME' => 'PROPERTY_VALUE'}
alter_namespace 'ns1', {METHOD => 'unset', NAME => 'PROPERTY_NAME'}
describe_namespace 'ns1'
list_namespace
list_namespace 'abc.*'
list_namespace_tables 'ns1'
put 't1', 'r1', 'c1', 'value'
put 'ns1:t1', 'r1', 'c1', 'value'
put 't1', 'r1', 'c1', 'value', ts1
put 't1', 'r1', 'c1', 'value', {ATTRIBUTES => {'mykey' => 'myvalue'}}
put 't1', 'r1', 'c1', 'value', ts1, {ATTRIBUTES => {'mykey' => 'myvalue'}}
put 't1', 'r1', 'c1', 'value', ts1, {VISIBILITY => 'PRIVATE|SECRET'}
put 't1', 'r1', 'c1', 'value', {TTL => 1000}
t.put 'r1', 'c1', 'value', ts1, {ATTRIBUTES => {'mykey' => 'myvalue'}}
get 't1', 'r1'
get 't1', 'r1', {TIMERANGE => [ts1, ts2]}
get 't1', 'r1', {COLUMN => 'c1'}
get 't1', 'r1', {COLUMN => ['c1','c2','c3']}
get 't1', 'r1', {COLUMN => 'c1', TIMESTAMP => ts1}
get 't1', 'r1', {COLUMN => 'c1', TIMERANGE => [ts1, ts2], VERSIONS => 4}
get 't1', 'r1', {COLUMN => 'c1', TIMESTAMP => ts1, VERSIONS => 4}
get 't1', 'r1', {FILTER => "ValueFilter(=, 'binary:abc')"}
get 't1', 'r1', 'c1'
get 't1', 'r1', 'c1', 'c2'
get 't1', 'r1', ['c1', 'c2']
get 't1', 'r1', {COLUMN => 'c1', ATTRIBUTES => {'mykey' => 'myvalue'}}
get 't1', 'r1', {COLUMN => 'c1', AUTHORIZATIONS => ['PRIVATE','SECRET']}
get 't1', 'r1', {CONSISTENCY => 'TIMELINE'}
get 't1', 'r1', {CONSISTENCY => 'TIMELINE', REGION_REPLICA_ID => 1}
get 't1', 'r1', {COLUMN => ['cf:q1:toInt', 'cf:q2:c(org.apache.hadoop.hbase.util.Bytes).toInt']}
get 't1', 'r1', {FORMATTER => 'toString'}
get 't1', 'r1', {FORMATTER_CLASS => 'org.apache.hadoop.hbase.util.Bytes', FORMATTER => 'toString'}
t.get 'r1', {COLUMN => 'c1'}
scan 't1'
scan 'ns1:t1', {COLUMNS => ['c1','c2'], LIMIT => 10, STARTROW => 'xyz'}
scan 't1', {COLUMNS => 'c1', TIMERANGE => [1303668804000, 1303668904000]}
scan 't1', {REVERSED => true}
scan 't1', {ALL_METRICS => true}
scan 't1', {METRICS => ['RPC_RETRIES', 'ROWS_FILTERED']}
scan 't1', {ROWPREFIXFILTER => 'row2', FILTER => "(QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))"}
scan 't1', {FILTER => org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 0)}
scan 't1', {CONSISTENCY => 'TIMELINE'}
scan 't1', {ISOLATION_LEVEL => 'READ_UNCOMMITTED'}
scan 't1', {MAX_RESULT_SIZE => 123456}
scan 't1', {COLUMNS => ['c1', 'c2'], ATTRIBUTES => {'mykey' => 'myvalue'}}
scan 't1', {COLUMNS => ['c1', 'c2'], AUTHORIZATIONS => ['PRIVATE','SECRET']}
scan 't1', {COLUMNS => ['c1', 'c2'], CACHE_BLOCKS => false}
scan 't1', {RAW => true, VERSIONS => 10}
scan 't1', {READ_TYPE => 'PREAD'}
t.scan
t.scan {LIMIT => 1}
count 'ns1:t1'
count 't1'
count 't1', INTERVAL => 100000
count 't1', 100000
count 't1', FILTER => "(QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))"
count 't1', COLUMNS => ['c1', 'c2'], STARTROW => 'abc', STOPROW => 'xyz'
count 'ns1:t1', CACHE_BLOCKS => true
count 'ns1:t1', CACHE_BLOCKS => 'true'
count 't1', CACHE => 1000
t.count
t.count INTERVAL => 100000
delete 'ns1:t1', 'r1', 'c1', ts1
delete 't1', 'r1', 'c1', ts1
delete 't1', 'r1', 'c1'
delete 't1', 'r1', 'c1', ts1, {VISIBILITY => 'PRIVATE|SECRET'}
t.delete 'r1', 'c1', ts1
deleteall 'ns1:t1', 'r1'
deleteall 't1', 'r1'
deleteall 't1', 'r1', 'c1'
deleteall 't1', 'r1', 'c1', ts1
deleteall 't1', 'r1', '', ts1
deleteall 't1', 'r1', 'c1', ts1, {VISIBILITY => 'PRIVATE|SECRET'}
deleteall 't1', {ROWPREFIXFILTER => 'prefix'}
deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'
deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1', ts1
deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, '', ts1
deleteall 't1', {ROWPREFIXFILTER => 'prefix', CACHE => 100}
t.deleteall 'r1', 'c1', ts1
get_counter 'ns1:t1', 'r1', 'c1'
get_counter 't1', 'r1', 'c1'
t.get_counter 'r1', 'c1'
incr 't1', 'r1', 'c1'
incr 't1', 'r1', 'c1', 1
incr 't1', 'r1', 'c1', 10
incr 't1', 'r1', 'c1', 10, {ATTRIBUTES => {'mykey' => 'myvalue'}}
incr 't1', 'r1', 'c1', {ATTRIBUTES => {'mykey' => 'myvalue'}}
incr 't1', 'r1', 'c1', 10, {VISIBILITY => 'PRIVATE|SECRET'}
t.incr 'r1', 'c1'
append 't1', 'r1', 'c1', 'value', ATTRIBUTES => {'mykey' => 'myvalue'}
append 't1', 'r1', 'c1', 'value', {VISIBILITY => 'PRIVATE|SECRET'}
append 't1','r1','c1','value'
t.append 'r1', 'c1', 'value'
truncate 'my_table'
truncate_preserve 'my_table'
get_splits 't1'
get_splits 'ns1:t1'
t.get_splits
snapshot 'sourceTable', 'snapshotName'
snapshot 'sourceTable', 'snapshotName', {TTL => 86400}
snapshot 'namespace:sourceTable', 'snapshotName', {SKIP_FLUSH => true, MAX_FILESIZE => 21474836480}
clone_snapshot 'snapshotName', 'tableName'
clone_snapshot 'snapshotName', 'namespace:tableName'
clone_snapshot 'snapshotName', 'tableName', {RESTORE_ACL => true}
clone_snapshot 'snapshotName', 'tableName', {CLONE_SFT => 'FILE'}
restore_snapshot 'snapshotName'
restore_snapshot 'snapshotName', {RESTORE_ACL => true}
delete_snapshot 'snapshotName'
delete_all_snapshot 's.*'
delete_table_snapshots 'tableName'
delete_table_snapshots 'tableName.*'
delete_table_snapshots 'tableName', 'snapshotName'
delete_table_snapshots 'tableName', 'snapshotName.*'
delete_table_snapshots 'ns:tableName.*', 'snapshotName.*'
list_snapshots
list_snapshots 'abc.*'
list_table_snapshots 'tableName'
list_table_snapshots 'tableName', 'snapshotName.*'
flush 'TABLENAME'
flush 'TABLENAME','FAMILYNAME'
flush 'REGIONNAME'
flush 'REGIONNAME','FAMILYNAME'
flush 'ENCODED_REGIONNAME'
flush 'ENCODED_REGIONNAME','FAMILYNAME'
flush 'REGION_SERVER_NAME'
flush 'host,16020,1574583397867'
compact 'ns1:t1'
compact 't1'
compact 'r1'
compact 'r1', 'c1'
compact 't1', 'c1'
compact 't1', nil, 'MOB'
compact 't1', 'c1', 'MOB'
major_compact 'ns1:t1'
major_compact 't1', nil, 'MOB'
major_compact 't1', 'c1', 'MOB'
split 'TABLENAME'
split 'REGIONNAME'
split 'ENCODED_REGIONNAME'
split 'TABLENAME', 'splitKey'
split 'REGIONNAME', 'splitKey'
split 'ENCODED_REGIONNAME', 'splitKey'
t.enable
t.disable
t.flush
t.drop
t.describe
t.snapshot 'name'
t.help
t.help 'scan'
t.get_all_columns
t.name
t.close
help
help 'get'
help 'ddl'
help "get"
tools
`;

/** §1.1 and §3: the shell usage footer and the input-syntax section. */
export const SECTION_3 = `
get 't1', "key\\x03\\x3f\\xcd"
get 't1', "key\\003\\023\\011"
put 't1', "test\\xef\\xff", 'f1:', "\\x01\\x33\\x40"
list
status
t = get_table 't1'
x = 10
t.put 'r', 'f:q', 'v'
list('t.*').map { |t| disable t; drop t }
for i in 1..10 do put 't', "r#{i}", 'f:c', i end
exit
exit 0
exit 3
debug
debug?
put 't', '\\x01', 'f:c', 'v'
put 't', 1, 'f:c', 5
put 't', 'r', 'f:c', nil
create 't1', 'f1', nil, 'f2'
get 't','r',['x:a'],['x:b']
alter 't1', NAME => 'f1', VERSIONS => 5
create 't1', {'NAME' => 'f1'}
scan 't1', {ENDROW => 'x', STARTKEY => 'a'}
create 't1', {NAME => 'f1', TTL => FOREVER}
t.get 'r'
t.scan LIMIT => 1
t.delete 'r','f:c'
t.deleteall 'r'
t.incr 'r','f:c'
t.get_counter 'r','f:c'
t.append 'r','f:c','x'
t.snapshot 'snap'
t.help 'put'
t = create 't','f'
`;

/** §7.5: the filter-string examples (the filter string is one string literal here). */
export const SECTION_7_5 = `
scan 't1', {FILTER => "ValueFilter(=, 'binary:abc')"}
scan 't1', {FILTER => "(PrefixFilter ('row2') AND (QualifierFilter (>=, 'binary:xyz'))) AND (TimestampsFilter ( 123, 456))"}
scan 't1', {FILTER => "PrefixFilter ('Row') AND PageFilter (1) AND FirstKeyOnlyFilter ()"}
scan 't1', {FILTER => "SKIP ValueFilter(=, 'binary:0')"}          # rows whose every value is '0'
scan 't1', {FILTER => "WHILE RowFilter(<, 'binary:m')"}
scan 't1', {FILTER => "SingleColumnValueFilter('f', 'status', =, 'binary:active', true, true)"}
scan 't1', {FILTER => "ColumnRangeFilter('a', true, 'c', false)"}
get  't1', 'r1', {FILTER => "QualifierFilter(=, 'regexstring:^col[0-9]+$')"}
scan 't1', {FILTER => "ValueFilter(=, 'substring:it''s')"}          # '' = literal quote
count 't1', FILTER => "KeyOnlyFilter()"
`;

/** §8: fixtures and every shell-test line (the "→ result" parts dropped). */
export const SECTION_8 = `
create 'T', {NAME => 'x', VERSIONS => 5}, 'y'
put 'T', '102', 'x:a', '2', 1212
put 'T', 103, 'x:a', '3', 1214
put 'T', '104', 'x:a', 5
put 'T', '104', 'x:b', 6
put 'T', 105, 'x:a', '3'
put 'T', 105, 'x:a', '4'
put 'T', 106, 'x:a', '3', 1588765900000
put 'T', 106, 'x:b', '4', 1588765900010
put 'T', '111', 'x:a', '5'
put 'T', '111', 'x:b', '6'
put 'T', '112', 'x:a', '5'
put 'T', 1, 'x:a', 1
put 'T', 1, 'x:b', 2, 12345678
put 'T', 1, "x:\\x11", "\\x00\\x00\\x03\\x99"          # [921].pack("N")
put 'T', 2, 'x:a', 11
put 'T', 2, 'x:b', 12, 12345678
put 'T', 3, 'x:a', 21, {ATTRIBUTES => {'mykey' => 'myvalue'}}
put 'T', 3, 'x:b', 22, 12345678, {ATTRIBUTES => {'mykey' => 'myvalue'}}
put 'T','123','x:a','1'
put 'T','123','x:a','2', 1700000000
put 'T',123,'x:a','3'
put 'T','123','x:a',4
put 'T','123','x:a',4,{ATTRIBUTES=>{'mykey'=>'myvalue'}}
delete 'T','102','x:a',1212
get 'T','102','x:a'
get 'T','103','x:a'
delete 'T',103,'x:a',1214
get
deleteall 'T','104','x:a',1212
delete 'T','104','x:a',1212
deleteall 'T','104','x',1212
delete 'T','104','x',1212
scan 'T', {RAW => true, VERSIONS => 10}
deleteall 'T','104'
get 'T','104','x:a','x:b'
deleteall 'T','106','',1588765900005
get 'T','106','x:a'
get 'T','106','x:b'
deleteall 'T',105
get 'T','105','x:a'
deleteall 'T', {ROWPREFIXFILTER => '11'}
deleteall 'hbase:meta', {ROWPREFIXFILTER => 'test_meta'}
append 'T','123','x:cnt2','123'
append 'T','1001','x','123'
append 'T','1001','x','321'
incr 'T','1010','x',123
get_counter 'T','1010','x'
incr 'T','1010','x',123
incr 'T',12345,'x:cnt'
get_counter 'T',12345,'x:cnt'
get_counter 'T',12345,'x:qqqq'
deleteall 'T','123'
put 'T','123','x:foo:bar:c1', "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01"
put 'T','123','x:foo:bar:c2', "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x02"
get 'T','123'
incr 'T','123','x:foo:bar:c2',10
get_counter
get 'T','123',{COLUMNS => ['x:foo:bar:c2:toLong']}
get 'T','123',{COLUMNS => ['x:foo:bar:c2:c(org.apache.hadoop.hbase.util.Bytes).toLong']}
delete 'T','123','x:foo:bar:c1'
append 'T','123','x:foo:bar:c1','123'
count 'T'
count 'T', INTERVAL => 1
count 'T', STARTROW => '4'
count 'T', STOPROW => '0'
put 'T',4,'x:c','31'
count 'T', COLUMNS => ['x:c']
count 'T', FILTER => "ValueFilter(=, 'binary:11')"
get 'T','1'
get 'T','3'
get 'T',1
get 'T','1', COLUMN => 'x:a'
get 'T','1', COLUMNS => 'x:a'
get 'T','1', COLUMN => ["x:\\x11", 'x:a', 'x:b']
get 'T','1', COLUMNS => ['x:a','x:b']
get 'T','1', COLUMNS => ['x:a','x:b'], AUTHORIZATIONS => ['PRIVATE']
get 'T','1', COLUMNS => ["x:\\x11"]
get 'T','1', COLUMNS => ["x:\\x11:toInt"]
get 'T','1', TIMESTAMP => 12345678
get 'T','1', TIMESTAMP => 1234, AUTHORIZATIONS => ['PRIVATE']
get 'T','1', COLUMN => {}
get 'T','1', {:foo => :bar}
get 'T','1','x:b'
get 'T','1','x:a','x:b'
get 'T','1',['x:a'],['x:b']
put 'T',1,'x:c',"\\x00\\x00\\x04\\x00"
put 'T',1,'x:d',"\\x00\\x00\\x00\\x62"
get 'T','1',['x:c:toInt'],['x:d:c(org.apache.hadoop.hbase.util.Bytes).toInt']
put 'T',1,'x:v','thisvalue'
get 'T','1', FILTER => "ValueFilter(=, 'binary:thisvalue')"
get 'T','1', FILTER => "ValueFilter(=, 'binary:thatvalue')"
put 'T',1,'x:v',1234
get 'T','1','COLUMNS' => ['x:v:c(org.apache.hadoop.hbase.util.Bytes).len']
scan 'T'
scan 'T', STARTROW => '2'
scan 'T', STARTKEY => '2'
scan 'T', STOPROW => '2'
scan 'T', ENDROW => '2'
scan 'T', ENDKEY => '2'
scan 'T', ROWPREFIXFILTER => '1'
scan 'T', ROWPREFIXFILTER => '2'
scan 'T', LIMIT => 1
scan 'T', REVERSED => true
scan 'T', TIMESTAMP => 12345678
scan 'T', TIMERANGE => [0, 1]
scan 'T', COLUMNS => ['x:a','x:b']
scan 'T', COLUMNS => 'x:a'
scan 'T', REGION_REPLICA_ID => 0
scan 'T', ISOLATION_LEVEL => 'READ_COMMITTED'
scan 'T', READ_TYPE => 'PREAD'
scan 'T', READ_TYPE => 'STREAM'
scan 'T', READ_TYPE => 'DEFAULT'
scan 'T', ALLOW_PARTIAL_RESULTS => true
t.put 1,'x:a',1
t.put 2,'x:raw1',11
t.scan
t.scan({VERSIONS => 10, RAW => true})
t.delete 1,'x:a'
scan 'T', COLUMNS => {}
scan 'T', 123
put 'T',1,"x:\\x11","\\x00\\x00\\x02\\xC8"
scan 'T', COLUMNS => ['x:c:toInt','x:d:c(org.apache.hadoop.hbase.util.Bytes).toInt',"x:\\x11:toInt"]
scan 'T', FILTER => "ValueFilter(=, 'binary:thisvalue')"
put 'T',4,'x:a',"\\x82"
scan 'T', FILTER => "SingleColumnValueFilter('x', 'a', >=, 'binary:\\x82', true, true)"
scan 'hbase:meta'
scan 'T','COLUMNS' => ['x:v:c(org.apache.hadoop.hbase.util.Bytes).len']
put 'T','ttlTest','x:a','foo',{TTL => 1000}
get 'T','ttlTest','x:a'
create 'table_with_splits','f1', SPLITS => ['10','20','30','40']
get_splits 'table_with_splits'
create 'table_with_splits_file','f1', SPLITS_FILE => 'splits.txt'
create 'tableWithRegionReplicas','f1',{REGION_REPLICATION => 3}, SPLITS => ['10']
disable 'T'
exists 'hbase:meta'
exists 'NOT.EXISTS'
enable 'T'
is_enabled 'T'
list
list_namespace_tables 'hbase'
list_namespace_tables 'default'
alter_status 'T'
drop 'NOT.EXISTS'
drop 'T'
disable 'T'; drop 'T'
exists 'T'
create 123, 'xxx'
create 'ct', 123
create 'ct'
create 'ct', {VERSIONS => '1'}
create 'ct','a','b'
create 'ct',{NAME=>'a'},{NAME=>'b'}
create 'ct',{NAME=>'a', CACHE_BLOOMS_ON_WRITE=>'TRUE', CACHE_INDEX_ON_WRITE=>'TRUE', EVICT_BLOCKS_ON_CLOSE=>'TRUE', COMPRESSION_COMPACT=>'GZ'}
create 'ct','a','b','MAX_FILESIZE' => 12345678, ERASURE_CODING_POLICY => 'XOR-2-1-1024k', PRIORITY => '77', FLUSH_POLICY => 'org.apache.hadoop.hbase.regionserver.FlushAllLargeStoresPolicy', REGION_MEMSTORE_REPLICATION => 'TRUE', SPLIT_POLICY => 'org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy', COMPACTION_ENABLED => 'false', SPLIT_ENABLED => 'false', MERGE_ENABLED => 'false'
create 'ct','a','b', METHOD => 'table_att'
create 'ct','a','b',{NUMREGIONS => 10, SPLITALGO => 'HexStringSplit'}
create 'ct',{NAME=>'a', BLOCKCACHE=>false}, COMPACTION_ENABLED=>false, SPLIT_ENABLED=>false, MERGE_ENABLED=>false
describe 'NOT.EXISTS'
create 'ct','cf1','cf2'
describe 'ct'
create_namespace 'ns'
describe_namespace 'ns'
put 'T',1,'x:a',1
put 'T',2,'x:a',2
truncate 'T'
disable 'T'; truncate 'T'
truncate_preserve 'T'
create 't1','f'; create 't11','f'
disable_all 't1.*'
is_disabled 't1'
is_enabled 't11'
enable_all 't1.*'
drop_all 't1.*'
create 'ct','a'; disable 'ct'; list_regions 'ct'
clone_table_schema 'src','dst', false
clone_table_schema 'src','dst', true
alter 123, METHOD => 'delete', NAME => 'y'
alter 'NOT.EXISTS', METHOD => 'delete', NAME => 'y'
alter 'T', METHOD => 'delete', NAME => 'y'
alter 'T', NAME => 'z'
alter 'T', 'z'
alter 'T', {NAME => 'z'}, {METHOD => 'delete', NAME => 'y'}, 'MAX_FILESIZE' => 12_345_678
alter 'T', 'NORMALIZER_TARGET_REGION_COUNT' => 156
alter 'T', 'NORMALIZER_TARGET_REGION_SIZE_MB' => 234
alter 'T', 'NORMALIZER_TARGET_REGION_SIZE' => 234
alter 'T', 'delete' => 'y'
alter 'T', METHOD => 'table_att', 'MAX_FILESIZE' => 12345678
alter 'T', 'MAX_FILESIZE' => 12345678
alter 'T', METHOD => 'table_att', 'ERASURE_CODING_POLICY' => 'XOR-2-1-1024k'
alter 'T', 'ERASURE_CODING_POLICY' => 'XOR-2-1-1024k'
alter 'T', METHOD => 'table_att_unset', NAME => 'ERASURE_CODING_POLICY'
alter 'T', 'ERASURE_CODING_POLICY' => nil
alter 'T', 'METHOD' => 'table_att', 'coprocessor' => '|org.apache.hadoop.hbase.coprocessor.SimpleRegionObserver|12|arg1=1,arg2=2'
alter 'T', 'METHOD' => 'table_att', 'coprocessor' => {'CLASSNAME' => 'org.apache.hadoop.hbase.coprocessor.SimpleRegionObserver', 'PRIORITY' => 15, 'PROPERTIES' => {'arg1' => 4, 'arg2' => 9}}
alter 'T', 'METHOD' => 'table_att', 'MAX_FILESIZE' => 12345678
alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => 'MAX_FILESIZE'
alter 'T', 'METHOD' => 'table_remove_coprocessor', 'CLASSNAME' => '<class>'
create 'T', {NAME => 'i'}, METADATA => {'TestAttr1' => 1, 'TestAttr2' => 2}
alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => ['TestAttr1','TestAttr2']
alter 'T', METADATA => {'TestAttr1' => '', 'TestAttr2' => ''}
alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => 'TestAttr1'
alter 'T', CONFIGURATION => {'TestConf' => 1}
alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => 'TestConf'
alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => ['TestConf']
alter 'T', CONFIGURATION => {'TestConf' => ''}
alter 'T', {NAME => 'i', CONFIGURATION => {'TestConf1' => ''}}
alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => 'TestConf1'
get_table 'T'
snapshot 123, 'xxx'
snapshot 'T', 123
snapshot 'T'
snapshot 'T','hbase_shell_tests_snapshot'
snapshot 'T','hbase_shell_tests_snapshot', {SKIP_FLUSH => true}
list_snapshots 'hbase_shell_tests_snapshot'
list_snapshots
list_snapshots 'xyz'
restore_snapshot
clone_snapshot 'snap'
create 'rt','f1','f2'; snapshot 'rt','s'; alter 'rt', METHOD => 'delete', NAME => 'f1'
disable 'rt'; drop 'rt'; restore_snapshot 's'
restore_snapshot 's'
snapshot 'T','s'; clone_snapshot 's','test_clone_snapshot_table'
delete_snapshot 's'
delete_all_snapshot 'd.*'
delete_all_snapshot '.*'
delete_table_snapshots 'T','d.*'
delete_table_snapshots 'T'
delete_table_snapshots '.*','d.*'
list_table_snapshots '.*'
list_table_snapshots 'T','d.*'
list_table_snapshots 'T'
list_table_snapshots '.*','.*'
list_table_snapshots
create
compaction_switch 'test'
clone_snapshot 's', 'existing_table'
clone_snapshot 's', 'does_not_exist:test_clone_snapshot_table'
create 'foo'
create 'foo','family_1'
create 'test_table1','f1'
list_enabled_tables
create 'test_table2','f1'; disable 'test_table2'
list_disabled_tables
put 'scan-test','r1','x:a','⻆⻇'
put 'scan-test','⻄','ㄹ:⻅','x'
scan 'scan-test', {'FORMATTER' => 'toString'}
scan 'scan-test', {'FORMATTER' => 'toString', 'FORMATTER_CLASS' => 'org.apache.hadoop.hbase.util.Bytes'}
get 'scan-test', 'r1', {'FORMATTER' => 'toString'}
list = 10
scan = 20
processlist = 30
my_var = 5
version
list_deadservers
clear_deadservers 'test.server.com,16020,1574583397867'
balance_switch true
normalizer_switch false
catalogjanitor_switch true
cleaner_chore_switch true
snapshot_cleanup_switch false
splitormerge_switch 'SPLIT', true
splitormerge_switch 'MERGE', false
balancer
compaction_switch true
clear_slowlog_responses nil
status 'simple'
status 'detailed'
status 'tasks'
status 'replication'
regioninfo 'hbase:meta,,1'
`;

/** The non-blank lines of a block. */
export function lines(block: string): string[] {
  return block.split('\n').filter((l) => l.trim() !== '');
}
