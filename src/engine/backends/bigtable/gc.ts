/**
 * A family's VERSIONS, TTL and MIN_VERSIONS as a Bigtable garbage-collection
 * rule, and back (for tables another client created). The engine applies
 * the same settings at read time, as HBase's ScanQueryMatcher does: Bigtable
 * collects in the background (days in production; the emulator never
 * applies intersections), so the rule only makes storage converge.
 */
import type { FamilyLayout } from '../../backend.js';

export interface GcRule {
  maxNumVersions?: number;
  maxAge?: { seconds: number | string; nanos?: number };
  union?: { rules: GcRule[] };
  intersection?: { rules: GcRule[] };
}

/** No rule: Bigtable keeps every version forever. HBase's VERSIONS cap is an int. */
const ALL_VERSIONS = 2147483647;

export function gcRuleOf(f: Pick<FamilyLayout, 'versions' | 'minVersions' | 'ttlSeconds'>): GcRule {
  const versions: GcRule = { maxNumVersions: f.versions };
  if (f.ttlSeconds < 0) return versions;
  const age: GcRule = { maxAge: { seconds: f.ttlSeconds } };
  // MIN_VERSIONS: expired cells go only when they are not among the newest m (an intersection)
  const expired = f.minVersions > 0 ? { intersection: { rules: [age, { maxNumVersions: f.minVersions }] } } : age;
  return { union: { rules: [versions, expired] } };
}

/** The family settings a rule read back from Bigtable stands for. */
export function settingsOf(rule: GcRule | null | undefined): { versions: number; minVersions: number; ttlSeconds: number } {
  const out = { versions: ALL_VERSIONS, minVersions: 0, ttlSeconds: -1 };
  const visit = (r: GcRule | null | undefined, inIntersection: boolean) => {
    if (!r) return;
    if (r.maxNumVersions) {
      if (inIntersection) out.minVersions = r.maxNumVersions;
      else out.versions = r.maxNumVersions;
    }
    if (r.maxAge) out.ttlSeconds = Number(r.maxAge.seconds);
    for (const c of r.union?.rules ?? []) visit(c, inIntersection);
    for (const c of r.intersection?.rules ?? []) visit(c, true);
  };
  visit(rule, false);
  return out;
}

export function sameRule(a: GcRule | null | undefined, b: GcRule): boolean {
  const x = settingsOf(a);
  const y = settingsOf(b);
  return x.versions === y.versions && x.minVersions === y.minVersions && x.ttlSeconds === y.ttlSeconds;
}
