/**
 * The Bigtable backend's own decoding of the streamed responses (wire.ts),
 * checked against messages encoded by protobufjs from the client package's
 * own protos: every field, wrappers present but empty, a timestamp past 2^53,
 * fields it skips, and malformed input.
 */
import { createRequire } from 'node:module';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeMutateRows, decodeReadRows, encodeMutateRows } from '../../../src/engine/backends/bigtable/wire.js';
import { clientRequire } from '../../../src/engine/backends/bigtable/client.js';

// the client package and its google-gax, where the backend finds them (clients/bigtable in a checkout)
const client = clientRequire()!;
const require = createRequire(client.resolve('@google-cloud/bigtable'));
const { protobuf } = require('google-gax') as { protobuf: { Root: { fromJSON(json: object): { lookupType(name: string): ProtoType } } } };
interface ProtoType {
  encode(message: object): { finish(): Uint8Array };
  fromObject(o: object): object;
}
const root = protobuf.Root.fromJSON(client('@google-cloud/bigtable/build/protos/protos.json'));
const encode = (type: string, o: object) => Buffer.from(root.lookupType(type).encode(root.lookupType(type).fromObject(o)).finish());
const B = (s: string) => Buffer.from(s, 'latin1');

describe('ReadRowsResponse', () => {
  it('decodes every field of its chunks, and skips the rest', () => {
    const message = encode('google.bigtable.v2.ReadRowsResponse', {
      chunks: [
        { rowKey: B('r\x00\xff'), familyName: { value: 'cf' }, qualifier: { value: B('q\x80') }, timestampMicros: '1700000000123000', labels: ['l1', 'l2'], value: B('v1'), commitRow: false },
        { qualifier: { value: B('') }, timestampMicros: '9223372036854775000', value: B('part'), valueSize: 10 },
        { value: B('-rest') },
        { resetRow: true },
        { rowKey: B('r2'), familyName: { value: '' }, value: B(''), commitRow: true },
      ],
      lastScannedRowKey: B('r9'),
      requestStats: { fullReadStatsView: { readIterationStats: { rowsSeenCount: 5 } } },
    });
    expect(decodeReadRows(message)).toEqual([
      { rowKey: B('r\x00\xff'), familyName: 'cf', qualifier: B('q\x80'), timestampMicros: 1700000000123000, value: B('v1'), valueSize: 0, resetRow: false, commitRow: false },
      // an empty qualifier is a qualifier (the wrapper is there), not "unchanged"
      { qualifier: B(''), timestampMicros: 9223372036854775000n, value: B('part'), valueSize: 10, resetRow: false, commitRow: false },
      { timestampMicros: 0, value: B('-rest'), valueSize: 0, resetRow: false, commitRow: false },
      { timestampMicros: 0, valueSize: 0, resetRow: true, commitRow: false },
      { rowKey: B('r2'), familyName: '', timestampMicros: 0, value: B(''), valueSize: 0, resetRow: false, commitRow: true },
    ]);
  });

  it('keeps bytes as views of the message (no copies)', () => {
    const message = encode('google.bigtable.v2.ReadRowsResponse', { chunks: [{ rowKey: B('row'), value: B('value'), commitRow: true }] });
    const [chunk] = decodeReadRows(message);
    expect(chunk.value!.buffer).toBe(message.buffer);
  });

  it('an empty message has no chunks', () => {
    expect(decodeReadRows(Buffer.alloc(0))).toEqual([]);
  });

  it('a truncated message throws (grpc-js then fails the call, INTERNAL)', () => {
    const message = encode('google.bigtable.v2.ReadRowsResponse', { chunks: [{ rowKey: B('row'), value: B('value'), commitRow: true }] });
    expect(() => decodeReadRows(message.subarray(0, message.length - 3))).toThrow(/truncated/);
    expect(() => decodeReadRows(Buffer.from([0x08, 0xff]))).toThrow(/truncated varint/);
  });
});

describe('MutateRowsResponse', () => {
  it('decodes each entry’s index and status', () => {
    const message = encode('google.bigtable.v2.MutateRowsResponse', {
      entries: [{ index: '0', status: {} }, { index: '1001', status: { code: 3, message: 'bad family', details: [{ typeUrl: 'x', value: B('y') }] } }],
      rateLimitInfo: { factor: 1.5 },
    });
    expect(decodeMutateRows(message)).toEqual([
      { index: 0, code: 0, message: '' },
      { index: 1001, code: 3, message: 'bad family' },
    ]);
  });
});

describe('MutateRowsRequest', () => {
  interface Decoded {
    decode(b: Uint8Array): object;
    toObject(m: object, o: object): object;
  }
  const decoded = (b: Buffer) => {
    const t = root.lookupType('google.bigtable.v2.MutateRowsRequest') as unknown as Decoded;
    return t.toObject(t.decode(b), { longs: String, bytes: String });
  };
  const b64 = (s: string) => B(s).toString('base64');

  it('encodes what protobufjs decodes: every mutation kind, binary keys, UTF-8 names, int64 timestamps', () => {
    const message = encodeMutateRows({
      tableName: 'projects/p/instances/i/tables/tä',
      entries: [
        {
          rowKey: B('r\x00\xff'),
          mutations: [
            { kind: 'setCell', family: 'cf', qualifier: B('q\x80'), micros: 1700000000123000n, value: B('v'.repeat(300)) },
            { kind: 'setCell', family: 'fä', qualifier: B(''), micros: 0n, value: B('') },
            { kind: 'deleteFromColumn', family: 'cf', qualifier: B('a'), startMicros: 9223372036854775000n, endMicros: 0x7fffffffffffffffn },
          ],
        },
        { rowKey: B('r2'), mutations: [{ kind: 'deleteFromRow' }] },
      ],
    });
    expect(decoded(message)).toEqual({
      tableName: 'projects/p/instances/i/tables/tä',
      entries: [
        {
          rowKey: b64('r\x00\xff'),
          mutations: [
            { setCell: { familyName: 'cf', columnQualifier: b64('q\x80'), timestampMicros: '1700000000123000', value: b64('v'.repeat(300)) } },
            { setCell: { familyName: 'fä', columnQualifier: '', timestampMicros: '0', value: '' } },
            { deleteFromColumn: { familyName: 'cf', columnQualifier: b64('a'), timeRange: { startTimestampMicros: '9223372036854775000', endTimestampMicros: '9223372036854775807' } } },
          ],
        },
        { rowKey: b64('r2'), mutations: [{ deleteFromRow: {} }] },
      ],
    });
  });
});
