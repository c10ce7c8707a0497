/**
 * How many seeded random cases a randomized test runs: a smoke-sized number in
 * `npm test` (which must stay within 150 s on 2 cores), the full campaign when
 * HSH_CAMPAIGN=long (`HSH_CAMPAIGN=long npx vitest run test/filter/fuzz.test.ts`).
 */
export function campaign(smoke: number, long: number): number {
  return process.env.HSH_CAMPAIGN === 'long' ? long : smoke;
}
