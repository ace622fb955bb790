/**
 * Worked examples of the assessment (issue 28 "How we will know"): the RICS/BCIS sample build-up to the pound, a
 * hand-worked escalation to mid-construction, and the averaging case of $48.7 m insured against $59.2 m required.
 */
import { describe, expect, it } from 'vitest';
import { assessRca, lineCents, type RcaAssessment } from './assessment';
import { rcaArea, rcaBuilding, rcaSettings } from './rca.test-support';

function assessed(result: ReturnType<typeof assessRca>): RcaAssessment {
  if (result.assessment === null)
    throw new Error(`${result.problem} ${JSON.stringify(result.buildingErrors)}`);
  return result.assessment;
}

describe('the RICS/BCIS sample build-up', () => {
  // £1,146/m² × 1.10 location = £1,261/m² (to the pound) × 1,500 m² = £1,891,500; + £25,000 adjustments = £1,916,500;
  // × index 225/223 = £1,933,688; + 12% fees = £2,165,731; + £75,000 demolition = £2,240,731; + 17.5% VAT = £2,632,859.
  const result = assessRca(
    rcaSettings({
      escalationMethod: 'index',
      indexFrom: '223',
      indexTo: '225',
      gstIncluded: true,
      gstPercent: '17.5',
      lineRounding: 'dollar',
      sumInsuredRoundingCents: 100,
    }),
    [
      rcaBuilding({
        areas: [rcaArea({ areaM2: '1500', rateCentsPerM2: 114_600 })],
        localityFactor: '1.10',
        adjustments: [{ description: 'Adjustments', cents: 2_500_000 }],
        professionalFeesPercent: '12',
        demolitionMethod: 'lumpSum',
        demolitionCents: 7_500_000,
      }),
    ],
  );
  const building = assessed(result).buildings[0];

  it('prints each line of the published build-up to the pound', () => {
    if (building === undefined) throw new Error('no building');
    expect(building.lines[0]?.notes).toContain(
      'Located rate: $1,146.00 × 1.1 = $1,261.00/m², rounded to the dollar',
    );
    expect(lineCents(building, 'buildingWorks')).toBe(189_150_000);
    expect(lineCents(building, 'base')).toBe(191_650_000);
    expect(lineCents(building, 'escalatedCost')).toBe(193_368_800);
    expect(lineCents(building, 'professionalFees')).toBe(23_204_300);
    expect(lineCents(building, 'costExcludingGst')).toBe(224_073_100);
    expect(lineCents(building, 'gst')).toBe(39_212_800);
    expect(building.reinstatementCents).toBe(263_285_900);
    expect(building.escalationFactor).toBe('1.008969');
  });

  it('recommends the total rounded once, up to the firm’s unit', () => {
    expect(assessed(result).recommendedSumInsuredCents).toBe(263_285_900);
  });
});

describe('escalation to the middle of construction', () => {
  it('compounds a rate over the policy, the lead time and half the construction period', () => {
    // (1.035)^((12 + 6 + 18 ÷ 2) ÷ 12) = 1.035^2.25 = 1.0804776480889…; $1,000,000 × that = $1,080,477.648… → cents.
    const result = assessRca(rcaSettings({ escalationPercent: '3.5' }), [
      rcaBuilding({
        areas: [rcaArea({ areaM2: '1000', rateCentsPerM2: 100_000 })],
        leadMonths: 6,
        constructionMonths: 18,
      }),
    ]);
    const building = assessed(result).buildings[0];
    if (building === undefined) throw new Error('no building');
    expect(building.monthsToMidConstruction).toBe('27');
    expect(building.escalationFactor).toBe('1.080478');
    expect(lineCents(building, 'escalatedCost')).toBe(108_047_765);
    expect(lineCents(building, 'escalation')).toBe(8_047_765);
  });

  it('counts half months of an odd construction period', () => {
    const result = assessRca(rcaSettings({ escalationPercent: '4' }), [
      rcaBuilding({ constructionMonths: 9 }),
    ]);
    expect(assessed(result).buildings[0]?.monthsToMidConstruction).toBe('16.5');
  });
});

describe('the formulas print the inputs as entered', () => {
  it('writes a decimal whose reduced fraction is not over a power of ten (6850.5 m², × 1.05, 3.5%, 12.5%)', () => {
    const result = assessRca(rcaSettings({ escalationPercent: '3.5' }), [
      rcaBuilding({
        areas: [rcaArea({ areaM2: '6850.5', rateCentsPerM2: 520_000 })],
        localityFactor: '1.05',
        professionalFeesPercent: '12.5',
        leadMonths: 9,
        constructionMonths: 24,
      }),
    ]);
    const building = assessed(result).buildings[0];
    if (building === undefined) throw new Error('no building');
    const area = building.lines[0];
    expect(area?.formula).toBe('6,850.5 m² × $5,460.00/m² = $37,403,730.00');
    expect(area?.notes).toContain('Located rate: $5,200.00 × 1.05 = $5,460.00/m², rounded to the cent');
    const escalation = building.lines.find((l) => l.kind === 'escalation');
    expect(escalation?.notes[0]).toBe(
      '(1 + 3.5%)^((12 + 9 + 24 ÷ 2) ÷ 12) = (1 + 3.5%)^(33 ÷ 12) = 1.099223',
    );
    expect(building.lines.find((l) => l.kind === 'professionalFees')?.formula).toMatch(/^12\.5% × /);
  });
});

describe('fees, contingency, demolition and GST in the document’s order', () => {
  it('applies contingency to the escalated cost and fees to both, demolition as a share of the escalated cost', () => {
    const result = assessRca(rcaSettings({ gstIncluded: true, gstPercent: '10' }), [
      rcaBuilding({
        areas: [rcaArea({ areaM2: '100', rateCentsPerM2: 200_000 })], // $200,000
        externalWorksCents: 5_000_000, // $50,000
        siteServicesCents: 2_500_000, // $25,000
        contingencyPercent: '5', // $13,750
        professionalFeesPercent: '10', // 10% of $288,750 = $28,875
        authorityFeesCents: 500_000, // $5,000
        demolitionMethod: 'percent',
        demolitionPercent: '8', // 8% of $275,000 = $22,000
      }),
    ]);
    const building = assessed(result).buildings[0];
    if (building === undefined) throw new Error('no building');
    expect(lineCents(building, 'base')).toBe(27_500_000);
    expect(lineCents(building, 'contingency')).toBe(1_375_000);
    expect(lineCents(building, 'professionalFees')).toBe(2_887_500);
    expect(lineCents(building, 'demolition')).toBe(2_200_000);
    expect(lineCents(building, 'costExcludingGst')).toBe(34_462_500);
    expect(lineCents(building, 'gst')).toBe(3_446_250);
    expect(building.reinstatementCents).toBe(37_908_750);
  });

  it('leaves GST out for an owner who claims input tax credits', () => {
    const result = assessRca(rcaSettings({ gstIncluded: false }), [rcaBuilding()]);
    const building = assessed(result).buildings[0];
    if (building === undefined) throw new Error('no building');
    expect(lineCents(building, 'gst')).toBeNull();
    expect(building.reinstatementCents).toBe(300_000_000);
  });
});

describe('the averaging clause', () => {
  // $48.7 m insured against $59.2 m required is 82.2% insured, so a $22.5 m loss pays about $18.5 m.
  const result = assessRca(
    rcaSettings({
      sumInsuredRoundingCents: 1_000_000,
      currentSumInsuredCents: 4_870_000_000,
      illustrativeLossCents: 2_250_000_000,
    }),
    [rcaBuilding({ areas: [rcaArea({ areaM2: '1184', rateCentsPerM2: 5_000_000 })] })],
  );
  const assessment = assessed(result);

  it('shows the share insured, rounded down so it is never overstated', () => {
    expect(assessment.recommendedSumInsuredCents).toBe(5_920_000_000);
    expect(assessment.insuredPercent).toBe('82.2');
    expect(assessment.underInsured).toBe(true);
    expect(
      assessment.warnings.some((w) => w.startsWith('Under-insured: the current sum insured is 82.2%')),
    ).toBe(true);
  });

  it('pays loss × insured ÷ required on a partial loss', () => {
    const own = assessment.averaging.find((c) => c.lossPercent === null);
    // 2,250,000,000 × 4,870,000,000 ÷ 5,920,000,000 = 1,850,929,054.05… cents.
    expect(own).toEqual({
      lossPercent: null,
      lossCents: 2_250_000_000,
      payoutCents: 1_850_929_054,
      shortfallCents: 399_070_946,
    });
    expect(assessment.averaging.map((c) => c.lossPercent)).toEqual([10, 25, 50, 100, null]);
  });

  it('pays the whole loss when the sum insured is enough', () => {
    const enough = assessed(
      assessRca(rcaSettings({ currentSumInsuredCents: 300_000_000, illustrativeLossCents: 100_000_000 }), [
        rcaBuilding(),
      ]),
    );
    expect(enough.underInsured).toBe(false);
    expect(enough.insuredPercent).toBe('100.0');
    expect(enough.averaging.every((c) => c.payoutCents === c.lossCents)).toBe(true);
  });
});

describe('what the assessment says besides the figures', () => {
  it('schedules indexation each year and a full reassessment at the end of the cycle', () => {
    const assessment = assessed(
      assessRca(rcaSettings({ assessmentDate: '2028-02-29', reviewYears: 3 }), [rcaBuilding()]),
    );
    expect(assessment.reviews).toEqual([
      { date: '2029-02-28', kind: 'indexation' },
      { date: '2030-02-28', kind: 'indexation' },
      { date: '2031-02-28', kind: 'fullReassessment' },
    ]);
  });

  it('flags a library rate priced a year or more before the assessment', () => {
    const libraryRate = {
      rateId: 1,
      buildingType: 'Office, A grade',
      location: 'Sydney',
      rateCentsPerM2: 300_000,
      pricedOn: '2025-07-01',
      source: 'Firm cost plan 2025',
    };
    const assessment = assessed(
      assessRca(rcaSettings({ assessmentDate: '2026-07-01' }), [
        rcaBuilding({ areas: [rcaArea({ libraryRate, overrideReason: '' })] }),
      ]),
    );
    expect(assessment.warnings).toEqual([
      'The rate for Office, A grade, Sydney was priced on 2025-07-01, a year or more before the assessment date: check that it is current or escalate it.',
    ]);
    expect(assessment.buildings[0]?.lines[0]?.notes[0]).toBe(
      'Library rate $3,000.00/m²: Office, A grade, Sydney, priced 2025-07-01 (Firm cost plan 2025)',
    );
  });

  it('refuses to assess until the inputs are valid, naming each problem', () => {
    const result = assessRca(rcaSettings({ policyMonths: 0 }), [
      rcaBuilding({ areas: [rcaArea({ areaM2: '12.345' })] }),
    ]);
    expect(result.assessment).toBeNull();
    expect(result.settingsErrors.map((e) => e.field)).toEqual(['policyMonths']);
    expect(result.buildingErrors).toEqual([
      { buildingId: 'b1', areaId: 'a1', field: 'areaM2', message: 'Area (m²) has more than 2 decimals.' },
    ]);
  });
});
