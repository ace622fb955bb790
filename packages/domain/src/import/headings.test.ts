import { describe, expect, it } from 'vitest';
import { IMPORT_HEADINGS, stagedRowOf } from './headings';

describe('stagedRowOf', () => {
  it('puts each value under its heading, in heading order', () => {
    const row = stagedRowOf((index) => `v${index}`);
    expect(Object.keys(row)).toEqual([...IMPORT_HEADINGS]);
    expect(Object.values(row)).toEqual(IMPORT_HEADINGS.map((_, index) => `v${index}`));
  });
});
