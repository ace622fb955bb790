/**
 * Issue 26 item 5: one rule decides both what the register flags and what the figures compute. For any asset and
 * report, the asset is computed (the service's filter `validAssetInCentsToTaxInput`, then the engine's own checks
 * with the report's settings) exactly when `validateAsset` finds no error in the register's context.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../api';
import { dollarsToCents } from '../format';
import { DEFAULT_INCENTIVE_WINDOWS } from '../tax/law/incentive-rules';
import type { Taxpayer } from '../tax/law/taxpayer';
import type { AssetInCents, TaxCodeInfo } from '../tax/mapping/from-api-asset';
import { scheduleAssetPart, scheduleFrame } from '../tax/outputs/composed-schedule';
import { assetFixture } from '../testing/asset.fixture';
import { validAssetInCentsToTaxInput, validAssetToTaxInput } from './engine-input';
import { type AssetRegisterContext, isAssetValid } from './validation';

const date = fc.oneof(
  fc.constant(null),
  fc
    .record({
      y: fc.integer({ min: 2015, max: 2026 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom('2024-06-30', '2025-06-30', '2023-06-30'),
);
const amount = fc.oneof(
  fc.constant(null),
  fc.constantFrom(0, 250, 800, 1250, 12_000, 150_000, -1250, -0.01, 1250.005, 999.99),
);
const rate = fc.oneof(fc.constant(null), fc.constantFrom(0, 2.5, 13.3333, 20, 37.5, -5, 12.34567, 20_000));
const taxpayers: Taxpayer[] = [
  {
    entityType: 'individual',
    propertyUse: 'residentialRental',
    turnoverBand: null,
    contractDate: '2018-01-01',
    settlementDate: '2019-01-01',
    premisesCondition: 'previouslyUsed',
  },
  {
    entityType: null,
    propertyUse: 'residentialRental',
    turnoverBand: null,
    contractDate: null,
    settlementDate: null,
    premisesCondition: null,
  },
  {
    entityType: 'company',
    propertyUse: 'business',
    turnoverBand: 'under2m',
    contractDate: null,
    settlementDate: null,
    premisesCondition: null,
  },
];

/** Mostly the value a valid row has, sometimes any other: so that valid and invalid rows both come often. */
function mostly<T>(usual: T, others: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 6, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: others });
}

const anyAsset = fc
  .record({
    assetCode: mostly<{ id: number; assetCode: string } | null>(
      { id: 5, assetCode: 'A0005' },
      fc.constant(null),
    ),
    category: fc.constantFrom(null, '40', '40', '40', 'AD', '43', 'L', 'IA', 'R', 'ZZ'),
    method: mostly<string | null>('DV', fc.constantFrom(null, 'PC', 'XX')),
    description: mostly<string | null>('Carpet', fc.constantFrom(null, '', ' ')),
    invoiceDate: mostly<string | null>('2024-09-01', date),
    depreciationCommencementDate: mostly<string | null>(null, date),
    financialYearEndDate: mostly<string | null>(
      '2025-06-30',
      fc.constantFrom(null, '2023-06-30', '2024-06-30', '2026-06-30'),
    ),
    originalCost: mostly<number | null>(800, amount),
    writtenDownValue: mostly<number | null>(null, amount),
    writtenDownValueDate: mostly<string | null>(null, date),
    depreciationRate: mostly<number | null>(20, rate),
    sourceTaxRate: mostly<number | null>(null, rate),
    rateReason: fc.constantFrom(null, '', 'Self-assessed life (s40-105)'),
    annualDepreciationClaim: mostly<number | null>(null, amount),
    historicalBuildingCost: mostly<number | null>(null, amount),
    disposalDate: mostly<string | null>(null, date),
    terminationValue: mostly<number | null>(null, amount),
    abandonmentDate: mostly<string | null | undefined>(undefined, date),
    demolition: mostly<{ demoDate: string | null; rate: number | null } | null>(
      null,
      fc.record({ demoDate: date, rate: fc.constantFrom(null, 20, 100, 120, 0, 12.345678) }),
    ),
    secondHand: fc.constantFrom(null, true, false),
    constructionStartDate: mostly<string | null>(null, date),
    constructionCompletionDate: mostly<string | null>(null, date),
    constructionUse: mostly<string | null>(null, fc.constantFrom('residential', 'nonResidential', 'bogus')),
  })
  .map(
    (r): Asset =>
      assetFixture({
        id: 1,
        assetCode: r.assetCode,
        depreciationCategory: r.category === null ? null : { id: 1, code: r.category },
        depreciationMethod: r.method === null ? null : { id: 2, code: r.method },
        description: r.description,
        invoiceDate: r.invoiceDate,
        depreciationCommencementDate: r.depreciationCommencementDate,
        financialYearEndDate: r.financialYearEndDate,
        originalCost: r.originalCost,
        writtenDownValue: r.writtenDownValue,
        writtenDownValueDate: r.writtenDownValueDate,
        depreciationRate: r.depreciationRate,
        sourceTaxRate: r.sourceTaxRate,
        rateReason: r.rateReason,
        annualDepreciationClaim: r.annualDepreciationClaim,
        historicalBuildingCost: r.historicalBuildingCost,
        disposalDate: r.disposalDate,
        terminationValue: r.terminationValue,
        abandonmentLabel:
          r.abandonmentDate === undefined
            ? null
            : { id: 3, label: 'Fit-out', depreciationReportId: 7, abandonmentDate: r.abandonmentDate },
        assetDemolitions: r.demolition
          ? [
              {
                id: 1,
                demoDate: r.demolition.demoDate,
                rate: r.demolition.rate,
                adjustedHistoricalCost: null,
                adjustedAnnualDepreciation: null,
                modelAsset: { id: 1, depreciationReportId: 7 },
              },
            ]
          : [],
        secondHand: r.secondHand,
        constructionStartDate: r.constructionStartDate,
        constructionCompletionDate: r.constructionCompletionDate,
        constructionUse: r.constructionUse,
      }),
  );

const report = fc.record({
  taxpayer: fc.constantFrom(...taxpayers),
  assetGroup: fc.constantFrom('Plant', 'EX'),
  largestShare: fc.constantFrom(null, 5_000, 7_000),
});

/** The asset held in cents, as the service reads its rows (an amount that is no whole cents stays as it is). */
function inCents(asset: Asset): AssetInCents {
  const cents = (v: number | null | undefined) => {
    if (v === null || v === undefined) return v;
    try {
      return dollarsToCents(v, { extraDecimals: 'refuse' });
    } catch {
      return v;
    }
  };
  return {
    ...asset,
    originalCost: cents(asset.originalCost),
    writtenDownValue: cents(asset.writtenDownValue),
    annualDepreciationClaim: cents(asset.annualDepreciationClaim),
    historicalBuildingCost: cents(asset.historicalBuildingCost),
    terminationValue: cents(asset.terminationValue),
  } as AssetInCents;
}

describe('what is computed is exactly what is valid (issue 26 item 5)', () => {
  it('isComputed(asset) === isValid(asset), for any asset and report', () => {
    let validCount = 0;
    fc.assert(
      fc.property(anyAsset, report, (asset, r) => {
        const info: TaxCodeInfo = {
          assetGroup: r.assetGroup,
          industry: 'Property operators',
          subIndustry: 'Residential',
          effectiveLifeYears: 10,
          constructionType: 'residential',
        };
        const share = r.largestShare === null ? null : { num: r.largestShare, den: 10_000 };
        const register: AssetRegisterContext = {
          eofyReportDate: '2025-06-30',
          taxpayer: r.taxpayer,
          incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
          largestOwnerShare: share,
          assetGroupOf: () => r.assetGroup,
        };
        const frame = scheduleFrame({
          eofyReportDate: '2025-06-30',
          taxpayer: r.taxpayer,
          incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
          ...(share ? { largestOwnerShare: share } : {}),
        });
        // The service's way: the row in cents through the filter, then the engine with the report's settings.
        const mapped = validAssetInCentsToTaxInput(inCents(asset), asset.assetCode ? info : null);
        const computed = mapped.input !== null && scheduleAssetPart(frame, mapped.input).part !== null;
        const valid = isAssetValid(asset, register);
        if (valid) validCount += 1;
        expect({ computed, issues: mapped.issues }).toEqual({ computed: valid, issues: mapped.issues });
        // With the register's context the filter alone decides, the same way.
        expect(validAssetToTaxInput(asset, asset.assetCode ? info : null, register).input !== null).toBe(
          valid,
        );
      }),
      { numRuns: 3000 },
    );
    // Both sides of the rule are met often: the property is not won by invalid rows alone.
    expect(validCount).toBeGreaterThan(300);
  });

  it('leaves out an imported negative cost, and flags it on the cost (the (1,250.00) of the issue)', () => {
    const asset = assetFixture({ originalCost: -1250 });
    expect(isAssetValid(asset)).toBe(false);
    expect(validAssetToTaxInput(asset, { assetGroup: 'Plant', industry: '', subIndustry: '' })).toMatchObject(
      {
        input: null,
        issues: [{ field: 'originalCost', message: 'Original cost must not be negative.' }],
      },
    );
  });

  it('leaves out an asset without a description, as the register flags it (asset 421 of the issue)', () => {
    const asset = assetFixture({ description: null });
    expect(validAssetToTaxInput(asset, { assetGroup: 'Plant', industry: '', subIndustry: '' })).toMatchObject(
      {
        input: null,
        issues: [{ field: 'description', message: 'Asset description is required.' }],
      },
    );
  });

  it('leaves out a disposal in a FY after the report, as the register flags it (a case the property found)', () => {
    const asset = assetFixture({
      depreciationCategory: { id: 1, code: '43' },
      financialYearEndDate: '2024-06-30',
      historicalBuildingCost: 800,
      disposalDate: '2026-01-14',
      terminationValue: 0,
    });
    const taxpayer = taxpayers[1] as Taxpayer;
    const frame = scheduleFrame({
      eofyReportDate: '2025-06-30',
      taxpayer,
      incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
    });
    const mapped = validAssetInCentsToTaxInput(inCents(asset), {
      assetGroup: 'EX',
      industry: 'Property operators',
      subIndustry: 'Residential',
      effectiveLifeYears: 10,
      constructionType: 'residential',
    });
    expect(mapped.input).not.toBeNull();
    expect(scheduleAssetPart(frame, mapped.input as NonNullable<typeof mapped.input>).issues).toEqual([
      {
        assetId: String(asset.id),
        field: 'disposal.date',
        message: "FY2026 is after the report's current FY2025",
      },
    ]);
  });
});
