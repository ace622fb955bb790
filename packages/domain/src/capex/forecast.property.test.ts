/**
 * Properties of the forecast (issue 27 "How we will know"): replacements once per life inside the horizon and none
 * outside, the totals agree with each other, escalation at 0% is the base cost and grows with the rate, and the
 * sinking fund balances.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDING_ELEMENT_IDS } from './building-elements';
import { capexItem, capexSettings } from './capex.test-support';
import type { CapexItem, CapexSettings } from './capex-item';
import { forecastCapex } from './forecast';
import { sinkingFund } from './sinking-fund';

const BASE_YEAR = 2026;

/** A percent with up to four decimals, from its ten-thousandths (0 to 25%). */
const percentText = (tenThousandths: number): string =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
const rate = fc.integer({ min: 0, max: 250_000 });

const item: fc.Arbitrary<CapexItem> = fc
  .record({
    element: fc.constantFrom(...BUILDING_ELEMENT_IDS),
    cost: fc.oneof(
      fc.record({ lumpSumCents: fc.integer({ min: 0, max: 100_000_000 }) }),
      fc.record({
        quantity: fc.integer({ min: 1, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
        unit: fc.constant('m²'),
        unitRateCents: fc.integer({ min: 0, max: 1_000_000 }),
        lumpSumCents: fc.constant(null),
      }),
    ),
    age: fc.integer({ min: 0, max: 80 }),
    lifeYears: fc.integer({ min: 1, max: 60 }),
    override: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    expenditure: fc.constantFrom('capital' as const, 'repairs' as const),
  })
  .map(({ element, cost, age, lifeYears, override, expenditure }) =>
    capexItem({
      element,
      ...cost,
      yearInstalled: BASE_YEAR - age,
      lifeYears,
      remainingLifeOverride: override,
      remainingLifeReason: override === null ? '' : 'From the inspection',
      expenditure,
    }),
  );

const items = fc
  .array(item, { maxLength: 30 })
  .map((list) => list.map((it, index) => ({ ...it, id: `item-${index}` })));

const settings: fc.Arbitrary<CapexSettings> = fc
  .record({
    horizon: fc.constantFrom(10, 15, 20),
    escalation: rate,
    lifts: fc.option(rate, { nil: undefined }),
  })
  .map(({ horizon, escalation, lifts }) =>
    capexSettings({
      horizon,
      escalationPercent: percentText(escalation),
      elementEscalationPercent: lifts === undefined ? {} : { lifts: percentText(lifts) },
    }),
  );

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('the forecast, for any items (issue 27 item 3)', () => {
  it('property: each item is replaced once per life from its remaining life, inside the horizon only', () => {
    fc.assert(
      fc.property(settings, items, (s, list) => {
        const forecast = forecastCapex(s, list);
        for (const it of list) {
          const life = it.lifeYears as number;
          const first =
            it.remainingLifeOverride ?? Math.max(0, life - (BASE_YEAR - (it.yearInstalled as number)));
          const years = forecast.replacements.filter((r) => r.itemId === it.id).map((r) => r.year);
          // As many as fit: ⌊(horizon − first) / life⌋ + 1 when the first is inside, else none.
          const expected = first > s.horizon ? 0 : Math.floor((s.horizon - first) / life) + 1;
          expect(years).toHaveLength(expected);
          years.forEach((year, k) => {
            expect(year).toBe(first + k * life);
            expect(year).toBeGreaterThanOrEqual(0);
            expect(year).toBeLessThanOrEqual(s.horizon);
          });
        }
        expect(forecast.leftOut).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('property: the bands, the matrix, the years and capital + repairs all give the same total', () => {
    fc.assert(
      fc.property(settings, items, (s, list) => {
        const f = forecastCapex(s, list);
        const matrixTotal = sum(Object.values(f.matrix).map(sum));
        expect(sum(f.bands.map((b) => b.totalCents))).toBe(matrixTotal);
        expect(sum(f.totalByYear)).toBe(matrixTotal);
        expect(sum(f.replacements.map((r) => r.cents))).toBe(matrixTotal);
        expect(f.totalCents).toBe(matrixTotal);
        expect(f.capitalCents + f.repairsCents).toBe(f.totalCents);
        f.totalByYear.forEach((total, year) => {
          expect((f.capitalByYear[year] as number) + (f.repairsByYear[year] as number)).toBe(total);
        });
        for (const band of f.bands) expect(band.capitalCents + band.repairsCents).toBe(band.totalCents);
      }),
      { numRuns: 200 },
    );
  });

  it('property: at 0% every replacement costs its base cost', () => {
    fc.assert(
      fc.property(settings, items, (s, list) => {
        const flat = { ...s, escalationPercent: '0', elementEscalationPercent: {} };
        for (const r of forecastCapex(flat, list).replacements) expect(r.cents).toBe(r.baseCents);
      }),
      { numRuns: 100 },
    );
  });

  it('property: a higher rate never lowers a replacement’s cost', () => {
    fc.assert(
      fc.property(settings, items, rate, rate, (s, list, a, b) => {
        const at = (tenThousandths: number) =>
          forecastCapex(
            { ...s, escalationPercent: percentText(tenThousandths), elementEscalationPercent: {} },
            list,
          );
        const low = at(Math.min(a, b));
        const high = at(Math.max(a, b));
        expect(high.replacements.map((r) => [r.itemId, r.year])).toEqual(
          low.replacements.map((r) => [r.itemId, r.year]),
        );
        low.replacements.forEach((r, i) => {
          expect(r.cents).toBeLessThanOrEqual((high.replacements[i] as { cents: number }).cents);
        });
        expect(low.totalCents).toBeLessThanOrEqual(high.totalCents);
      }),
      { numRuns: 100 },
    );
  });

  it('property: the sinking fund closes at opening + contributions + interest − spending, year by year', () => {
    fc.assert(
      fc.property(
        settings,
        items,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        rate,
        (s, list, openingBalanceCents, contributionCents, interest) => {
          const forecast = forecastCapex(s, list);
          const fund = sinkingFund(
            { openingBalanceCents, contributionCents, interestPercent: percentText(interest) },
            BASE_YEAR,
            forecast.totalByYear,
          );
          expect(fund.years).toHaveLength(s.horizon + 1);
          let opening = openingBalanceCents;
          for (const y of fund.years) {
            expect(y.openingCents).toBe(opening);
            expect(y.closingCents).toBe(
              y.openingCents + y.contributionCents + y.interestCents - y.spendingCents,
            );
            expect(y.spendingCents).toBe(forecast.totalByYear[y.year]);
            opening = y.closingCents;
          }
          const whole = (pick: (y: (typeof fund.years)[number]) => number) => sum(fund.years.map(pick));
          expect(fund.years.at(-1)?.closingCents).toBe(
            openingBalanceCents +
              whole((y) => y.contributionCents) +
              whole((y) => y.interestCents) -
              whole((y) => y.spendingCents),
          );
          expect(fund.shortYears).toEqual(fund.years.filter((y) => y.closingCents < 0).map((y) => y.year));
        },
      ),
      { numRuns: 200 },
    );
  });
});
