import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StagedRate } from '../api/staged-rate-calls';
import { isTaxOfficeRate, writtenRateColumns } from '../assets/rate-mode';
import { IMPORT_HEADINGS, stagedRowOf } from './headings';
import {
  stagedRateColumns,
  stagedRateKey,
  stagedRateQuestion,
  stagedRateQuestions,
  stagedRateText,
} from './staged-rates';
import { stagedRowProblems } from './validation';

const HEADING_VALUES: Record<string, string> = {
  'ATO Code': 'A0045',
  Category: '40',
  'Asset Description': 'Carpet, bedroom 1',
  'Inv Date': '05/03/2021',
  'Original Cost': '4200',
  'Dep Method': 'DV',
};

function row(values: Record<string, string>) {
  const all = { ...HEADING_VALUES, ...values };
  return stagedRowOf((index) => all[IMPORT_HEADINGS[index]!] ?? '');
}

const carpet: StagedRate = {
  knownTaxCode: true,
  depreciationRate: 13.33,
  exactRate: { numerator: 2, denominator: 15 },
  effectiveLife: 15,
  reason: null,
};

describe('the rate mode of a written rate (issue 26 items 2 and 6c)', () => {
  it("reads an exported '13.3333' and a typed '13.33' as the tax office's 2/15, '13.3' and '15' as the surveyor's", () => {
    const exact = { numerator: 2, denominator: 15 };
    expect(isTaxOfficeRate('13.3333', exact)).toBe(true);
    expect(isTaxOfficeRate('13.33', exact)).toBe(true);
    expect(isTaxOfficeRate('13.3', exact)).toBe(false);
    expect(isTaxOfficeRate('15', exact)).toBe(false);
    expect(isTaxOfficeRate('20', { numerator: 1, denominator: 5 })).toBe(true);
    expect(isTaxOfficeRate('18.8', { numerator: 3, denominator: 16 })).toBe(false);
  });

  it('keeps ATO mode for the tax-office rate written to 2 to 6 decimals, any life', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2, max: 6 }), (lifeTenths, places) => {
        // DV 200% over a life of lifeTenths / 10 years: 20/lifeTenths of the cost a year.
        const exact = { numerator: 20, denominator: lifeTenths };
        const written = ((20 * 100) / lifeTenths).toFixed(places);
        const columns = writtenRateColumns(written, { depreciationRate: 0, exactRate: exact });
        return (
          columns.mode === 'ATO' && columns.depreciationRate === written && columns.sourceTaxRate === null
        );
      }),
    );
  });

  it('keeps a rate that is not the tax office’s as the customised one beside the derived one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 9_999 }), (lifeTenths, bp) => {
        const exact = { numerator: 20, denominator: lifeTenths };
        const written = (bp / 100).toFixed(2);
        fc.pre(Math.abs(bp / 100 - 2000 / lifeTenths) > 0.006);
        const columns = writtenRateColumns(written, { depreciationRate: 9.99, exactRate: exact });
        return (
          columns.mode === 'Customize' &&
          columns.sourceTaxRate === written &&
          columns.depreciationRate === '9.99'
        );
      }),
    );
  });
});

describe('a staged row judged with the derived rate (issue 26 item 2)', () => {
  const rates = new Map([[stagedRateKey(stagedRateQuestion(row({}))!), carpet]]);

  it('is complete without a Dep Rate when the service derives one, and shows that rate in ATO mode', () => {
    expect(stagedRowProblems(row({}))).toEqual([{ heading: 'Dep Rate', message: 'Dep Rate is missing.' }]);
    expect(stagedRowProblems(row({}), rates)).toEqual([]);
    expect(stagedRateText(stagedRateColumns(row({}), carpet))).toBe('13.33% (ATO)');
    expect(stagedRateText(stagedRateColumns(row({ 'Dep Rate': '25' }), carpet))).toBe(
      '25% (Customize; ATO 13.33%)',
    );
  });

  it('names a tax code the table lacks on the row, before anything is saved (item 6a)', () => {
    const unknown = row({ 'ATO Code': 'zz999' });
    const answer: StagedRate = {
      knownTaxCode: false,
      depreciationRate: null,
      exactRate: null,
      effectiveLife: null,
      reason: 'no effective life',
    };
    const withUnknown = new Map([[stagedRateKey(stagedRateQuestion(unknown)!), answer]]);
    expect(stagedRowProblems(unknown, withUnknown).map((p) => p.message)).toEqual([
      "ATO Code 'zz999' is not in the tax code table: the row would be saved without a tax code.",
      'Dep Rate is missing.',
    ]);
  });

  it('asks each distinct question once, codes upper-cased', () => {
    const questions = stagedRateQuestions([row({}), row({ 'ATO Code': 'a0045' }), row({ 'ATO Code': '' })]);
    expect(questions).toEqual([
      {
        assetCode: 'A0045',
        depreciationCategory: '40',
        depreciationMethod: 'DV',
        invoiceDate: '2021-03-05',
        depreciationCommencementDate: null,
        constructionStartDate: null,
        constructionUse: null,
      },
    ]);
  });
});
