/** Vectors of docs/reference/tax-vectors.json for the low value pool and Division 43 (see vectors.test.ts for the rest). */
import { describe, expect, it } from 'vitest';
import { ratio } from './money/exact';
import { assetYear } from './outputs/schedule';
import { division43Rate } from './rates/division43-rates';
import { asset, dollars, run } from './test-support';

const dollar = { roundingUnit: 'dollar' as const };

describe('tax vectors: pool and Division 43', () => {
  const lvpScenario = () =>
    run(
      [
        // The pool's closing balance of 2000-01 ($5,000), carried in as a 30 June written-down value (rule 4).
        asset({
          id: 'pool',
          categoryCode: 'L',
          startDate: '2000-01-01',
          entryFinancialYear: 2002,
          originalCost: 500_000,
          writtenDownValue: { value: 500_000, date: '2001-06-30' },
        }),
        // The printer's taxable portion $594, a low-cost asset allocated in 2001-02; disposed of in 2002-03 for $300.
        asset({
          id: 'printer',
          categoryCode: 'L',
          startDate: '2001-09-01',
          entryFinancialYear: 2002,
          originalCost: 59_400,
          disposal: { date: '2003-02-01', terminationValue: 30_000 },
        }),
      ],
      { ...dollar, lowValuePoolFlag: true, eofyReportDate: '2002-06-30' },
    );

  it('LVP-02-john-deduction', () => {
    const fy2002 = lvpScenario().pool.find((p) => p.financialYear === 2002);
    expect(fy2002 && dollars(fy2002.lowCostDecline)).toBe(111);
    expect(fy2002 && dollars(fy2002.balanceDecline)).toBe(1875);
    expect(fy2002 && dollars(fy2002.decline)).toBe(1986);
  });

  it('LVP-04-john-closing-balances', () => {
    const s = lvpScenario();
    const at = (fy: number) => s.pool.find((p) => p.financialYear === fy);
    expect(dollars(at(2002)?.closingBalance ?? -1)).toBe(3608);
    expect(dollars(at(2003)?.decline ?? -1)).toBe(1353);
    expect(dollars(at(2003)?.terminationValues ?? -1)).toBe(300);
    expect(dollars(at(2003)?.closingBalance ?? -1)).toBe(1955);
  });

  it('DIV43-01-meg-part-year', () => {
    const rate = division43Rate('residential', '2003-02-01');
    expect(rate).toEqual(ratio(1, 40));
    const s = run(
      [
        asset({
          categoryCode: '43',
          methodCode: 'PC',
          startDate: '2023-03-01',
          entryFinancialYear: 2023,
          originalCost: 20_000_000,
          historicalBuildingCost: 20_000_000,
          rate,
        }),
      ],
      {
        ...dollar,
        eofyReportDate: '2023-06-30',
      },
    );
    expect(assetYear(s, 0, 2023).daysHeld).toBe(122);
    expect(dollars(assetYear(s, 0, 2023).decline)).toBe(1671);
    expect(dollars(assetYear(s, 0, 2025).decline)).toBe(5000);
  });

  it('DIV43-02-hitchmans-part-year', () => {
    const s = run(
      [
        asset({
          categoryCode: '43',
          methodCode: 'PC',
          startDate: '2002-07-20',
          entryFinancialYear: 2003,
          originalCost: 11_580_000,
          historicalBuildingCost: 11_580_000,
          rate: ratio(1, 40),
        }),
      ],
      {
        ...dollar,
        eofyReportDate: '2003-06-30',
      },
    );
    expect(assetYear(s, 0, 2003).daysHeld).toBe(346);
    expect(dollars(assetYear(s, 0, 2003).decline)).toBe(2744);
  });

  it('DIV43-03-leap-year-366-days', () => {
    const building = asset({
      categoryCode: '43',
      methodCode: 'PC',
      startDate: '1995-07-01',
      entryFinancialYear: 2004,
      originalCost: 10_000_000,
      historicalBuildingCost: 10_000_000,
      rate: ratio(1, 40),
    });
    const cents = run([building], { eofyReportDate: '2004-06-30' });
    expect(assetYear(cents, 0, 2004).daysHeld).toBe(366);
    expect(dollars(assetYear(cents, 0, 2004).decline)).toBe(2506.85);
    expect(
      dollars(assetYear(run([building], { ...dollar, eofyReportDate: '2004-06-30' }), 0, 2004).decline),
    ).toBe(2507);
  });
});
