/**
 * Issue 23 items 4 to 6: the asset's set, second-hand flag and construction facts reach the engine's input, and a
 * capital works asset (category 43) takes its rate from its construction start date and use (docs/tax-rules.md
 * "Division 43 rates"; s43-140 to s43-215, Tables 43-140 and 43-145) and deducts nothing before completion (s43-30).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../api/asset';
import { assetFixture } from '../../testing/asset.fixture';
import { ratio } from '../money/exact';
import { explainAssetYear } from '../outputs/explanation';
import { assetYear } from '../outputs/schedule';
import { DIVISION43_RATE_TABLE, division43Rate } from '../rates/division43-rates';
import { run } from '../test-support';
import { assetToTaxInput } from './from-api-asset';

const taxCode = { assetGroup: 'Buildings', industry: 'Property operators', subIndustry: 'Residential' };
const building = (overrides: Partial<Asset>) =>
  assetFixture({
    depreciationCategory: { id: 3, code: '43' },
    depreciationMethod: { id: 1, code: 'PC' },
    invoiceDate: '2020-07-01',
    financialYearEndDate: '2021-06-30',
    originalCost: 400_000,
    historicalBuildingCost: 400_000,
    depreciationRate: 2.5,
    ...overrides,
  });
const mapped = (a: Asset, code: typeof taxCode & { constructionType?: string | null } = taxCode) =>
  assetToTaxInput(a, code);

describe('the asset facts of issue 23 reach the engine input', () => {
  it('carries the set, the second-hand flag and the construction facts', () => {
    const { input, issues } = mapped(
      building({
        setName: 'Kitchen',
        secondHand: true,
        constructionStartDate: '1995-03-03',
        constructionCompletionDate: '1996-01-31',
        constructionUse: 'residential',
      }),
    );
    expect(issues).toEqual([]);
    expect(input).toMatchObject({
      setName: 'Kitchen',
      secondHand: true,
      constructionStartDate: '1995-03-03',
      constructionCompletionDate: '1996-01-31',
      constructionType: 'residential',
    });
  });

  it('leaves them null on an asset that predates them (same figures as before)', () => {
    const { input } = mapped(building({}));
    expect(input).toMatchObject({ setName: null, secondHand: null, constructionStartDate: null });
    expect(input?.rate).toEqual(ratio(1, 40));
    expect(input?.startDate).toBe('2020-07-01');
  });

  it('names a bad construction date, a completion before the start and an unknown use', () => {
    const { input, issues } = mapped(
      building({
        constructionStartDate: '1995-02-30',
        constructionCompletionDate: '1994-01-01',
        constructionUse: 'castle',
      }),
    );
    expect(input).toBeNull();
    expect(issues.map((i) => i.field)).toEqual(['constructionStartDate', 'constructionUse']);
    const reversed = mapped(
      building({ constructionStartDate: '1995-03-03', constructionCompletionDate: '1995-01-01' }),
    );
    expect(reversed.issues).toEqual([
      {
        assetId: '101',
        field: 'constructionCompletionDate',
        message: 'must not be before the construction start date',
      },
    ]);
  });
});

describe('Division 43 by construction (docs/tax-rules.md 7.2)', () => {
  const rateOf = (constructionStartDate: string, constructionUse: string) =>
    mapped(building({ constructionStartDate, constructionUse })).input?.rate;

  it('residential begun 1 Aug 1986 → 4%, begun 1 Jan 1990 → 2.5%', () => {
    expect(rateOf('1986-08-01', 'residential')).toEqual(ratio(1, 25));
    expect(rateOf('1990-01-01', 'residential')).toEqual(ratio(1, 40));
  });

  it('non-residential begun 1 Jan 1980 → nil: a $0 line, not an error', () => {
    const { input, issues } = mapped(
      building({ constructionStartDate: '1980-01-01', constructionUse: 'nonResidential' }),
    );
    expect(issues).toEqual([]);
    expect(input?.rate.num).toBe(0);
  });

  it('the use defaults to the tax code construction type', () => {
    const code = { ...taxCode, constructionType: 'Residential' };
    expect(mapped(building({ constructionStartDate: '1986-08-01' }), code).input?.rate).toEqual(ratio(1, 25));
    expect(mapped(building({ constructionStartDate: '1986-08-01' }), code).input?.constructionType).toBe(
      'residential',
    );
  });

  it('property: the rate is the table row in force on the start date, for every use', () => {
    const uses = [...new Set(DIVISION43_RATE_TABLE.map((r) => r.constructionType))];
    fc.assert(
      fc.property(fc.constantFrom(...uses), fc.integer({ min: 0, max: 20_000 }), (use, days) => {
        const start = new Date(Date.UTC(1975, 0, 1 + days)).toISOString().slice(0, 10);
        const row = DIVISION43_RATE_TABLE.find(
          (r) => r.constructionType === use && r.from <= start && (r.to === null || start <= r.to),
        );
        const rate = rateOf(start, use);
        expect(rate).toEqual(division43Rate(use, start));
        if (!row) expect(rate?.num).toBe(0);
        else expect(rate).toEqual(row.rate);
      }),
    );
  });

  it('s43-30: a completion after the start date delays the first deduction to completion', () => {
    const facts = { constructionStartDate: '2019-01-01', constructionUse: 'residential' };
    const early = mapped(building({ ...facts, constructionCompletionDate: '2020-03-01' })).input!;
    const late = mapped(building({ ...facts, constructionCompletionDate: '2021-01-01' })).input!;
    expect(early.startDate).toBe('2020-07-01');
    expect(late.startDate).toBe('2021-01-01');
    const s = run([late], { eofyReportDate: '2022-06-30' });
    // FY2021: 1 Jan to 30 Jun 2021 = 181 days of $400,000 × 2.5% / 365 = $4,958.90 (s43-210).
    const fy2021 = assetYear(s, 0, 2021);
    expect(fy2021.daysHeld).toBe(181);
    expect(fy2021.decline).toBe(Math.round((40_000_000 * 181) / 40 / 365));
    expect(assetYear(s, 0, 2022).decline).toBe(1_000_000);
  });

  it('explains the rate by its use, construction start date and table row', () => {
    const input = mapped(building({ constructionStartDate: '1995-03-03', constructionUse: 'residential' }))
      .input!;
    const e = explainAssetYear(run([input], { eofyReportDate: '2022-06-30' }), '101', 2021, {
      constructionType: 'residential',
      constructionStartDate: '1995-03-03',
    });
    expect(e.rate?.text).toContain('residential, construction began 3 Mar 1995: 2.5% from 16 Sep 1987');
    const nil = mapped(building({ constructionStartDate: '1980-01-01', constructionUse: 'nonResidential' }))
      .input!;
    const n = explainAssetYear(run([nil], { eofyReportDate: '2022-06-30' }), '101', 2021, {
      constructionType: 'nonResidential',
      constructionStartDate: '1980-01-01',
    });
    expect(n.rate?.text).toContain('non-residential, construction began 1 Jan 1980: nil');
  });
});
