// Types of scripts/crash.mjs for the test that runs a short series of its trials.
export declare const BIN: string;
export declare function putScript(puts: number): string;
export interface CrashOutcome {
  /** The kill was sent (false: the script ended first). */
  killed: boolean;
  ackedPuts: number;
  present: number;
  lost: number;
  torn: number;
  stderr: string;
}
export declare function crashTrial(options: { puts: number; killAfter: number; format?: 'classic' | 'json'; bin?: string; extraArgs?: string[] }): Promise<CrashOutcome>;
