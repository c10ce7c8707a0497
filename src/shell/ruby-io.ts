/**
 * `$stdout`/`$stderr` (and `STDOUT`/`STDERR`) as the IO objects scripts
 * write to (`$stdout.puts`, `$stderr.puts`, `$stdout.write` answering the
 * byte count, `$stdout.sync = true`), as JRuby's RubyIO answers them. They
 * write to the session's injected output (Kernel's functions), never to
 * process.stdout: stdout is Kernel's own stream, stderr is a Kernel on the
 * session's warning stream, so `puts` and `printf` behave the same on both.
 * An IO opens no file and reads nothing: `gets` and the like stay absent.
 */
import { Buffer } from 'node:buffer';
import type { SourceLocation as Loc } from '../errors.js';
import { type Value, isString, truthy } from '../ruby/values.js';
import { RObject } from '../ruby/objects.js';
import { type RClass, builtin } from '../ruby/classes.js';
import { checkArity } from '../ruby/raise.js';
import type { Runtime } from '../ruby/runtime.js';
import { Kernel, type KernelIO, all } from './kernel.js';
import { andThen } from '../ruby/object.js';
import type { Maybe } from './scope.js';

/** One of the standard streams: its name (`#<IO:<STDOUT>>`), descriptor, sync flag and the Kernel that writes to it. */
class StandardStream extends RObject {
  constructor(
    cls: RClass,
    readonly label: 'STDOUT' | 'STDERR',
    readonly fileno: bigint,
    /** IO#sync: JRuby's stdout is buffered (false), its stderr not (true). */
    public sync: boolean,
    readonly kernel: Kernel,
    readonly io: KernelIO,
  ) {
    super(cls);
  }

  override inspectWith(): string {
    return `#<IO:<${this.label}>>`;
  }
}

type IOFn = (self: StandardStream, args: Value[], loc: Loc) => Maybe<Value>;

/** IO's methods on a standard stream, with their arities (min, max). */
const IO_METHODS: Record<string, [IOFn, number, number]> = {
  puts: [(self, args, loc) => self.kernel.call('puts', args, loc)!, 0, Infinity],
  print: [(self, args, loc) => self.kernel.call('print', args, loc)!, 0, Infinity],
  printf: [(self, args, loc) => self.kernel.call('printf', args, loc)!, 0, Infinity],
  write: [(self, args) => write(self, args), 0, Infinity],
  '<<': [(self, args) => andThen(write(self, args), () => self), 1, 1],
  sync: [(self) => self.sync, 0, 0],
  'sync=': [(self, [v]) => ((self.sync = truthy(v ?? null)), v ?? null), 1, 1],
  flush: [(self) => self, 0, 0],
  fsync: [() => 0n, 0, 0],
  'tty?': [() => false, 0, 0],
  isatty: [() => false, 0, 0],
  fileno: [(self) => self.fileno, 0, 0],
  to_i: [(self) => self.fileno, 0, 0],
  'closed?': [() => false, 0, 0],
};

/** IO#write(*objects): each one's `to_s`, written as they are; the number of bytes written. */
function write(self: StandardStream, args: Value[]): Maybe<Value> {
  const texts = args.map((a) => self.io.toS(a));
  return andThen(all(texts), (bufs) => {
    const bytes = Buffer.concat(bufs.map((b) => (isString(b) ? b : Buffer.from(String(b)))));
    if (bytes.length === 0) return 0n;
    return andThen(self.io.write(bytes.toString('utf8')), () => BigInt(bytes.length));
  });
}

/**
 * The session's standard streams: IO's methods put in its IO class, and
 * STDOUT/STDERR set as Object's constants. `io` is stdout's; stderr writes
 * its lines to `io.warn`.
 */
export function standardStreams(rt: Runtime, io: KernelIO): { stdout: RObject; stderr: RObject } {
  const cls = rt.cls('IO');
  for (const [name, [fn, min, max]] of Object.entries(IO_METHODS)) {
    cls.defineMethod(
      name,
      builtin((self, args, _b, loc) => {
        checkArity(args.length, min, max, loc);
        return fn(self as StandardStream, args, loc);
      }, max === Infinity ? -min - 1 : min),
    );
  }
  const errIO: KernelIO = { ...io, print: async (t) => io.warn(t), write: async (t) => io.warn(t.replace(/\n$/, '')) };
  const stdout = new StandardStream(cls, 'STDOUT', 1n, false, new Kernel(io), io);
  const stderr = new StandardStream(cls, 'STDERR', 2n, true, new Kernel(errIO), errIO);
  rt.objectClass.constants.set('STDOUT', stdout);
  rt.objectClass.constants.set('STDERR', stderr);
  return { stdout, stderr };
}
