/** The comparison a batch at a time (method-comparison-steps.ts) gives `compareMethods`' figures exactly. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import {
  type CategoryCode,
  type MethodCode,
  type ReportSettings,
  type TaxAssetInput,
  TaxInputError,
} from '../model/input';
import { ratio } from '../money/exact';
import { asset } from '../test-support';
import { composeSchedule, scheduleAssetParts, scheduleFrame } from './composed-schedule';
import { compareMethods, type MethodComparison, methodComparisonSteps } from './method-comparison';

function drain(steps: Generator<undefined, MethodComparison, undefined>): MethodComparison {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

const FIRST_DAY = dayNumber('2012-01-01');
const LAST_DAY = dayNumber('2026-12-31');

const assetArb = fc
  .record({
    categoryCode: fc.constantFrom<CategoryCode>('40', '40', 'AD', '43', 'L', 'L', 'IA', 'R'),
    methodCode: fc.constantFrom<MethodCode>('DV', 'PC'),
    start: fc.integer({ min: FIRST_DAY, max: LAST_DAY }),
    // Low costs too, so that diminishing value assets join the pool (rule 3).
    originalCost: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 50_000_000 })),
    life: fc.integer({ min: 1, max: 12 }),
    knownLife: fc.boolean(),
    historical: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    disposal: fc.option(fc.record({ after: fc.integer({ min: 0, max: 6000 }), value: fc.nat(5_000_000) })),
  })
  .map((r) => (id: string): TaxAssetInput => {
    const a = asset({
      id,
      categoryCode: r.categoryCode,
      methodCode: r.methodCode,
      startDate: civilDateOfDayNumber(r.start),
      entryFinancialYear: 2012,
      originalCost: r.originalCost,
      rate: r.categoryCode === '43' ? ratio(1, 40) : ratio(r.methodCode === 'DV' ? 2 : 1, r.life),
      effectiveLifeYears: r.knownLife ? r.life : null,
      historicalBuildingCost: r.historical,
    });
    if (r.disposal) {
      a.disposal = {
        date: civilDateOfDayNumber(r.start + r.disposal.after),
        terminationValue: r.disposal.value,
      };
    }
    return a;
  });

/** Ids in natural order or not, numeric and text (schedule.ts `compareAssetIds`). */
const registerArb = fc
  .tuple(fc.array(assetArb, { minLength: 0, maxLength: 12 }), fc.boolean())
  .map(([makers, reversed]) => {
    const assets = makers.map((make, i) => make(i % 5 === 4 ? `A${i}` : String(i + 1)));
    return reversed ? assets.reverse() : assets;
  });

const settingsArb = fc.record({
  eofyReportDate: fc.constantFrom('2020-06-30', '2025-06-30'),
  leapYearPolicy: fc.constantFrom<'cap365' | 'statutory'>('cap365', 'statutory'),
  roundingUnit: fc.constantFrom<'cent' | 'dollar'>('cent', 'dollar'),
  lowValuePoolFlag: fc.boolean(),
  depreciationMethod: fc.constantFrom<MethodCode | null>('DV', 'PC', null),
});

/** The schedule the report has of `assets` under `settings` (as the service keeps it: composed of parts). */
function knownSchedule(assets: readonly TaxAssetInput[], settings: ReportSettings) {
  const frame = scheduleFrame(settings);
  const parts = scheduleAssetParts(frame, assets).map((o) => o.part);
  if (parts.some((p) => p === null)) return null;
  return composeSchedule(frame, parts as NonNullable<(typeof parts)[number]>[]);
}

describe('methodComparisonSteps', () => {
  it('gives compareMethods’ figures, whatever the batch size', () => {
    fc.assert(
      fc.property(registerArb, settingsArb, fc.integer({ min: 1, max: 5 }), (assets, settings, batchSize) => {
        const customisedAssetIds = new Set(assets.filter((_, i) => i % 3 === 0).map((a) => a.id));
        const options = { customisedAssetIds };
        expect(drain(methodComparisonSteps(assets, settings, { ...options, batchSize }))).toEqual(
          compareMethods(assets, settings, options),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('takes the assets a method leaves as they are from the report’s schedule, with the same figures', () => {
    fc.assert(
      fc.property(
        registerArb,
        settingsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(40, 40, 10),
        (given, settings, batchSize, years) => {
          const known = knownSchedule(given, { ...settings, years });
          if (!known) return;
          const assets = known.assets.map((a) => a.input);
          const before = known.poolMembers.map((p) => [p.prepared, Array.from(p.rows.data)]);
          const rowsBefore = known.rows.map((r) => Array.from(r.data));
          const options = {
            customisedAssetIds: new Set(assets.filter((_, i) => i % 2 === 0).map((a) => a.id)),
          };
          expect(drain(methodComparisonSteps(assets, settings, { ...options, batchSize, known }))).toEqual(
            compareMethods(assets, settings, options),
          );
          // The report's schedule is read, never written.
          expect(known.poolMembers.map((p) => [p.prepared, Array.from(p.rows.data)])).toEqual(before);
          expect(known.rows.map((r) => Array.from(r.data))).toEqual(rowsBefore);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('runs the pool as compareMethods does over members taken from the report’s schedule and computed ones', () => {
    // Pooled L assets on either method (those on DV are the report's own), and DV assets that fall under $1,000.
    const settings: ReportSettings = {
      eofyReportDate: '2025-06-30',
      lowValuePoolFlag: true,
      depreciationMethod: 'DV',
    };
    const assets = Array.from({ length: 11 }, (_, i) =>
      asset({
        id: String(i + 1),
        categoryCode: i % 3 === 2 ? '43' : i % 2 === 0 ? 'L' : '40',
        methodCode: i % 4 < 2 ? 'DV' : 'PC',
        originalCost: i % 2 === 0 ? 33_333 : 110_001,
        rate: ratio(2, 3),
        startDate: '2023-03-03',
        entryFinancialYear: 2023,
      }),
    );
    const known = knownSchedule(assets, settings);
    for (const batchSize of [1, 2, 3, 4, 11]) {
      expect(drain(methodComparisonSteps(assets, settings, { batchSize, known }))).toEqual(
        compareMethods(assets, settings),
      );
    }
  });

  it('refuses what compareMethods refuses: an id met twice, an asset the engine cannot calculate', () => {
    const settings: ReportSettings = { eofyReportDate: '2025-06-30' };
    const twice = [asset({ id: '1' }), asset({ id: '2' }), asset({ id: '1' })];
    expect(() => compareMethods(twice, settings)).toThrow(TaxInputError);
    expect(() => drain(methodComparisonSteps(twice, settings))).toThrow(TaxInputError);
    const invalid = [asset({ id: '1' }), asset({ id: '2', startDate: '2025-02-30' })];
    expect(() => compareMethods(invalid, settings)).toThrow(TaxInputError);
    expect(() => drain(methodComparisonSteps(invalid, settings, { batchSize: 1 }))).toThrow(
      /asset 2: startDate/,
    );
  });

  it('stops after every batch', () => {
    const assets = Array.from({ length: 10 }, (_, i) => asset({ id: String(i + 1) }));
    const steps = methodComparisonSteps(assets, { eofyReportDate: '2025-06-30' }, { batchSize: 3 });
    let stops = 0;
    while (!steps.next().done) stops += 1;
    // One after putting the assets in id order, then four batches per method.
    expect(stops).toBe(9);
  });
});
