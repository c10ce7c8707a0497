/**
 * The Google client, loaded only when the Bigtable backend is chosen, and
 * used through its raw layer (`bigtable.request`): plain proto messages with
 * bytes as Buffers. The high-level helpers turn qualifiers into UTF-8 object
 * keys, 8-byte values into numbers, make `end` inclusive and ignore numeric
 * time filters; the raw layer does none of that.
 */
import { Buffer } from 'node:buffer';
import type { Readable } from 'node:stream';
import { ShellError } from '../../../errors.js';
import type { BigtableAddress } from './address.js';

export const CLIENT_PACKAGE = '@google-cloud/bigtable';
export const CLIENT_VERSION = '6.5.1';

/** gRPC status codes the backend tells apart. */
export const GRPC = { ALREADY_EXISTS: 6, NOT_FOUND: 5, CANCELLED: 1, UNIMPLEMENTED: 12 } as const;

type Callback = (err: (Error & { code?: number }) | null, result?: unknown) => void;
interface RawBigtable {
  auth: { getClient(): Promise<unknown> };
  request(config: { client: string; method: string; reqOpts: object; gaxOpts?: object }, callback?: Callback): Readable & { abort?: () => void; cancel?: () => void };
  close(): Promise<void>;
}


/** The data and admin RPCs of one instance. */
export class BigtableClient {
  readonly instancePath: string;
  /** A call succeeded: the client has channels to close (closing one that never authenticated rejects unhandled). */
  private connected = false;

  private constructor(
    private readonly raw: RawBigtable,
    readonly address: BigtableAddress,
  ) {
    this.instancePath = `projects/${address.project}/instances/${address.instance}`;
  }

  static async connect(address: BigtableAddress): Promise<BigtableClient> {
    let mod: { Bigtable: new (options: object) => RawBigtable };
    try {
      // the bundle runs as CommonJS in a vm.Script, where import() has no loader: require there
      mod = (typeof require === 'function' ? require(CLIENT_PACKAGE) : await import(CLIENT_PACKAGE)) as typeof mod;
    } catch {
      throw new ShellError(
        'STORE_IO',
        `the Bigtable backend needs ${CLIENT_PACKAGE}: install it with npm install --no-save ${CLIENT_PACKAGE}@${CLIENT_VERSION}`,
      );
    }
    const Bigtable = mod.Bigtable ?? (mod as unknown as { default: typeof mod }).default.Bigtable;
    // metricsEnabled: the metrics exporter probes the metadata server and crashes the process
    // without credentials; universeDomain: skips the same probe on the first RPC. With both,
    // nothing leaves for anywhere but the configured endpoint.
    // The client reads BIGTABLE_EMULATOR_HOST itself, as every Google client does. Credentials
    // are Application Default Credentials from the environment or gcloud's file: never a probe
    // of the GCE metadata server (google-auth-library skips it with this setting).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const options = { projectId: address.project, metricsEnabled: false, universeDomain: 'googleapis.com' };
    const raw = new Bigtable(options);
    if (!address.emulator) {
      // Without credentials the client throws from inside its stub, past any callback: ask first.
      try {
        await raw.auth.getClient();
      } catch (e) {
        throw storeError(e, 'sign-in (Application Default Credentials: gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS)');
      }
    }
    return new BigtableClient(raw, address);
  }

  tablePath(id: string): string {
    return `${this.instancePath}/tables/${id}`;
  }

  /** A unary call. */
  call<T>(client: 'BigtableClient' | 'BigtableTableAdminClient', method: string, reqOpts: object): Promise<T> {
    return new Promise((resolve, reject) => {
      this.raw.request({ client, method, reqOpts }, (err, result) => {
        if (err) return reject(err);
        this.connected = true;
        resolve(result as T);
      });
    });
  }

  /** A server-streaming call. */
  stream(method: 'readRows' | 'mutateRows' | 'sampleRowKeys', reqOpts: object): Readable & { abort?: () => void; cancel?: () => void } {
    return this.raw.request({ client: 'BigtableClient', method, reqOpts, gaxOpts: { retry: null } });
  }

  async close(): Promise<void> {
    if (this.connected) await this.raw.close();
  }
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
