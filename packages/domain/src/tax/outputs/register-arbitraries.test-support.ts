/**
 * Test support: random registers for the outputs' properties. The generator of composed-schedule.test.ts (every
 * class, many assets cheap enough for the low value pool, disposals, abandonments, demolitions, written-down
 * values), with what the views group and show besides: industries, sub-industries, abandonment labels,
 * descriptions, effective lives and annual claims. Not exported from the index; used by tests only.
 */
import fc from 'fast-check';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import type { CategoryCode, ReportSettings, TaxAssetInput } from '../model/input';
import { ratio } from '../money/exact';
import { asset } from '../test-support';

const FIRST_DAY = dayNumber('2016-01-01');
const LAST_DAY = dayNumber('2026-12-31');

export const inputArb = (id: string): fc.Arbitrary<TaxAssetInput> =>
  fc
    .record({
      categoryCode: fc.constantFrom<CategoryCode>('40', '40', 'AD', '43', 'L', 'L', 'IA', 'R'),
      methodCode: fc.constantFrom<'DV' | 'PC'>('DV', 'DV', 'PC'),
      start: fc.integer({ min: FIRST_DAY, max: LAST_DAY }),
      originalCost: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 20_000_000 })),
      life: fc.integer({ min: 1, max: 40 }),
      group: fc.constantFrom('Carpets', 'Lifts', 'EX', 'lifts'),
      industry: fc.constantFrom('Property operators', 'Retail'),
      subIndustry: fc.constantFrom('Residential', 'Offices'),
      label: fc.option(fc.constant('Fit-out A')),
      description: fc.option(fc.constantFrom('Lift car', 'Carpet')),
      annualClaim: fc.option(fc.integer({ min: 0, max: 100_000 })),
      wdvAtYearEnd: fc.boolean(),
      event: fc.option(
        fc.record({
          kind: fc.constantFrom('disposal', 'abandonment', 'demolition'),
          after: fc.integer({ min: 0, max: 3000 }),
          value: fc.integer({ min: 0, max: 400_000 }),
          share: fc.integer({ min: 1, max: 100 }),
        }),
      ),
    })
    .map((r) => {
      const a = asset({
        id,
        categoryCode: r.categoryCode,
        methodCode: r.methodCode,
        assetGroup: r.group,
        industry: r.industry,
        subIndustry: r.subIndustry,
        startDate: civilDateOfDayNumber(r.start),
        entryFinancialYear: 2017,
        originalCost: r.originalCost,
        rate: r.categoryCode === '43' ? ratio(1, 40) : ratio(r.methodCode === 'DV' ? 2 : 1, r.life),
        historicalBuildingCost: r.categoryCode === '43' ? r.originalCost : null,
        abandonmentLabel: r.label,
        description: r.description,
        effectiveLifeYears: r.life,
        annualClaim: r.categoryCode === '43' ? r.annualClaim : null,
      });
      if (r.categoryCode === 'L' && r.wdvAtYearEnd) {
        a.writtenDownValue = { value: Math.floor(r.originalCost / 2), date: '2019-06-30' };
      }
      // Events fall on or after the day the engine starts (rule 17): after a written-down value's date.
      const from = a.writtenDownValue ? Math.max(r.start, dayNumber('2019-06-30') + 1) : r.start;
      const e = r.event;
      const date = e ? civilDateOfDayNumber(from + e.after) : '';
      if (e?.kind === 'disposal') a.disposal = { date, terminationValue: e.value };
      if (e?.kind === 'abandonment') a.abandonmentDate = date;
      if (e?.kind === 'demolition') a.demolitions = [{ date, rate: ratio(e.share, 100) }];
      return a;
    });

/** 1 to `max` assets with ids 1, 2, … */
export const registerArb = (max: number): fc.Arbitrary<TaxAssetInput[]> =>
  fc
    .integer({ min: 1, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => inputArb(String(i + 1)))));

export const settingsArb: fc.Arbitrary<ReportSettings> = fc.record({
  eofyReportDate: fc.constantFrom('2024-06-30', '2025-06-30'),
  leapYearPolicy: fc.constantFrom<'statutory' | 'cap365'>('statutory', 'cap365'),
  roundingUnit: fc.constantFrom<'cent' | 'dollar'>('cent', 'dollar'),
  lowValuePoolFlag: fc.boolean(),
  years: fc.constantFrom(5, 40),
});

/** One edit of the register: an asset changed, added or removed. */
export const editArb = fc.record({
  kind: fc.constantFrom('change', 'change', 'change', 'add', 'remove'),
  at: fc.nat(),
  input: inputArb('x'),
});
