/**
 * HBase's sequence ids: the write number each mutation takes (HRegion.doMiniBatchMutate's
 * MultiVersionConcurrencyControl.WriteEntry), kept with every cell of it (`Cell.getSequenceId()`),
 * which orders writes at equal timestamps and drives NEW_VERSION_BEHAVIOR. One counter for the
 * whole store (docs/PHYSICAL.md §1): a region's ids still increase in write order.
 *
 * Persisted by reservation, so the write path writes nothing more: the catalog record holds a
 * ceiling above every id handed out. Just before a batch is written (in commit order), if ids
 * at or above the committed ceiling were handed out, the batch also records a new ceiling past
 * them; the ceiling counts as committed only once that batch is. A store opens at its recorded
 * ceiling, so an id is never handed out twice; the ids a crash skipped are gaps, as HBase's
 * region reopen leaves gaps.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { Backend, WriteBatch } from './backend.js';

/** Ids reserved by one record. */
export const SEQUENCE_BLOCK = 1 << 20;

const RECORD = 'ceiling';

export class SequenceIds {
  private next: number;
  /** Every id below it is covered by a committed record. */
  private committed: number;

  constructor(ceiling: number) {
    this.next = ceiling;
    this.committed = ceiling;
  }

  /** The store's counter, or undefined for a backend that keeps no sequence ids. */
  static async load(backend: Backend): Promise<SequenceIds | undefined> {
    if (!backend.capabilities.sequenceIds) return undefined;
    const record = (await backend.catalog('sequence')).find(([name]) => name === RECORD);
    const ceiling = record === undefined ? 1 : Number(record[1].toString('latin1'));
    if (!Number.isSafeInteger(ceiling) || ceiling < 1) {
      throw new ShellError('STORE_IO', "store error: Corruption: the sequence id record is not a number (the store is damaged: 'hsh repair' rebuilds it)");
    }
    return new SequenceIds(ceiling);
  }

  /** The next mutation's id. */
  take(): number {
    return this.next++;
  }

  /**
   * The Writer calls it just before writing `b` (after every earlier batch settled): records a
   * ceiling past every id handed out when some are not covered yet. Returns what to do once
   * `b` is written.
   */
  readonly beforeWrite = (b: WriteBatch): (() => void) | undefined => {
    if (this.next <= this.committed) return undefined;
    const ceiling = this.next + SEQUENCE_BLOCK;
    b.putCatalog('sequence', RECORD, Buffer.from(String(ceiling), 'latin1'));
    return () => {
      if (ceiling > this.committed) this.committed = ceiling;
    };
  };
}
