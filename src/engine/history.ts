/**
 * Procedures that finished, as the master's ProcedureExecutor keeps them
 * for `list_procedures` until its CompletedProcedureCleaner evicts them:
 * a result the client has fetched (every shell command waits for its
 * procedure) is kept for `hbase.procedure.cleaner.acked.evict.ttl`, five
 * minutes. Kept in memory by the engine, as the executor keeps them: a new
 * session starts with none.
 */
import type { ProcedureSummary } from './types.js';

/** ProcedureExecutor's EVICT_ACKED_TTL_CONF_KEY default. */
export const EVICT_ACKED_TTL_MS = 5 * 60 * 1000;
/** A bound on what one long session holds (HBase bounds the executor by the TTL alone). */
const MAX_KEPT = 1000;

export class ProcedureHistory {
  private readonly finished: ProcedureSummary[] = [];

  add(p: ProcedureSummary): void {
    this.finished.push(p);
    if (this.finished.length > MAX_KEPT) this.finished.splice(0, this.finished.length - MAX_KEPT);
  }

  /** The ones not yet evicted at `now` (epoch ms), oldest first. */
  list(now: number): ProcedureSummary[] {
    while (this.finished.length > 0 && Number(this.finished[0].lastUpdate) + EVICT_ACKED_TTL_MS < now) this.finished.shift();
    return [...this.finished];
  }
}
