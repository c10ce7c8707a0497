/**
 * The Google client, loaded only when the Bigtable backend is chosen, and
 * used through its generated layer (the package's `v2` BigtableClient and
 * BigtableTableAdminClient): plain proto messages with bytes as Buffers.
 * The package's handwritten layer (`new Bigtable()`) is not loaded: its
 * helpers turn qualifiers into UTF-8 object keys, 8-byte values into numbers,
 * make `end` inclusive and ignore numeric time filters; its `request()` deep
 * copies every request; and loading it (client-side metrics, OpenTelemetry,
 * its channel pool) took about half a second more of every `--bigtable` run.
 */
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { ShellError } from '../../../errors.js';
import type { BigtableAddress } from './address.js';

export const CLIENT_PACKAGE = '@google-cloud/bigtable';
export const CLIENT_VERSION = '6.5.1';
/** The generated clients, inside the package (it has no exports map). */
const GENERATED = `${CLIENT_PACKAGE}/build/src/v2/index.js`;
/** A checkout's own copy of the client, installed from its lockfile by `npm run install:bigtable`. */
export const PINNED_CLIENT = join('clients', 'bigtable');

/**
 * A require that finds the client: on the module path hsh runs from first (a
 * user's `npm install @google-cloud/bigtable`), then in the PINNED_CLIENT
 * folder of the checkout hsh runs from (the nearest directory above that has
 * one). Undefined when neither has it. A require, not import(): the bundle
 * runs as CommonJS in a vm.Script, where import() has no loader.
 */
export function clientRequire(): NodeJS.Require | undefined {
  // the bundle's and vitest's modules have a __filename; dist/cli.js (an ES module) runs from bin/hsh.js
  const from = typeof __filename === 'string' ? __filename : (process.argv[1] ?? join(process.cwd(), 'hsh'));
  const places = [from];
  for (let dir = dirname(from); dirname(dir) !== dir; dir = dirname(dir)) {
    const pinned = join(dir, PINNED_CLIENT, 'package.json');
    if (existsSync(pinned)) {
      places.push(pinned);
      break;
    }
  }
  for (const place of places) {
    const load = createRequire(place);
    try {
      load.resolve(GENERATED);
      return load;
    } catch {
      // not there: the next place
    }
  }
  return undefined;
}

/** gRPC status codes the backend tells apart. */
export const GRPC = { ALREADY_EXISTS: 6, NOT_FOUND: 5, CANCELLED: 1, UNIMPLEMENTED: 12 } as const;

type ClientName = 'BigtableClient' | 'BigtableTableAdminClient';
export type ServerStream = Readable & { cancel(): void };
/** A generated client: each RPC a method (unary ones resolve to `[response, …]`). */
interface Generated {
  auth: { getClient(): Promise<unknown> };
  /** Makes the gRPC stub (a grpc-js client on the channel and credentials it set up). */
  initialize(): Promise<Stub>;
  close(): Promise<void>;
  [method: string]: unknown;
}
type GeneratedModule = Record<ClientName, new (options: object) => Generated>;
interface MethodDefinition {
  path: string;
  requestSerialize(request: object): Buffer;
  responseDeserialize(message: Buffer): unknown;
}
/** grpc-js's Client, as @grpc/grpc-js documents it. */
interface Stub {
  constructor: { service: Record<string, MethodDefinition> };
  makeServerStreamRequest(path: string, serialize: (r: object) => Buffer, deserialize: (b: Buffer) => unknown, request: object, metadata: object, options: object): ServerStream;
}
interface Grpc {
  credentials: { createInsecure(): object };
  Metadata: new () => { set(key: string, value: string): void };
}

/** The data and admin RPCs of one instance. */
export class BigtableClient {
  readonly instancePath: string;
  /** The clients made so far (each on first use, as the admin one is not needed to read or write). */
  private readonly clients: Partial<Record<ClientName, Generated>> = {};

  /** The data client's gRPC stub, made at connect. */
  private data!: Stub;

  private constructor(
    private readonly generated: GeneratedModule,
    private readonly grpc: Grpc,
    private readonly options: object,
    readonly address: BigtableAddress,
  ) {
    this.instancePath = `projects/${address.project}/instances/${address.instance}`;
  }

  static async connect(address: BigtableAddress): Promise<BigtableClient> {
    let generated: GeneratedModule;
    let grpc: Grpc;
    try {
      const load = clientRequire();
      if (!load) throw new Error(`${CLIENT_PACKAGE} not found`);
      generated = load(GENERATED) as GeneratedModule;
      // the gRPC the generated clients use (its credentials are checked with instanceof)
      grpc = (createRequire(load.resolve(GENERATED))('google-gax') as { grpc: typeof grpc }).grpc;
    } catch {
      throw new ShellError(
        'STORE_IO',
        `the Bigtable backend needs ${CLIENT_PACKAGE}: install it with npm install --no-save ${CLIENT_PACKAGE}@${CLIENT_VERSION}`,
      );
    }
    // universeDomain: google-gax asks the credentials for theirs on the first RPC, which probes
    // the metadata server; given, nothing leaves for anywhere but the configured endpoint.
    // Credentials are Application Default Credentials from the environment or gcloud's file:
    // never a probe of the GCE metadata server (google-auth-library skips it with this setting).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const options: Record<string, unknown> = {
      projectId: address.project,
      universeDomain: 'googleapis.com',
      'grpc.keepalive_time_ms': 30_000,
      'grpc.keepalive_timeout_ms': 10_000,
    };
    if (address.emulator) {
      // BIGTABLE_EMULATOR_HOST, read as every Google client reads it: plain gRPC, no credentials
      const colon = address.emulator.lastIndexOf(':');
      options.servicePath = address.emulator.slice(0, colon);
      options.port = Number(address.emulator.slice(colon + 1));
      options.sslCreds = grpc.credentials.createInsecure();
    }
    const client = new BigtableClient(generated, grpc, options, address);
    const data = client.client('BigtableClient');
    if (!address.emulator) {
      // Without credentials the client throws from inside its stub, past any callback: ask first.
      try {
        await data.auth.getClient();
      } catch (e) {
        throw storeError(e, 'sign-in (Application Default Credentials: gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS)');
      }
    }
    try {
      client.data = await data.initialize();
    } catch (e) {
      throw storeError(e, 'connect');
    }
    return client;
  }

  private client(name: ClientName): Generated {
    return (this.clients[name] ??= new this.generated[name](this.options));
  }

  tablePath(id: string): string {
    return `${this.instancePath}/tables/${id}`;
  }

  /** A unary call. */
  async call<T>(client: ClientName, method: string, request: object): Promise<T> {
    const c = this.client(client);
    const [response] = await (c[method] as (request: object) => Promise<[T]>).call(c, request);
    return response;
  }

  /**
   * A server-streaming call of the data API on the stub itself, the request encoded by
   * `encode` and each response message decoded by `decode` (wire.ts; the client's own
   * protobufjs serializers when none is given). Not through google-gax's stream layers:
   * they added about half of a scan's time on the emulator, which sends a message per row.
   * Never retried: a retry would repeat rows already passed on, or writes. The routing
   * header is the one the generated client sends.
   */
  stream<R extends { tableName: string }>(
    method: 'ReadRows' | 'MutateRows' | 'SampleRowKeys',
    request: R,
    decode?: (message: Buffer) => unknown,
    encode?: (request: R) => Buffer,
  ): ServerStream {
    const def = this.data.constructor.service[method];
    const metadata = new this.grpc.Metadata();
    metadata.set('x-goog-request-params', `table_name=${encodeURIComponent(request.tableName)}`);
    const serialize = (encode ?? def.requestSerialize) as (request: object) => Buffer;
    return this.data.makeServerStreamRequest(def.path, serialize, decode ?? def.responseDeserialize, request, metadata, {});
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.clients).map((c) => c.close()));
  }
}

/** Reads a server stream to its end, each message to `onData`; rejects with the call's own error. */
export function drain<T>(stream: ServerStream, onData: (message: T) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('data', onData);
    stream.on('error', reject);
    stream.on('end', resolve);
  });
}

/** A client error as a store error: the RPC's own message, never a stack. */
export function storeError(e: unknown, doing: string): ShellError {
  if (e instanceof ShellError) return e;
  const err = e as { code?: number; details?: string; message?: string };
  return new ShellError('STORE_IO', `Bigtable ${doing} failed: ${err.details || err.message || String(e)}`, { cause: e });
}

export function toBuffer(b: Uint8Array | string): Buffer {
  return typeof b === 'string' ? Buffer.from(b, 'latin1') : Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.length);
}
