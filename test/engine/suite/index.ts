/**
 * The engine conformance suite: HBase's semantics, the same cases for every
 * backend. A backend's test file calls engineSuite() once with its target;
 * cases its capabilities rule out are skipped with the reason printed.
 */
import { describe } from 'vitest';
import { catalogSuite } from './catalog.js';
import { hbaseTestsSuite } from './hbase-tests.js';
import { metaSuite } from './meta.js';
import { modelSuite } from './model.js';
import { procedureSuite } from './procedures.js';
import { regionFiltersSuite } from './region-filters.js';
import { semanticsSuite } from './semantics.js';
import { Suite, type SuiteTarget } from './target.js';

export function engineSuite(target: SuiteTarget): void {
  const suite = new Suite(target);
  describe(`engine on ${target.name}`, () => {
    semanticsSuite(suite);
    hbaseTestsSuite(suite);
    regionFiltersSuite(suite);
    catalogSuite(suite);
    metaSuite(suite);
    procedureSuite(suite);
    modelSuite(suite);
  });
}
