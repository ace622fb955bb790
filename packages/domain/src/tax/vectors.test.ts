/**
 * Every vector of docs/reference/tax-vectors.json within scope, named by its id, reproducing the published figure in the source's
 * rounding (ATO examples: whole dollars, `roundingUnit: 'dollar'`; vendor examples: cents).
 */
import { describe, expect, it } from 'vitest';
import { ratio } from './money/exact';
import { assetYear } from './outputs/schedule';
import { summaryTaxFlow } from './outputs/tax-flow';
import { DIVISION43_RATE_TABLE, division43Rate } from './rates/division43-rates';
import { division40Rate } from './rates/effective-life';
import { asset, dollars, run } from './test-support';

/** Outside the engine's scope, with the reason (kept here so the list is reviewed with the tests). */
export const OUT_OF_SCOPE: Record<string, string> = {
  'USE-01-leo-50pct-taxable-use':
    'taxable-use percentage: the engine computes decline, not the taxable share',
  'EL-02-assetmanager-pc-adjusted':
    'effective-life recalculation (adjusted prime cost formula with remaining life)',
  'LVP-01-john-allocation': 'taxable-use percentage of a pooled asset',
  'LVP-03-john-disposal':
    'taxable-use percentage and the capital loss on the non-taxable share (its $300 pool reduction is LVP-04)',
  'DEMO-01-insurance-exceeds-uce':
    'receipts for a destruction (s43-250 step 1): demolitions are written off with no receipts (docs/tax-rules.md)',
  'IAWO-01-daryl-exceeds-threshold':
    'the small business pool the ute goes to instead (its refused write-off is tested in law/category-limits.test.ts)',
  'IAWO-03-fiona-private-use':
    'taxable-use percentage, business use 80% (its eligibility is tested in law/category-limits.test.ts)',
  'SBP-01-fiona-opening-pool': 'the small business pool',
};

const dollar = { roundingUnit: 'dollar' as const };

describe('tax vectors', () => {
  it('PC-01-laura-photocopier', () => {
    const s = run(
      [asset({ methodCode: 'PC', startDate: '2006-07-01', entryFinancialYear: 2007, originalCost: 150_000 })],
      {
        ...dollar,
        eofyReportDate: '2007-06-30',
      },
    );
    const y = assetYear(s, 0, 2007);
    expect(dollars(y.decline)).toBe(300);
    expect(dollars(y.closingValue)).toBe(1200);
  });

  it('PC-02-80000-five-years', () => {
    // A full year from the first day; the ATO example shows 365/365 every year (cap365 leaves FY2008 at 365).
    const s = run(
      [
        asset({
          methodCode: 'PC',
          startDate: '2005-07-01',
          entryFinancialYear: 2006,
          originalCost: 8_000_000,
        }),
      ],
      {
        ...dollar,
        leapYearPolicy: 'cap365',
        eofyReportDate: '2006-06-30',
      },
    );
    const declines = [2006, 2007, 2008, 2009, 2010, 2011].map((fy) => dollars(assetYear(s, 0, fy).decline));
    expect(declines).toEqual([16000, 16000, 16000, 16000, 16000, 0]);
    // "acquired part way through the year ... the final calculation ... in the sixth year for the remaining portion"
    const part = run(
      [
        asset({
          methodCode: 'PC',
          startDate: '2005-10-01',
          entryFinancialYear: 2006,
          originalCost: 8_000_000,
        }),
      ],
      {
        ...dollar,
        leapYearPolicy: 'cap365',
        eofyReportDate: '2006-06-30',
      },
    );
    const first = assetYear(part, 0, 2006).decline;
    expect(assetYear(part, 0, 2011).decline).toBe(8_000_000 - first - 4 * 1_600_000);
  });

  it('DV-01-80000-five-years-200pct', () => {
    const s = run(
      [
        asset({
          startDate: '2005-07-01',
          entryFinancialYear: 2006,
          originalCost: 8_000_000,
          rate: ratio(2, 5),
        }),
      ],
      {
        ...dollar,
        leapYearPolicy: 'cap365',
        eofyReportDate: '2006-06-30',
      },
    );
    const rows = [2006, 2007, 2008, 2009].map((fy) => assetYear(s, 0, fy));
    expect(rows.map((r) => dollars(r.openingValue + r.additions))).toEqual([80000, 48000, 28800, 17280]);
    expect(rows.map((r) => dollars(r.decline))).toEqual([32000, 19200, 11520, 6912]);
  });

  it('DV-02-leo-base-value', () => {
    // A rate that gives the published $1,500 start-year decline on $6,000; the next base value is the OAV $4,500.
    const s = run(
      [
        asset({
          startDate: '2007-07-01',
          entryFinancialYear: 2008,
          originalCost: 600_000,
          rate: ratio(1, 4),
        }),
      ],
      {
        ...dollar,
        leapYearPolicy: 'cap365',
        eofyReportDate: '2008-06-30',
      },
    );
    expect(dollars(assetYear(s, 0, 2008).decline)).toBe(1500);
    expect(dollars(assetYear(s, 0, 2009).openingValue)).toBe(4500);
    expect(dollars(assetYear(s, 0, 2009).decline)).toBe(4500 / 4);
  });

  it('PC-03-greg-statutory-example', () => {
    // First used on the 26th day of the income year: 340 days held; life 3 1/3 years → 30%.
    const s = run(
      [
        asset({
          methodCode: 'PC',
          startDate: '2001-07-26',
          entryFinancialYear: 2002,
          originalCost: 350_000,
          rate: ratio(3, 10),
        }),
      ],
      {
        ...dollar,
        eofyReportDate: '2002-06-30',
      },
    );
    const y = assetYear(s, 0, 2002);
    expect(y.daysHeld).toBe(340);
    expect(dollars(y.decline)).toBe(978);
    expect(dollars(y.closingValue)).toBe(2522);
  });

  it('DV-03-da-ptyltd-150pct', () => {
    const rate = division40Rate(7, 'DV', '2001-07-01'); // s40-70: 150% before 10 May 2006
    expect(rate).toEqual(ratio(3, 14));
    const s = run(
      [asset({ startDate: '2001-07-01', entryFinancialYear: 2002, originalCost: 1_000_000, rate })],
      {
        ...dollar,
        eofyReportDate: '2002-06-30',
      },
    );
    expect(dollars(assetYear(s, 0, 2002).decline)).toBe(2143);
    expect(dollars(assetYear(s, 0, 2003).openingValue)).toBe(7857);
  });

  it('DV-04-da-ptyltd-recalculated-life', () => {
    // Under DV the recalculated life is simply the rate of the ordinary formula: OAV $7,857 × 150%/2.
    const rate = division40Rate(2, 'DV', '2001-07-01');
    const s = run(
      [
        asset({
          startDate: '2001-07-01',
          entryFinancialYear: 2003,
          originalCost: 1_000_000,
          writtenDownValue: { value: 785_700, date: '2002-06-30' },
          rate,
        }),
      ],
      { ...dollar, eofyReportDate: '2003-06-30' },
    );
    expect(dollars(assetYear(s, 0, 2003).decline)).toBe(5893);
  });

  it('PC-04-da-ptyltd-prime-cost (2001-02 figure; the 2002-03 recalculation is out of scope)', () => {
    const s = run(
      [
        asset({
          methodCode: 'PC',
          startDate: '2001-07-01',
          entryFinancialYear: 2002,
          originalCost: 1_000_000,
          rate: division40Rate(7, 'PC', '2001-07-01'),
        }),
      ],
      {
        ...dollar,
        eofyReportDate: '2002-06-30',
      },
    );
    expect(dollars(assetYear(s, 0, 2002).decline)).toBe(1429);
  });

  it('LEAP-01-myob-full-year', () => {
    const dv = asset({
      startDate: '2020-07-01',
      entryFinancialYear: 2024,
      originalCost: 1_000_000,
      writtenDownValue: { value: 900_000, date: '2023-06-30' },
      rate: ratio(1, 10),
    });
    const pc = asset({
      id: '2',
      methodCode: 'PC',
      startDate: '2023-07-01',
      entryFinancialYear: 2024,
      originalCost: 1_000_000,
      rate: ratio(1, 10),
    });
    const statutory = run([dv, pc], { eofyReportDate: '2024-06-30' });
    expect(dollars(assetYear(statutory, 0, 2024).decline)).toBe(902.47);
    expect(dollars(assetYear(statutory, 1, 2024).decline)).toBe(1002.74);
    const capped = run([dv, pc], { eofyReportDate: '2024-06-30', leapYearPolicy: 'cap365' });
    expect(dollars(assetYear(capped, 0, 2024).decline)).toBe(900);
    expect(dollars(assetYear(capped, 1, 2024).decline)).toBe(1000);
  });

  it('DV-05-hrblock-laptop-150pct (decline and closing value; the 20% taxable share is out of scope)', () => {
    const rate = division40Rate(3, 'DV', '2006-04-10');
    expect(rate).toEqual(ratio(1, 2));
    const s = run(
      [
        asset({
          startDate: '2006-04-10',
          acquisitionDate: '2006-04-10',
          entryFinancialYear: 2007,
          originalCost: 389_900,
          writtenDownValue: { value: 346_100, date: '2006-06-30' },
          rate,
        }),
      ],
      { ...dollar, eofyReportDate: '2007-06-30' },
    );
    expect(dollars(assetYear(s, 0, 2007).decline)).toBe(1731);
    expect(dollars(assetYear(s, 0, 2007).closingValue)).toBe(1730);
  });

  it('BAL-01-bridget-assessable', () => {
    // Adjustable value $1,200 at the sale (no further decline: rate nil), sold for $1,300.
    const s = run(
      [
        asset({
          startDate: '2008-07-01',
          entryFinancialYear: 2010,
          originalCost: 150_000,
          writtenDownValue: { value: 120_000, date: '2009-06-30' },
          rate: ratio(0),
          disposal: { date: '2009-09-01', terminationValue: 130_000 },
        }),
      ],
      { ...dollar, eofyReportDate: '2010-06-30' },
    );
    expect(dollars(assetYear(s, 0, 2010).balancingAdjustment)).toBe(100);
    expect(dollars(summaryTaxFlow(s).balanceSummaryTaxFlow[0]?.div40BalancingAdjustment ?? 0)).toBe(-100);
  });

  it('IAWO-02-barry-per-asset', () => {
    const s = run(
      [
        asset({
          id: 'van',
          categoryCode: 'IA',
          startDate: '2019-04-10',
          entryFinancialYear: 2019,
          originalCost: 2_200_000,
        }),
        asset({
          id: 'trailer',
          categoryCode: 'IA',
          startDate: '2019-05-15',
          entryFinancialYear: 2019,
          originalCost: 1_400_000,
        }),
      ],
      { ...dollar, eofyReportDate: '2019-06-30' },
    );
    expect(dollars(summaryTaxFlow(s).additionalAllowancesSummaryTaxFlow.div40Depreciation)).toBe(36000);
  });

  it('TABLE-02-div43-rates', () => {
    expect(division43Rate('shortTermTravellerAccommodation', '1979-08-21')).toEqual(ratio(0));
    expect(division43Rate('shortTermTravellerAccommodation', '1980-01-01')).toEqual(ratio(1, 40));
    expect(division43Rate('shortTermTravellerAccommodation', '1985-01-01')).toEqual(ratio(1, 25));
    expect(division43Rate('shortTermTravellerAccommodation', '1990-01-01')).toEqual(ratio(1, 40));
    expect(division43Rate('shortTermTravellerAccommodation', '1992-02-27')).toEqual(ratio(1, 25));
    expect(division43Rate('nonResidential', '1982-07-19')).toEqual(ratio(0));
    expect(division43Rate('nonResidential', '1983-01-01')).toEqual(ratio(1, 40));
    expect(division43Rate('nonResidential', '1986-01-01')).toEqual(ratio(1, 25));
    expect(division43Rate('nonResidential', '2020-01-01')).toEqual(ratio(1, 40));
    expect(division43Rate('industrial', '1992-02-27')).toEqual(ratio(1, 25));
    expect(division43Rate('residential', '1985-07-17')).toEqual(ratio(0));
    expect(division43Rate('residential', '1986-01-01')).toEqual(ratio(1, 25));
    expect(division43Rate('residential', '1987-09-16')).toEqual(ratio(1, 40));
    expect(division43Rate('structuralImprovement', '1992-02-26')).toEqual(ratio(0));
    expect(division43Rate('structuralImprovement', '1992-02-27')).toEqual(ratio(1, 40));
    expect(DIVISION43_RATE_TABLE.length).toBe(15);
  });

  it('lists every vector outside scope with a reason', () => {
    for (const reason of Object.values(OUT_OF_SCOPE)) expect(reason.length).toBeGreaterThan(10);
  });
});
