// npm run record:ruby [-- group…]: records the Ruby oracle's goldens from JRuby (Debian's `jruby`,
// 9.3 as HBase 2.6 bundles it). Each test/ruby/oracle/cases/<group>.rb holds cases after
// `#### name` lines; one JVM runs a whole group, each case inside a fresh `HBaseReceiver` as the
// HBase shell's IRB workspace (hbase-shell's shell.rb: `HBaseReceiver#get_binding`), so its
// locals, methods, classes and constants stay its own. What a case printed and the exception that
// ended it are written to goldens/<group>.json with the JRuby that printed them. A case with
// `#| line` (stdout) / `#! Class: message` lines and a `# shell: why` note is one where the HBase
// shell prints otherwise than JRuby's IRB: those lines are its expected output, and JRuby does not
// run it (`exec` would end the recording). Set JRUBY to run another jruby; ORACLE_TRACE=1 names each case as it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCases, sourceDigest } from '../test/ruby/oracle/cases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const oracle = join(root, 'test', 'ruby', 'oracle');
const jruby = process.env.JRUBY ?? 'jruby';

// Evaluates each case as hirb.rb's eval_input does: IRB's RubyLex cuts it into top-level
// statements, each evaluated on the receiver's binding and its value echoed (`=> inspect`, none
// for nil: HIRB#output_value), with $stdout captured in a file (IO#puts, as on the console); an uncaught exception is
// recorded by class and `to_s`, as Shell.exception_handler and IRB print it. Identity hashes (`#<Foo:0x1b2c…`) differ from run to run: written as 0x0.
const HARNESS = String.raw`
require 'json'
require 'stringio'
require 'irb'
input = JSON.parse(File.read(ARGV[0]))
results = {}
trace = ENV['ORACLE_TRACE']
# what the harness itself loaded: a case's require 'digest' answers true, as in a fresh shell
features = $LOADED_FEATURES.dup
input.each do |c|
  $LOADED_FEATURES.replace(features)
  STDERR.puts "#{c['id']} …" if trace
  Object.send(:remove_const, :HBaseReceiver) if Object.const_defined?(:HBaseReceiver, false)
  Object.class_eval("class HBaseReceiver < Object; def get_binding; binding; end; end")
  bind = HBaseReceiver.new.get_binding
  # a real IO, not a StringIO: JRuby's StringIO#puts differs from IO#puts (puts [] writes "\n" there, nothing on a console)
  out = File.open(ARGV[1] + '.stdout', 'w+b')
  error = nil
  $stdout = out
  input = StringIO.new(c['code'])
  # RubyLex asks its input for #encoding (hbase-shell's HBaseIOExtensions)
  def input.encoding; external_encoding; end
  lex = RubyLex.new
  lex.set_input(input)
  lex.set_prompt {}
  begin
    lex.each_top_level_statement do |statement, line_no|
      value = eval(statement, bind, '(hbase)', line_no)
      # HIRB#output_value: IRB's echo, but none for nil
      print "=> #{value.inspect}\n" unless value.nil?
    end
  rescue SystemExit
  rescue Exception => e
    error = { 'class' => e.class.to_s, 'message' => e.to_s }
  ensure
    $stdout = STDOUT
  end
  out.close
  text = File.binread(ARGV[1] + '.stdout').force_encoding('UTF-8')
  unless text.valid_encoding?
    STDERR.puts "#{c['id']}: printed bytes that are not UTF-8 (print their inspect instead)"
    text = text.scrub
  end
  fix = ->(s) { s.gsub(/(#<[A-Z][\w:]*:0x)\h+/, '\\10') }
  error['message'] = fix.(error['message']) if error
  results[c['id']] = { 'stdout' => fix.(text), 'error' => error }
end
File.write(ARGV[1], JSON.generate({ 'JRUBY_VERSION' => JRUBY_VERSION, 'RUBY_VERSION' => RUBY_VERSION, 'results' => results }))
`;

function record(group, tmp) {
  const cases = parseCases(readFileSync(join(oracle, 'cases', `${group}.rb`), 'utf8'), group);
  const inFile = join(tmp, `${group}.in.json`);
  const outFile = join(tmp, `${group}.out.json`);
  const harness = join(tmp, 'harness.rb');
  writeFileSync(harness, HARNESS);
  writeFileSync(inFile, JSON.stringify(cases.filter((c) => !c.shell).map((c) => ({ id: c.name, code: c.code }))));
  // UTC and UTF-8, as the runner's sessions (Time.at prints local time)
  const r = spawnSync(jruby, ['--dev', harness, inFile, outFile], {
    encoding: 'utf8',
    // its warnings and ORACLE_TRACE's lines as they come
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    timeout: 600_000,
  });
  if (r.status !== 0) throw new Error(`${jruby} exited ${r.status ?? r.signal} on ${group}${r.error ? `: ${r.error.message}` : ''}`);
  if (!existsSync(outFile)) throw new Error(`${jruby} ended before its results on ${group}: a case ended the JVM (ORACLE_TRACE=1 names it)`);
  const { JRUBY_VERSION, RUBY_VERSION, results } = JSON.parse(readFileSync(outFile, 'utf8'));
  const golden = { recordedBy: { JRUBY_VERSION, RUBY_VERSION, command: `${jruby} --dev (TZ=UTC)` }, cases: {} };
  for (const c of cases) {
    // the HBase shell's own output where it deliberately differs from JRuby's IRB
    const got = c.shell ?? results[c.name];
    const entry = { digest: sourceDigest(c.code), stdout: got.stdout };
    if (got.error) entry.error = got.error;
    if (c.shell) entry.note = c.shell.note;
    golden.cases[c.name] = entry;
  }
  writeFileSync(join(oracle, 'goldens', `${group}.json`), JSON.stringify(golden, null, 1) + '\n');
  console.log(`${group}: ${cases.length} cases recorded by JRuby ${JRUBY_VERSION} (ruby ${RUBY_VERSION})`);
}

const all = readdirSync(join(oracle, 'cases')).filter((f) => f.endsWith('.rb')).map((f) => f.slice(0, -3)).sort();
const wanted = process.argv.slice(2);
for (const g of wanted) if (!all.includes(g)) throw new Error(`no group ${g} (groups: ${all.join(', ')})`);
const tmp = mkdtempSync(join(tmpdir(), 'hsh-record-ruby-'));
try {
  for (const group of wanted.length ? wanted : all) record(group, tmp);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
