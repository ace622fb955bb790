import { describe, expect, it } from 'vitest';
import type { TaxCode } from '../api';
import { resolveTaxCode, taxCodeSearchValue } from './tax-code';

const code: TaxCode = {
  id: 5,
  assetCode: 'ATO-0105',
  industry: 'Property operators',
  subIndustry: 'Commercial',
  assetGroup: 'Air conditioning',
  asset: 'Air conditioning unit',
  effectiveLifeYears: 15,
  dateOfApplication: '2015-07-01',
  categoryCode: '40',
  constructionType: null,
};

describe('tax code field (docs/product/rules.md)', () => {
  it('searches from 3 characters, upper-cased', () => {
    expect(taxCodeSearchValue('at')).toBeNull();
    expect(taxCodeSearchValue(' ato ')).toBe('ATO');
  });

  it('keeps a suggested code and clears anything else', () => {
    expect(resolveTaxCode('ato-0105', [code])).toEqual({ id: 5, assetCode: 'ATO-0105' });
    expect(resolveTaxCode('ATO-01', [code])).toBeNull();
    expect(resolveTaxCode('', [code])).toBeNull();
  });
});
