/**
 * Properties of the assessment (issue 28 "How we will know"): more of any cost never lowers the sum insured; the
 * recommendation is the total rounded once, up, to the firm's unit; each build-up adds up as printed; the averaging
 * clause never pays more than the loss; the fixed-point root is the floor of the true root.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessRca, type RcaAssessment } from './assessment';
import { integerRoot } from './escalation';
import { rcaArea, rcaBuilding, rcaSettings } from './rca.test-support';
import type { RcaBuilding, RcaSettings } from './rca-inputs';
import { SUM_INSURED_ROUNDING_CHOICES } from './rca-inputs';

const percent = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((hundredths) => (hundredths / 100).toFixed(2));

const inputs = fc.record({
  areaHundredths: fc.integer({ min: 1, max: 5_000_000 }),
  rate: fc.integer({ min: 1, max: 2_000_000 }),
  locality: fc.integer({ min: 5_000, max: 20_000 }).map((t) => (t / 10_000).toFixed(4)),
  external: fc.integer({ min: 0, max: 1_000_000_000 }),
  services: fc.integer({ min: 0, max: 1_000_000_000 }),
  adjustment: fc.integer({ min: 0, max: 1_000_000_000 }),
  escalation: percent(10),
  contingency: percent(20),
  fees: percent(20),
  authority: fc.integer({ min: 0, max: 100_000_000 }),
  demolition: percent(15),
  lead: fc.integer({ min: 0, max: 36 }),
  construction: fc.integer({ min: 1, max: 60 }),
  policy: fc.integer({ min: 1, max: 24 }),
  gst: fc.boolean(),
  lineRounding: fc.constantFrom('cent' as const, 'dollar' as const),
  roundTo: fc.constantFrom(...SUM_INSURED_ROUNDING_CHOICES),
});
type Inputs = typeof inputs extends fc.Arbitrary<infer T> ? T : never;

function toAssessment(i: Inputs): { settings: RcaSettings; building: RcaBuilding } {
  return {
    settings: rcaSettings({
      escalationPercent: i.escalation,
      policyMonths: i.policy,
      gstIncluded: i.gst,
      lineRounding: i.lineRounding,
      sumInsuredRoundingCents: i.roundTo,
    }),
    building: rcaBuilding({
      areas: [rcaArea({ areaM2: (i.areaHundredths / 100).toFixed(2), rateCentsPerM2: i.rate })],
      localityFactor: i.locality,
      externalWorksCents: i.external,
      siteServicesCents: i.services,
      adjustments: [{ description: 'Lift upgrade', cents: i.adjustment }],
      contingencyPercent: i.contingency,
      professionalFeesPercent: i.fees,
      authorityFeesCents: i.authority,
      demolitionMethod: 'percent',
      demolitionPercent: i.demolition,
      leadMonths: i.lead,
      constructionMonths: i.construction,
    }),
  };
}

function assess(i: Inputs): RcaAssessment {
  const { settings, building } = toAssessment(i);
  const result = assessRca(settings, [building]);
  if (result.assessment === null)
    throw new Error(`${result.problem} ${JSON.stringify(result.buildingErrors)}`);
  return result.assessment;
}

const WORKED = new Set(['area', 'escalation', 'contingency', 'professionalFees', 'demolition', 'gst']);

/** One input made larger (never smaller), within its bounds. */
const more = fc.constantFrom<(i: Inputs) => Inputs>(
  (i) => ({ ...i, areaHundredths: i.areaHundredths + 1 }),
  (i) => ({ ...i, rate: i.rate + 1 }),
  (i) => ({ ...i, locality: (Number(i.locality) + 0.0001).toFixed(4) }),
  (i) => ({ ...i, external: i.external + 1 }),
  (i) => ({ ...i, services: i.services + 1 }),
  (i) => ({ ...i, adjustment: i.adjustment + 1 }),
  (i) => ({ ...i, escalation: (Number(i.escalation) + 0.01).toFixed(2) }),
  (i) => ({ ...i, contingency: (Number(i.contingency) + 0.01).toFixed(2) }),
  (i) => ({ ...i, fees: (Number(i.fees) + 0.01).toFixed(2) }),
  (i) => ({ ...i, authority: i.authority + 1 }),
  (i) => ({ ...i, demolition: (Number(i.demolition) + 0.01).toFixed(2) }),
  (i) => ({ ...i, lead: Math.min(36, i.lead + 1) }),
  (i) => ({ ...i, construction: Math.min(60, i.construction + 1) }),
  (i) => ({ ...i, policy: Math.min(24, i.policy + 1) }),
  (i) => ({ ...i, gst: true }),
);

describe('the assessment’s properties', () => {
  it('never lowers the sum insured when any cost grows', () => {
    fc.assert(
      fc.property(inputs, more, (i, grow) => {
        const before = assess(i);
        const after = assess(grow(i));
        expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        expect(after.recommendedSumInsuredCents).toBeGreaterThanOrEqual(before.recommendedSumInsuredCents);
      }),
    );
  });

  it('rounds once, at the end: the smallest multiple of the firm’s unit at or above the total', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const a = assess(i);
        expect(a.recommendedSumInsuredCents % i.roundTo).toBe(0);
        expect(a.recommendedSumInsuredCents).toBeGreaterThanOrEqual(a.totalCents);
        expect(a.recommendedSumInsuredCents - a.totalCents).toBeLessThan(i.roundTo);
        expect(a.totalCents).toBe(a.buildings.reduce((sum, b) => sum + b.reinstatementCents, 0));
      }),
    );
  });

  it('adds up as printed: every subtotal is the sum of the lines above it', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const [building] = assess(i).buildings;
        if (building === undefined) throw new Error('no building');
        let running = 0;
        for (const line of building.lines) {
          if (
            line.kind === 'buildingWorks' ||
            line.kind === 'base' ||
            line.kind === 'costExcludingGst' ||
            line.kind === 'reinstatementCost' ||
            line.kind === 'escalatedCost'
          ) {
            expect(line.cents).toBe(running);
          } else {
            running += line.cents;
          }
        }
        // The worked lines are rounded to the line unit; lump sums are the assessor's own figures.
        const unit = i.lineRounding === 'dollar' ? 100 : 1;
        const worked = building.lines.filter((line) => WORKED.has(line.kind));
        expect(worked.every((line) => line.cents % unit === 0)).toBe(true);
      }),
    );
  });

  it('never pays more than the loss, and pays it whole when fully insured', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 2_000_000_000_000 }), (i, insured) => {
        const { settings, building } = toAssessment(i);
        const result = assessRca({ ...settings, currentSumInsuredCents: insured }, [building]);
        const a = result.assessment;
        if (a === null) throw new Error(String(result.problem));
        for (const c of a.averaging) {
          expect(c.payoutCents).toBeLessThanOrEqual(c.lossCents);
          expect(c.payoutCents + c.shortfallCents).toBe(c.lossCents);
          if (insured >= a.recommendedSumInsuredCents) expect(c.payoutCents).toBe(c.lossCents);
        }
        expect(Number(a.insuredPercent) * a.recommendedSumInsuredCents).toBeLessThanOrEqual(
          insured * 100 + 1e-6 * insured,
        );
      }),
    );
  });

  it('takes the 24th root as the floor of the true root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 500n }), fc.integer({ min: 1, max: 24 }), (value, n) => {
        const root = integerRoot(value, n);
        const big = BigInt(n);
        expect(root ** big <= value).toBe(true);
        expect((root + 1n) ** big > value).toBe(true);
      }),
    );
  });
});
