/**
 * The quota listings print their header (`formatter.header(%w[OWNER QUOTAS])`)
 * before they read hbase:quota, so the error of a read that fails comes after
 * it: the header goes out as a table with no rows, the error travels as a row
 * stream that fails when the renderer reads it (ddl/common.ts's device).
 */
import type { CommandResult } from '../define.js';

export function headerThenError(header: string[], error: unknown): CommandResult {
  async function* failing(): AsyncGenerator<Uint8Array> {
    throw error;
  }
  return {
    outputs: [
      { kind: 'table', header, rows: [] },
      { kind: 'count', rows: failing(), interval: 1000, onTotal: () => {} },
    ],
  };
}
