# What stays refused in the shell: host access (system, backticks, %x, exec, fork, IO.popen,
# open('|…')), threads, require of gems. Recorded from JRuby only where hsh must say what Ruby
# says; elsewhere the shell's own refusal is noted beside the case.

#### require_digest_ok
require 'digest'
p Digest::MD5.hexdigest('row1')
#### require_json_missing_gem
require 'no_such_gem_oracle'
#### load_error_class
begin
  require 'no_such_gem_oracle2'
rescue LoadError => e
  p e.class
  p e.message
end
#### require_returns
p require('digest')
#### digest_sha
require 'digest'
p Digest::SHA1.hexdigest('abc')
p Digest::SHA256.hexdigest('abc')
p Digest::MD5.hexdigest('')
p Digest::MD5.digest('a').bytesize
#### digest_base64_like
require 'digest'
p Digest::MD5.base64digest('abc') rescue p $!
#### system_refused
# shell: hsh runs no programs on the host; JRuby would run ls
puts 'before'
system('ls')
#| before
#! NotImplementedError: system() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)
#### exec_refused
# shell: hsh runs no programs on the host; JRuby would replace itself with ls
exec('ls')
#! NotImplementedError: exec() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)
#### fork_refused
# shell: hsh runs no programs on the host (JRuby raises NotImplementedError for fork too, in its own words)
fork
#! NotImplementedError: fork() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)
#### spawn_refused
# shell: hsh runs no programs on the host
spawn('ls')
#! NotImplementedError: spawn() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)
#### open_pipe_refused
# shell: hsh opens no files and runs no programs
open('|ls')
#! NotImplementedError: open() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)
#### require_json_refused
# shell: hsh loads no library but digest (JRuby would load json); the message is JRuby's LoadError
require 'json'
#! LoadError: no such file to load -- json
#### refusal_rescued_goes_on
# shell: the refusal is a Ruby exception a script can rescue
begin
  system('echo hi')
rescue NotImplementedError => e
  puts "refused: #{e.class}"
end
puts 'after'
#| refused: NotImplementedError
#| after
