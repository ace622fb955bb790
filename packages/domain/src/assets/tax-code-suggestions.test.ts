import { describe, expect, it } from 'vitest';
import type { TaxCode } from '../api';
import { taxCodeRuling, taxCodeSuggestionTexts } from './tax-code-suggestions';

const GUIDE =
  "ATO Rental properties 2014-15 guide, Table 3 Assets - general, column 'acquired from 1 July 2004' https://www.ato.gov.au/";
const carpet = (id: number, life: number, date: string | null, source: string): TaxCode => ({
  id,
  assetCode: `A00${id}`,
  industry: 'Rental, hiring and real estate services',
  subIndustry: 'Residential property operators (67110)',
  assetGroup: 'Assets generally',
  asset: 'Floor coverings (removable without damage): Carpet',
  effectiveLifeYears: life,
  dateOfApplication: date,
  categoryCode: '40',
  constructionType: null,
  source,
});
const CARPETS = [
  carpet(43, 10, null, GUIDE),
  carpet(44, 10, '2004-07-01', GUIDE),
  carpet(
    45,
    8,
    '2019-07-01',
    'TR 2019/5 change carpet 10 -> 8 years from 1 July 2019 as stated by pherrus.com.au',
  ),
];

describe('tax-code suggestions told apart (issue 26 item 3)', () => {
  it('gives each of one asset’s determinations its life, period, place in the table and ruling', () => {
    const texts = taxCodeSuggestionTexts(CARPETS, { acquired: null, method: null });
    expect(texts.map((t) => t.detail)).toEqual([
      'Life 10 years · until 30 Jun 2004 · Rental, hiring and real estate services › Residential property operators (67110) · ATO Rental properties 2014-15 guide',
      'Life 10 years · 01 Jul 2004 to 30 Jun 2019 · Rental, hiring and real estate services › Residential property operators (67110) · ATO Rental properties 2014-15 guide',
      'Life 8 years · from 01 Jul 2019 · Rental, hiring and real estate services › Residential property operators (67110) · TR 2019/5',
    ]);
    expect(new Set(texts.map((t) => `${t.label}${t.detail}`)).size).toBe(3);
  });

  it('says the life and rate the asset being edited would get, or that a row is not in force at its date', () => {
    const texts = taxCodeSuggestionTexts(CARPETS, { acquired: '2018-03-05', method: 'DV' });
    expect(texts[1]?.detail).toContain('this asset (05 Mar 2018): 10 years, 20% DV');
    expect(texts[2]?.detail).toContain('not in force on 05 Mar 2018');
  });

  it('shortens a source to its ruling or guide', () => {
    expect(taxCodeRuling('TR 2022/1 as reproduced by depreciationrates.net.au (unofficial) https://x')).toBe(
      'TR 2022/1',
    );
    expect(taxCodeRuling('Firm code; s43-140 rates')).toBe('Firm code');
    expect(taxCodeRuling(undefined)).toBe('');
  });
});
