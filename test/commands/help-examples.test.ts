/**
 * Every `hbase> ` example of every help text runs in hsh: on a store
 * prepared with the tables, namespaces and peer the examples name, each one
 * either succeeds or fails with a refusal the real shell gives on the same
 * store (a standalone 2.6 with its defaults: no AccessController, no
 * VisibilityController, no rsgroup endpoint, quotas off; tables the store
 * lacks). What may not happen: hsh failing to parse an example, not knowing
 * a constant, a method or a Java class the example uses, or an internal
 * error — the examples are what a user copies first.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/commands/index.js';
import { testShell, type TestShell } from '../helpers/shell.js';

/**
 * The store the examples find: the tables and families they name, the
 * namespace, a peer, a cell to read. (Examples that change it run on a fresh copy each.)
 */
const SETUP = `
create_namespace 'ns1'
create 't1', 'f1', 'c1', 'c2', 'cf1', 'cf2', 'f2', 'f3', 'colfam', 'family'
create 'ns1:t1', 'f1', 'c1', 'c2', 'cf1', 'family'
create 't2', 'f1', 'c1', 'cf1'
incr 't1', 'r1', 'c1', 1
put 't1', 'r1', 'f1:c1', 'value'
t = get_table 't1'
t1 = get_table 't1'
ts1 = 1303668804000
ts2 = 1303668904000
add_peer '1', CLUSTER_KEY => "server1.cie.com:2181:/hbase"
add_peer '2', CLUSTER_KEY => "zk1,zk2,zk3:2182:/hbase-prod", TABLE_CFS => { "ns1:table1" => ["cf1"], "table1" => [] }
`;

/**
 * Examples the real shell refuses as hsh does, on this store, with the reason.
 * A message listed here is compared exactly (after `ERROR: `).
 */
const REFUSALS: Array<[RegExp, string]> = [
  [/^Unknown table [\w:.]+!$/, 'the example names a table the store lacks (TableNotFoundException)'],
  [/^Table [\w:]+ does not exist\.$/, "admin.rb's own existence check on a table the store lacks"],
  [/^Can't find a table: /, 'alter on a table the store lacks'],
  [/^Unknown namespace [\w]+!$/, 'a namespace the store lacks'],
  [/^Table already exists: /, 'the example creates a table the setup made'],
  [/^Unknown snapshot /, 'a snapshot the store lacks'],
  [/^DISABLED: Security features are not available$/, 'security.rb without the AccessController'],
  [/^DISABLED: Visibility labels feature is not available$/, 'visibility_labels.rb without the VisibilityController'],
  [/quota support disabled$/, 'MasterQuotaManager with hbase.quota.enabled=false'],
  [/^Unknown table hbase:quota!$/, 'no hbase:quota table with quotas off'],
  [/UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService$/, 'no RSGroupAdminEndpoint'],
  [/ReplicationPeerNotFoundException: Replication peer \d+ does not exist$/, 'a peer the store lacks'],
  [/DoNotRetryIOException: Replication peer \d+ already exists$/, 'the peer the setup added'],
  [/DoNotRetryIOException: Can not instantiate configured replication endpoint class=org\.apache\.hadoop\.hbase\.MyReplicationEndpoint$/, 'the help\'s made-up endpoint class'],
  [/DoNotRetryIOException: Need clean /, 'the peer\'s replicate_all flag refuses the change, as ReplicationPeerManager does'],
  [/^Table-Cfs for table [\w:]+ is not configed in peer config$/, 'a table the peer does not list'],
  [/DoNotRetryIOException: Replication peer \d+ has already been (enabled|disabled)$/, 'the peer is in that state already'],
  [/^Table [\w:]+ is enabled\. Disable it first\.$/, 'drop of an enabled table'],
  [/^Table [\w:]+ is disabled!$/, 'a disabled table'],
  [/^Table [\w:]+ should be disabled!$/, 'restore onto an enabled table'],
  [/NamespaceExistException: Namespace ns1 already exists$/, 'the namespace the setup made'],
  [/ConstraintException: Only empty namespaces can be removed/, 'drop_namespace of the namespace the setup filled'],
  [/^No region found for /, 'a region name the store lacks'],
  [/NoSuchColumnFamilyException/, 'a family the example table lacks'],
  [/^Illegal character|^Region name must|^Not a host:port pair/, 'a placeholder name the server refuses'],
  [/requires confirmation|answer/, 'a y/n question the test does not answer'],
  [/^Could not find (configuration|attribute): /, 'an unset of what the example table does not set'],
  [/^coprocessor with class name .* was not found in the table attribute$/, 'the example table has no coprocessor'],
  [/^Splits file splits\.txt doesn't exist$/, 'no splits.txt in the working directory'],
  [/SnapshotCreationException: Table '[\w:]+' doesn't exist, can't take snapshot\.$/, 'a table the store lacks'],
  [/^No table: table1 in exclude-table-cfs config of peer: 2$/, 'the peer excludes no tables'],
  [/^Cannot remove (cf of )?table: ns1:table1 /, "the family list differs from the peer's, as ReplicationPeerConfigUtil refuses"],
  // HBase's own help strings the real ParseFilter refuses: it takes only ' ' and '\t' as whitespace, so a
  // string starting with a newline is a filter named "\n    ", and "AND\n" is not the AND operator.
  [/^Filter Name $/, "ParseFilter: the help's filter string starts with a newline"],
  [/^Filter Name AND$/, "ParseFilter: the help's AND is followed by a newline"],
  [/UnknownRegionException: Invalid region name or encoded region name: (ENCODED_|FULL_)?REGIONNAME$/, 'a placeholder region name'],
  [/^Could not find any server(\(s\))? with( specified)? name(\(s\))?:? /, 'a placeholder server name'],
  [/^hsh: the (master|region server) runs inside this shell; use exit to stop it$/, "hsh's one process: stop_master and stop_regionserver would end the shell (hsh's own refusal)"],
  [/^cannot load such file -- \S+$|^Input path does not exist: \S+$/, 'a file the example names that the working directory lacks'],
];

/**
 * HBase's own tools help texts annotate examples with `=> what it does` on the same
 * line, elide arguments with `...`, and give compaction_switch its servers without a
 * comma: not Ruby as written, in the real shell either.
 */
const NOT_RUBY = /\.\.\.|\s=> (get|clears|Retrieve)\b|compaction_switch (true|false) '/;

/** Examples whose text is not a statement the real shell runs either (reason beside each). */
const NOT_RUNNABLE = new Map<string, string>([
  [
    "deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'        //delete certain column family in the row ranges",
    "a `//` comment is not Ruby: the real shell's parser stops at the unterminated regexp too",
  ],
  [
    "add_peer '9', ENDPOINT_CLASSNAME => 'org.apache.hadoop.hbase.MyReplicationEndpoint',\n    DATA => { \"key1\" => 1 }, CONFIG => { \"config1\" => \"value1\", \"config2\" => \"value2\" },",
    'ends with a comma: IRB waits for the rest of the statement',
  ],
  [
    'update_peer_config \'3\', DATA => { "key1" => 1 }, CONFIG => { "config1" => "value1", "config2" => "value2" },',
    'ends with a comma: IRB waits for the rest of the statement',
  ],
  ["delete_snapshot 'snapshotName',", 'ends with a comma: IRB waits for the rest of the statement'],
  [
    "get 't1', 'r1' {COLUMN => ['cf:qualifier1:toInt',\n    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }",
    'the comma before the Hash is missing: a syntax error in Ruby as well',
  ],
]);

interface Example {
  command: string;
  source: string;
  /** hsh's lab examples build on each other (`row = get_row …` then `row['f1:c1']`): one session per command. */
  sequential: boolean;
}

/** The example statements of a help text: an `hbase> ` line and the more-indented lines that continue it. */
function examples(command: string, help: string): Example[] {
  const out: Example[] = [];
  const lines = help.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)hbase> (.*)$/.exec(lines[i]);
    if (!m) continue;
    const indent = m[1].length;
    let source = m[2];
    while (i + 1 < lines.length && lines[i + 1].trim() !== '' && !lines[i + 1].includes('hbase>') && /^\s*/.exec(lines[i + 1])![0].length > indent) {
      source += '\n' + lines[++i];
    }
    out.push({ command, source, sequential: false });
  }
  return out;
}

async function all(): Promise<Example[]> {
  await registry.loadAll();
  return registry.all().flatMap((c) => examples(c.name, c.help).map((e) => ({ ...e, sequential: c.group === 'labs' })));
}

describe('help examples', () => {
  it('every example runs, or is refused as the real shell refuses it', async () => {
    const failures: string[] = [];
    const list = await all();
    expect(list.length).toBeGreaterThan(300);
    let session: { command: string; sh: TestShell } | undefined;
    for (const ex of list) {
      if (NOT_RUNNABLE.has(ex.source) || NOT_RUBY.test(ex.source)) continue;
      if (!ex.sequential || session?.command !== ex.command) {
        await session?.sh.close();
        const sh = await testShell();
        const setup = await sh.run(SETUP);
        if (setup.stdout.includes('ERROR')) throw new Error(setup.stdout);
        session = { command: ex.command, sh };
      }
      const r = await session.sh.run(ex.source);
      const text = r.stdout + r.stderr;
      const errors = [...text.matchAll(/^ERROR:? (.*)$/gm)].map((m) => m[1]);
      const traceback = /Traceback|NameError|NoMethodError|SyntaxError|internal error/.test(text);
      const unexplained = errors.filter((e) => !REFUSALS.some(([re]) => re.test(e)));
      if (traceback || unexplained.length > 0) failures.push(`${ex.command}: ${ex.source}\n    ${unexplained.join('\n    ') || text.trim().split('\n').slice(-2).join(' | ')}`);
    }
    await session?.sh.close();
    expect(failures).toEqual([]);
  }, 300_000);
});
