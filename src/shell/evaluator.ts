/**
 * Runs the AST: variables, interpolation, arithmetic, ranges, loops and
 * blocks, a few core Ruby methods, and calls into the command layer through
 * the EvalHost. It knows no command: the host says what is a command.
 */
import type { Block, Call, Expr, Loc } from '../grammar/ast.js';
import { ShellError, ExitRequest } from '../errors.js';
import { RHash, RRange, RSymbol, RTime, TableRef, type Value, inspect, isString, rubyClass, str, toS, truthy } from './values.js';
import { shellConstant, SCOPED_CONSTANTS } from './constants.js';
import { closestName } from './suggest.js';
import { sprintf } from './sprintf.js';

export interface EvalHost {
  isCommand(name: string): boolean;
  commandNames(): string[];
  callCommand(name: string, args: Value[], loc: Loc): Promise<Value>;
  callTableMethod(ref: TableRef, method: string, args: Value[], loc: Loc): Promise<Value>;
  /** A line on stderr (warnings). */
  warn(text: string): void;
  /** A line on stdout (puts/print/p). */
  print(text: string): Promise<void>;
  now(): bigint;
  sleep(ms: number): Promise<void>;
}

const JAVA_ROOTS = new Set(['org', 'java', 'javax', 'com', 'Java', 'JavaImports']);
const JAVA_CLASSES = new Set(['HTable', 'HBaseAdmin', 'HBaseConfiguration', 'Put', 'Get', 'Scan', 'Delete', 'Connection', 'ConnectionFactory', 'TableName']);

const RUBY_DEPRECATED: Record<string, Value> = { TRUE: true, FALSE: false, NIL: null };

export class Evaluator {
  readonly variables = new Map<string, Value>();

  constructor(private readonly host: EvalHost) {}

  async evaluate(e: Expr): Promise<Value> {
    switch (e.type) {
      case 'str':
        return Buffer.from(e.bytes);
      case 'interp': {
        const parts: Buffer[] = [];
        for (const p of e.parts) parts.push(p instanceof Uint8Array ? Buffer.from(p) : toS(await this.evaluate(p)));
        return Buffer.concat(parts);
      }
      case 'int':
        return e.value;
      case 'float':
        return e.value;
      case 'bool':
        return e.value;
      case 'nil':
        return null;
      case 'sym':
        return new RSymbol(e.name);
      case 'const':
        return this.constant(e.name, e.loc);
      case 'scoped': {
        const key = e.path.join('::');
        const v = SCOPED_CONSTANTS[key];
        if (v !== undefined) return v;
        if (JAVA_ROOTS.has(e.path[0])) throw javaError(key, e.loc);
        throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${key}`, { loc: e.loc });
      }
      case 'array': {
        const out: Value[] = [];
        for (const item of e.items) out.push(await this.evaluate(item));
        return out;
      }
      case 'hash': {
        const entries: Array<[Value, Value]> = [];
        for (const { key, value } of e.entries) entries.push([await this.evaluate(key), await this.evaluate(value)]);
        return new RHash(entries);
      }
      case 'ident':
        return this.identifier(e.name, e.loc);
      case 'assign':
        return this.assign(e.name, e.value, e.loc);
      case 'call':
        return this.call(e);
      case 'binop':
        return binop(e.op, await this.evaluate(e.left), await this.evaluate(e.right), e.loc);
      case 'neg': {
        const v = await this.evaluate(e.operand);
        if (typeof v === 'bigint') return -v;
        if (typeof v === 'number') return -v;
        throw new ShellError('NAME_ERROR', `undefined method \`-@' for ${inspect(v)}:${rubyClass(v)}`, { loc: e.loc });
      }
      case 'range': {
        const from = await this.evaluate(e.from);
        const to = await this.evaluate(e.to);
        if (typeof from !== 'bigint' || typeof to !== 'bigint') {
          throw new ShellError('TYPE_ERROR', 'bad value for range', { loc: e.loc });
        }
        return new RRange(from, to, e.exclusive);
      }
      case 'for': {
        const iterable = await this.evaluate(e.iterable);
        for (const item of iterate(iterable, e.loc)) {
          this.variables.set(e.variable, item);
          await this.body(e.body);
        }
        return iterable;
      }
    }
  }

  private async body(stmts: Expr[]): Promise<Value> {
    let last: Value = null;
    for (const s of stmts) last = await this.evaluate(s);
    return last;
  }

  private constant(name: string, loc: Loc): Value {
    const v = shellConstant(name);
    if (v !== undefined) return str(v);
    // Ruby 2.x (HBase 2.6's JRuby 9.3) still has the deprecated TRUE, FALSE and NIL.
    if (name in RUBY_DEPRECATED) {
      this.host.warn(`warning: constant ::${name} is deprecated`);
      return RUBY_DEPRECATED[name];
    }
    if (JAVA_CLASSES.has(name)) throw javaError(name, loc);
    const guess = closestName(name, ['VERSIONS', 'NAME', 'COLUMNS', 'COLUMN', 'FILTER', 'LIMIT', 'STARTROW', 'STOPROW', 'TIMERANGE', 'TIMESTAMP', 'TTL', 'RAW', 'REVERSED']);
    throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${name}${guess ? `\nDid you mean?  ${guess}` : ''}`, { loc });
  }

  private async identifier(name: string, loc: Loc): Promise<Value> {
    if (this.variables.has(name)) return this.variables.get(name)!;
    return this.callFunction(name, [], null, loc, false);
  }

  private async assign(name: string, valueExpr: Expr, loc: Loc): Promise<Value> {
    const value = await this.evaluate(valueExpr);
    if (this.host.isCommand(name)) {
      this.host.warn(`WARN: '${name}' is a reserved HBase command. Local variable assignment ignored.`);
      return null;
    }
    void loc;
    this.variables.set(name, value);
    return value;
  }

  private async args(exprs: Expr[]): Promise<Value[]> {
    const out: Value[] = [];
    for (const a of exprs) out.push(await this.evaluate(a));
    return out;
  }

  private async call(c: Call): Promise<Value> {
    if (c.receiver === null) {
      if (this.variables.has(c.name) && c.args.length === 0 && !c.block) return this.variables.get(c.name)!;
      return this.callFunction(c.name, await this.args(c.args), c.block, c.loc, c.parens);
    }
    const javaPath = javaPathOf(c, this.variables);
    if (javaPath) throw javaError(javaPath, c.loc);
    const recv = c.receiver.type === 'const' && (c.receiver.name === 'Bytes' || c.receiver.name === 'Time') ? c.receiver.name : await this.evaluate(c.receiver);
    const args = await this.args(c.args);
    if (recv === 'Bytes') return bytesMethod(c.name, args, c.loc);
    if (recv === 'Time') {
      if (c.name === 'now') return new RTime(this.host.now());
      throw noMethod(c.name, 'Time', c.loc);
    }
    return this.method(recv as Value, c.name, args, c.block, c.loc);
  }

  /** A receiverless call: a shell command, or one of the Kernel functions labs use. */
  private async callFunction(name: string, args: Value[], block: Block | null, loc: Loc, parens: boolean): Promise<Value> {
    switch (name) {
      case 'exit':
      case 'quit': {
        const status = args[0];
        throw new ExitRequest(typeof status === 'bigint' ? Number(status) : status === false ? 1 : 0);
      }
      case 'puts':
        for (const a of args.length ? args : [str('')]) await this.host.print(Array.isArray(a) ? a.map((x) => toS(x).toString('utf8')).join('\n') : toS(a).toString('utf8'));
        return null;
      case 'print':
        await this.host.print(args.map((a) => toS(a).toString('utf8')).join(''));
        return null;
      case 'p':
        for (const a of args) await this.host.print(inspect(a));
        return args.length === 0 ? null : args.length === 1 ? args[0] : args;
      case 'sleep': {
        const secs = args[0];
        const ms = typeof secs === 'bigint' ? Number(secs) * 1000 : typeof secs === 'number' ? secs * 1000 : 0;
        await this.host.sleep(ms);
        return typeof secs === 'bigint' ? secs : BigInt(Math.round(ms / 1000));
      }
      case 'String':
        return toS(args[0] ?? null);
      case 'Integer':
        return toInteger(args[0] ?? null, loc, true);
      case 'format':
      case 'sprintf':
        if (!isString(args[0] ?? null)) throw new ShellError('TYPE_ERROR', 'no implicit conversion into String', { loc });
        return sprintf(args[0] as Buffer, args.slice(1), loc);
    }
    void block;
    void parens;
    if (this.host.isCommand(name)) return this.host.callCommand(name, args, loc);
    if (JAVA_ROOTS.has(name)) throw javaError(name, loc);
    const guess = closestName(name, [...this.host.commandNames(), ...this.variables.keys()]);
    // Ruby: a bare word may be a variable (NameError); with arguments it can only be a method (NoMethodError).
    const what = args.length === 0 && !parens && !block ? 'local variable or method' : 'method';
    throw new ShellError('NAME_ERROR', `undefined ${what} \`${name}' for main:Object${guess ? `\nDid you mean?  ${guess}` : ''}`, { loc });
  }

  private async yieldBlock(block: Block | null, values: Value[], loc: Loc): Promise<Value> {
    if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
    const saved = block.params.map((p) => [p, this.variables.has(p), this.variables.get(p)] as const);
    // Ruby's block arity: one array yielded to several parameters is spread over them (`each do |k, v|`).
    const args = block.params.length > 1 && values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
    block.params.forEach((p, i) => this.variables.set(p, args[i] ?? null));
    try {
      return await this.body(block.body);
    } finally {
      for (const [p, had, v] of saved) {
        if (had) this.variables.set(p, v!);
        else this.variables.delete(p);
      }
    }
  }

  private async method(recv: Value, name: string, args: Value[], block: Block | null, loc: Loc): Promise<Value> {
    if (recv instanceof TableRef) return this.host.callTableMethod(recv, name, args, loc);
    // Enumeration over ranges, arrays and n.times.
    if (recv instanceof RRange || Array.isArray(recv) || (typeof recv === 'bigint' && name === 'times')) {
      const items = (step = 1n) => (typeof recv === 'bigint' ? new RRange(0n, recv, true).values() : recv instanceof RRange ? recv.values(step) : recv.values());
      switch (name) {
        case 'each':
        case 'times':
          for (const item of items()) await this.yieldBlock(block, [item], loc);
          return recv;
        case 'step': {
          const step = args[0];
          if (typeof step !== 'bigint' || step <= 0n) throw new ShellError('ARGUMENT_ERROR', "step can't be negative or zero", { loc });
          for (const item of items(step)) await this.yieldBlock(block, [item], loc);
          return recv;
        }
        case 'each_with_index': {
          let i = 0n;
          for (const item of items()) await this.yieldBlock(block, [item, i++], loc);
          return recv;
        }
        case 'map':
        case 'collect': {
          const out: Value[] = [];
          for (const item of items()) out.push(await this.yieldBlock(block, [item], loc));
          return out;
        }
        case 'to_a':
          return [...items()];
        case 'size':
        case 'length':
        case 'count':
          return BigInt([...items()].length);
        case 'first':
          return [...items()][0] ?? null;
        case 'last': {
          const all = [...items()];
          return all[all.length - 1] ?? null;
        }
        case 'join':
          return Buffer.concat([...items()].flatMap((x, i) => (i > 0 && args[0] ? [toS(args[0]), toS(x)] : [toS(x)])));
        case 'include?':
          return [...items()].some((x) => inspect(x) === inspect(args[0] ?? null));
      }
    }
    switch (name) {
      case 'to_s':
        return toS(recv);
      case 'inspect':
        return str(inspect(recv));
      case 'to_i':
        return toInteger(recv, loc, false);
      case 'to_f':
        if (typeof recv === 'bigint') return Number(recv);
        if (typeof recv === 'number') return recv;
        if (recv instanceof RTime) return Number(recv.ms) / 1000;
        if (isString(recv)) return parseFloat(recv.toString('latin1')) || 0;
        break;
      case 'nil?':
        return recv === null;
      case 'class':
        return str(rubyClass(recv));
    }
    if (recv instanceof RTime && name === 'to_i') return recv.ms / 1000n;
    if (typeof recv === 'bigint') {
      if (name === 'abs') return recv < 0n ? -recv : recv;
      if (name === 'chr') return Buffer.from([Number(recv) & 0xff]);
      if (name === 'succ' || name === 'next') return recv + 1n;
      if (name === 'pred') return recv - 1n;
      if (name === 'even?') return recv % 2n === 0n;
      if (name === 'odd?') return recv % 2n !== 0n;
    }
    if (typeof recv === 'number') {
      if (name === 'round') return BigInt(Math.round(recv));
      if (name === 'floor') return BigInt(Math.floor(recv));
      if (name === 'ceil') return BigInt(Math.ceil(recv));
    }
    if (isString(recv)) {
      const s = recv;
      switch (name) {
        case 'length':
        case 'size':
        case 'bytesize':
          return BigInt(name === 'bytesize' ? s.length : s.toString('utf8').length);
        case 'upcase':
          return str(s.toString('utf8').toUpperCase());
        case 'downcase':
          return str(s.toString('utf8').toLowerCase());
        case 'reverse':
          return str([...s.toString('utf8')].reverse().join(''));
        case 'rjust':
        case 'ljust': {
          const width = Number(args[0] ?? 0n);
          const pad = args[1] !== undefined ? toS(args[1]).toString('utf8') : ' ';
          const text = s.toString('utf8');
          if (text.length >= width || pad.length === 0) return s;
          const fill = pad.repeat(Math.ceil((width - text.length) / pad.length)).slice(0, width - text.length);
          return str(name === 'rjust' ? fill + text : text + fill);
        }
        case 'to_sym':
          return s;
        case 'empty?':
          return s.length === 0;
        case 'start_with?':
          return args.some((a) => isString(a) && s.subarray(0, a.length).equals(a));
        case 'end_with?':
          return args.some((a) => isString(a) && s.length >= a.length && s.subarray(s.length - a.length).equals(a));
        case 'include?':
          return isString(args[0] ?? null) && s.includes(args[0] as Buffer);
        case 'bytes':
          return [...s].map((b) => BigInt(b));
      }
    }
    if (recv === null && name === 'to_a') return [];
    throw noMethod(name, `${inspect(recv)}:${rubyClass(recv)}`, loc);
  }
}

function noMethod(name: string, on: string, loc: Loc): ShellError {
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${on}`, { loc });
}

function javaError(construct: string, loc: Loc): ShellError {
  return new ShellError('JAVA_UNSUPPORTED', `${construct}: hsh does not run Java; use the shell's commands and FILTER strings instead`, { loc });
}

/** `org.apache.hadoop.….new(…)` or `HTable.new`: the dotted path when the receiver chain starts at a Java root. */
function javaPathOf(c: Call, variables: Map<string, Value>): string | null {
  const names: string[] = [c.name];
  let r: Expr | null = c.receiver;
  while (r && r.type === 'call' && r.args.length === 0 && !r.block) {
    names.unshift(r.name);
    r = r.receiver;
  }
  if (!r) return null;
  if (r.type === 'ident' && JAVA_ROOTS.has(r.name) && !variables.has(r.name)) return [r.name, ...names].join('.');
  if (r.type === 'const' && (JAVA_CLASSES.has(r.name) || JAVA_ROOTS.has(r.name))) return [r.name, ...names].join('.');
  if (r.type === 'scoped' && JAVA_ROOTS.has(r.path[0])) return [r.path.join('::'), ...names].join('.');
  if (r.type === 'const' && c.name === 'new' && r.name !== 'Bytes' && r.name !== 'Time') return `${r.name}.new`;
  return null;
}

function* iterate(v: Value, loc: Loc): Generator<Value> {
  if (v instanceof RRange) return yield* v.values();
  if (Array.isArray(v)) return yield* v;
  throw noMethod('each', `${inspect(v)}:${rubyClass(v)}`, loc);
}

function toInteger(v: Value, loc: Loc, strict: boolean): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (v instanceof RTime) return v.ms / 1000n;
  if (isString(v)) {
    const text = v.toString('latin1').trim().replace(/_/g, '');
    const m = /^[+-]?\d+/.exec(text);
    if (strict && (!m || m[0].length !== text.length)) throw new ShellError('ARGUMENT_ERROR', `invalid value for Integer(): ${inspect(v)}`, { loc });
    return m ? BigInt(m[0]) : 0n;
  }
  if (v === null && !strict) return 0n;
  throw new ShellError('TYPE_ERROR', `can't convert ${rubyClass(v)} into Integer`, { loc });
}

/** `Bytes.toBytes(x)`: strings as their bytes, integers as 8-byte big-endian longs (Java's Bytes.toBytes(long)). */
function bytesMethod(name: string, args: Value[], loc: Loc): Value {
  const a = args[0] ?? null;
  if (name === 'toBytes') {
    if (isString(a)) return a;
    if (typeof a === 'bigint') {
      const b = Buffer.alloc(8);
      b.writeBigInt64BE(BigInt.asIntN(64, a));
      return b;
    }
    if (typeof a === 'number') {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(a);
      return b;
    }
    if (typeof a === 'boolean') return Buffer.from([a ? 0xff : 0]);
  }
  if ((name === 'toString' || name === 'toStringBinary') && isString(a)) return a;
  if (name === 'toLong' && isString(a) && a.length >= 8) return a.readBigInt64BE(0);
  if (name === 'toInt' && isString(a) && a.length >= 4) return BigInt(a.readInt32BE(0));
  throw noMethod(name, 'Java::OrgApacheHadoopHbaseUtil::Bytes:Class', loc);
}

function binop(op: '+' | '-' | '*' | '/' | '%', l: Value, r: Value, loc: Loc): Value {
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    switch (op) {
      case '+':
        return l + r;
      case '-':
        return l - r;
      case '*':
        return l * r;
      case '/':
      case '%': {
        if (r === 0n) throw new ShellError('ZERO_DIVISION', 'divided by 0', { loc });
        // Ruby floors integer division and gives the remainder the divisor's sign.
        let q = l / r;
        if ((l % r !== 0n) && ((l < 0n) !== (r < 0n))) q -= 1n;
        return op === '/' ? q : l - q * r;
      }
    }
  }
  if ((typeof l === 'bigint' || typeof l === 'number') && (typeof r === 'bigint' || typeof r === 'number')) {
    const a = Number(l);
    const b = Number(r);
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a - b * Math.floor(a / b);
    }
  }
  if (isString(l)) {
    if (op === '+') {
      if (!isString(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(r)} into String`, { loc });
      return Buffer.concat([l, r]);
    }
    if (op === '*' && typeof r === 'bigint') return Buffer.concat(Array.from({ length: Number(r) }, () => l));
    if (op === '%') return sprintf(l, Array.isArray(r) ? r : [r], loc);
  }
  if (Array.isArray(l) && Array.isArray(r) && op === '+') return [...l, ...r];
  if (typeof l === 'bigint' && isString(r)) throw new ShellError('TYPE_ERROR', "String can't be coerced into Integer", { loc });
  throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
}

export { truthy };
