import { describe, expect, it } from 'vitest';
import { hsh } from '../helpers/shell.js';

describe("Object.constants (named in help's footer)", () => {
  it("is an Array of Symbols: the shell's constants first, then Ruby's", async () => {
    const r = await hsh('Object.constants\nObject.constants.include?(:VERSIONS)\nObject.constants.include?(:Object)\nObject.constants.first');
    const [all, versions, object, cls] = r.stdout.trim().split('\n');
    expect(all).toMatch(/^=> \[:ALLOW_PARTIAL_RESULTS, :ALL_METRICS, :ATTRIBUTES, .*, :Object, :Module, .*, :Shell\]$/);
    expect([versions, object, cls]).toEqual(['=> true', '=> true', '=> :ALLOW_PARTIAL_RESULTS']);
  });
});
