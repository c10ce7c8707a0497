/**
 * The rest of Kernel: the private methods a bare name resolves to in JRuby
 * 9.3 (Ruby 2.6) when it is neither a local variable nor a shell command
 * (HBase's commands are singleton methods of the workspace receiver, so they
 * shadow Kernel's). `drop test` calls Kernel#test with no arguments and fails
 * on its arity, as in HBase. The ones hsh answers are the evaluator's
 * callFunction cases; the others fail as Ruby would on their arity, else
 * with NotImplementedError — those that would reach the host (run a program,
 * open or load a file, read the terminal, trap a signal) are refused outright.
 */
import { ShellError, type SourceLocation } from '../errors.js';

interface KernelMethod {
  /** Ruby's arity: fewest and most arguments (Infinity: a rest parameter). */
  min: number;
  max: number;
  /** It acts on the machine hsh runs on. */
  host?: true;
}

const any = { min: 0, max: Infinity };
const host = (min: number, max: number): KernelMethod => ({ min, max, host: true });

/** Kernel's private methods (and IRB's few extras), with their arities in Ruby 2.6. */
const KERNEL: Record<string, KernelMethod> = {
  // answered by the evaluator
  exit: { min: 0, max: 1 },
  'exit!': { min: 0, max: 1 },
  quit: { min: 0, max: 1 },
  abort: { min: 0, max: 1 },
  puts: any,
  print: any,
  p: any,
  pp: any,
  printf: any,
  warn: any,
  format: any,
  sprintf: any,
  sleep: { min: 0, max: 1 },
  rand: { min: 0, max: 1 },
  loop: { min: 0, max: 0 },
  String: { min: 1, max: 1 },
  Integer: { min: 1, max: 2 },
  'block_given?': { min: 0, max: 0 },
  'iterator?': { min: 0, max: 0 },
  local_variables: { min: 0, max: 0 },
  __method__: { min: 0, max: 0 },
  __callee__: { min: 0, max: 0 },
  // Ruby hsh's evaluator does not run
  Float: { min: 1, max: 1 },
  Array: { min: 1, max: 1 },
  Hash: { min: 1, max: 1 },
  Complex: { min: 1, max: 2 },
  Rational: { min: 1, max: 2 },
  srand: { min: 0, max: 1 },
  eval: { min: 1, max: 4 },
  binding: { min: 0, max: 0 },
  lambda: { min: 0, max: 0 },
  proc: { min: 0, max: 0 },
  catch: { min: 0, max: 1 },
  throw: { min: 1, max: 2 },
  caller: { min: 0, max: 2 },
  caller_locations: { min: 0, max: 2 },
  global_variables: { min: 0, max: 0 },
  putc: { min: 1, max: 1 },
  set_trace_func: { min: 1, max: 1 },
  trace_var: { min: 1, max: 2 },
  untrace_var: { min: 1, max: 2 },
  at_exit: { min: 0, max: 0 },
  // the host: programs, files, the terminal, signals
  test: host(2, 3),
  open: host(1, Infinity),
  system: host(1, Infinity),
  exec: host(1, Infinity),
  spawn: host(1, Infinity),
  '`': host(1, 1),
  fork: host(0, 0),
  syscall: host(1, Infinity),
  trap: host(1, 2),
  load: host(1, 2),
  require: host(1, 1),
  require_relative: host(1, 1),
  autoload: host(2, 2),
  'autoload?': host(1, 1),
  gets: host(0, 2),
  readline: host(0, 2),
  readlines: host(0, 2),
  select: host(1, 4),
  __dir__: host(0, 0),
};

export function isKernelMethod(name: string): boolean {
  return Object.hasOwn(KERNEL, name);
}

/** Ruby's arity check, before the method runs: `wrong number of arguments (given 0, expected 2..3)`. */
export function checkKernelArity(name: string, given: number, loc: SourceLocation): void {
  const m = KERNEL[name];
  if (!m || (given >= m.min && given <= m.max)) return;
  const expected = m.max === Infinity ? `${m.min}+` : m.min === m.max ? `${m.min}` : `${m.min}..${m.max}`;
  throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${given}, expected ${expected})`, { loc });
}

/** A Kernel method hsh does not run: NotImplementedError, as JRuby raises for what its platform lacks. */
export function kernelUnavailable(name: string, loc: SourceLocation): ShellError {
  const why = KERNEL[name]?.host ? 'it would reach the host (hsh runs no programs and opens no files)' : "it is outside hsh's Ruby";
  return new ShellError('NOT_IMPLEMENTED', `${name}() is not available in hsh: ${why}`, { loc, rubyClass: 'NotImplementedError' });
}
