/**
 * The law's limits on a register row (issue 23; docs/product/rules.md "Asset row", docs/tax-rules.md "Incentives"):
 * the ATO's worked examples (docs/tax-rules.md cites tax-vectors IAWO-01 to IAWO-03) judged as register rows, `L`
 * over $1,000 on the cost cell, and the s40-430(1) warning over the register.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INCENTIVE_WINDOWS } from '../tax/law/incentive-rules';
import { type Taxpayer, TURNOVER_BANDS, UNSET_TAXPAYER } from '../tax/law/taxpayer';
import { assetFixture } from '../testing/asset.fixture';
import { lowCostPoolingWarnings, validateAsset } from './validation';

const business: Taxpayer = { ...UNSET_TAXPAYER, propertyUse: 'business', turnoverBand: 'under2m' };
const register = {
  eofyReportDate: '2025-06-30',
  taxpayer: business,
  incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
};
const ia = (originalCost: number, date: string) =>
  assetFixture({
    depreciationCategory: { id: 5, code: 'IA' },
    originalCost,
    invoiceDate: date,
    depreciationCommencementDate: date,
    financialYearEndDate: '2025-06-30',
  });
const categoryErrors = (errors: { field: string; message: string }[]) =>
  errors.filter((e) => e.field === 'depreciationCategory').map((e) => e.message);

describe('incentives on a register row', () => {
  it("IAWO-01: Daryl's $40,000 ute over the $20,000 threshold is refused, naming the window and section", () => {
    const [message] = categoryErrors(validateAsset(ia(40_000, '2016-07-28'), register));
    expect(message).toContain('$20,000 instant asset write-off');
    expect(message).toContain('s328-180');
  });

  it("IAWO-02: Barry's $22,000 van and $14,000 trailer are each under $30,000 and allowed", () => {
    expect(categoryErrors(validateAsset(ia(22_000, '2019-04-10'), register))).toEqual([]);
    expect(categoryErrors(validateAsset(ia(14_000, '2019-05-15'), register))).toEqual([]);
  });

  it("IAWO-03: Fiona's $6,800 computer is under $20,000 and allowed", () => {
    expect(categoryErrors(validateAsset(ia(6_800, '2018-05-18'), register))).toEqual([]);
  });

  it('an individual renting a house is refused the write-off; without a taxpayer nothing is judged', () => {
    const renter = { ...register, taxpayer: { ...business, propertyUse: 'residentialRental' as const } };
    expect(categoryErrors(validateAsset(ia(500, '2024-09-01'), renter))[0]).toContain('only for a business');
    expect(validateAsset(ia(40_000, '2016-07-28'), { eofyReportDate: '2025-06-30' })).toEqual([]);
  });

  it('the acquisition is the invoice date: accelerated depreciation needs the asset held from 13 March 2020', () => {
    const ad = (invoiceDate: string) => ({
      ...ia(50_000, '2020-04-01'),
      depreciationCategory: { id: 2, code: 'AD' },
      invoiceDate,
    });
    expect(categoryErrors(validateAsset(ad('2020-03-20'), register))).toEqual([]);
    expect(categoryErrors(validateAsset(ad('2020-01-15'), register))[0]).toContain('Subdivision 40-BA');
  });
});

describe('properties of a register row under the windows', () => {
  it('no IA or AD row first used before every window (before 1 July 2011) is ever valid, whoever owns it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('IA', 'AD'),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1990, max: 2010 }),
        fc.constantFrom(...TURNOVER_BANDS.map((b) => b.band)),
        (code, cents, year, turnoverBand) => {
          const row = { ...ia(cents / 100, `${year}-03-15`), depreciationCategory: { id: 5, code } };
          const law = { ...register, taxpayer: { ...business, turnoverBand } };
          return categoryErrors(validateAsset(row, law)).length === 1;
        },
      ),
    );
  });

  it('a row inside an instant write-off window, under its threshold, of a small business is valid', () => {
    const windows = DEFAULT_INCENTIVE_WINDOWS.filter((w) => w.kind === 'instantAssetWriteOff' && w.costBelow);
    fc.assert(
      fc.property(fc.constantFrom(...windows), fc.double({ min: 0, max: 1, noNaN: true }), (w, at) => {
        const cost = Math.max(1, Math.floor((w.costBelow as number) * at) - 1);
        const date = w.acquiredTo ?? w.firstUsedFrom;
        const row = ia(cost / 100, date > w.firstUsedTo ? w.firstUsedFrom : date);
        return categoryErrors(validateAsset(row, register)).length === 0;
      }),
    );
  });
});

describe('the low value pool on a register row (s40-425)', () => {
  const l = (originalCost: number) =>
    assetFixture({ depreciationCategory: { id: 3, code: 'L' }, originalCost });

  it('takes a $999.99 asset and refuses a $1,000 one on the cost cell', () => {
    expect(validateAsset(l(999.99))).toEqual([]);
    const errors = validateAsset(l(1_000));
    expect(errors.map((e) => e.field)).toEqual(['originalCost']);
    expect(errors[0]?.message).toContain('s40-425');
  });

  it('takes a low-value asset: a written-down value under $1,000 under diminishing value', () => {
    expect(validateAsset({ ...l(5_000), writtenDownValue: 800, writtenDownValueDate: '2024-06-30' })).toEqual(
      [],
    );
  });

  it('L with a cost of $1,000 or more and no low written-down value is always an error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 1_000_000_000 }), (cents) => {
        const errors = validateAsset(l(cents / 100), register);
        return errors.some((e) => e.field === 'originalCost' && e.message.includes('s40-425'));
      }),
    );
  });
});

describe('s40-430(1): once pooled, every later low-cost asset is pooled', () => {
  const row = (id: number, code: string, originalCost: number, date: string) =>
    assetFixture({ id, depreciationCategory: { id: 1, code }, originalCost, invoiceDate: date });

  it('warns on a later low-cost asset depreciated singly, not on an earlier one, a dear one, or without a pool', () => {
    const assets = [
      row(1, '40', 500, '2022-08-01'),
      row(2, 'L', 700, '2023-08-01'),
      row(3, '40', 800, '2023-09-01'),
      row(4, '40', 900, '2024-08-01'),
      row(5, 'AD', 950, '2025-01-01'),
      row(6, '40', 1_000, '2024-08-01'),
    ];
    const warnings = lowCostPoolingWarnings(assets, true);
    expect([...warnings.keys()]).toEqual([4, 5]);
    expect(warnings.get(4)).toContain('s40-430(1)');
    expect(lowCostPoolingWarnings(assets, false).size).toBe(0);
  });
});
