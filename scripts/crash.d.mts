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
export interface StoreTemplate {
  data: string;
  rows: number;
}
export declare function storeWithRows(dir: string, rows: number, bin?: string): string;
export declare function flipBytes(file: string, seed: number, count?: number): void;
export declare function repairRaceTrial(options: { template: StoreTemplate; bin?: string; maxDelayMs?: number }): Promise<{ repaired: boolean; written: boolean; lost: number; problems: string[] }>;
export declare function corruptionTrial(options: {
  template: StoreTemplate;
  seed: number;
  bin?: string;
}): Promise<{ status: number | null; signal: string | null; rows: number | undefined; orphaned: boolean; stdout: string; problems: string[] }>;
