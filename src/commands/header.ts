/**
 * Listings that print their header (`formatter.header(%w[OWNER QUOTAS])`)
 * before they ask the server, so the server's refusal comes after it (the
 * quota listings reading hbase:quota, user_permission): the header goes out
 * as a table with no rows, the error travels as a row stream that fails when
 * the renderer reads it (ddl/common.ts's device).
 */
import type { CommandResult } from './define.js';

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
