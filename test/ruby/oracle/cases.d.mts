/** Types of cases.mjs (the oracle's case files, shared by the recorder and the runner). */
export interface OracleError {
  class: string;
  message: string;
}
export interface OracleCase {
  name: string;
  /** The line of its `#### name` marker. */
  line: number;
  code: string;
  /** Where the HBase shell prints otherwise than JRuby's IRB: its output and why. */
  shell?: { note: string; stdout: string; error?: OracleError };
}
export function parseCases(text: string, group: string): OracleCase[];
export function sourceDigest(code: string): string;
