/** Types of fuzz-core.mjs (the fuzzer shared by npm test and npm run fuzz). */
export interface Corpus {
  scripts: Array<{ name: string; stmts: string[] }>;
  filters: string[];
}
export interface FuzzFailure {
  script: string;
  stmt: string;
  why: string;
}
export function prng(seed: number): () => number;
export function shellDeps(root: string): Promise<Record<string, unknown>>;
export const PATHOLOGICAL_INPUTS: string[];
export function loadCorpus(root: string, statements: (text: string) => Iterable<{ kind: string; source?: string }>): Corpus;
export function mutant(rnd: () => number, corpus: Corpus, script: Corpus['scripts'][number]): string;
export function fuzz(
  deps: Record<string, unknown>,
  corpus: Corpus,
  options: { seed: number; count: number; limitMs?: number; onProgress?: (ran: number, failures: number) => void },
): Promise<{ ran: number; failures: FuzzFailure[] }>;
