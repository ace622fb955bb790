import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetFixture, demolitionFixture } from '../testing/asset.fixture';
import { ASSET_MESSAGES, hasHistoricalBuildingCostWarning, isAssetValid, validateAsset } from './validation';

const fieldsOf = (errors: { field: string }[]) => errors.map((error) => error.field);

describe('validateAsset (docs/product/rules.md "Asset row")', () => {
  it('accepts a complete row', () => {
    expect(validateAsset(assetFixture())).toEqual([]);
    expect(isAssetValid(assetFixture())).toBe(true);
  });

  it('requires tax code, category, method, description, FY end, original cost and a rate', () => {
    const asset = assetFixture({
      assetCode: null,
      depreciationCategory: null,
      depreciationMethod: null,
      description: ' ',
      financialYearEndDate: null,
      originalCost: null,
      depreciationRate: null,
      sourceTaxRate: null,
    });
    expect(fieldsOf(validateAsset(asset))).toEqual([
      'assetCode',
      'depreciationCategory',
      'depreciationMethod',
      'description',
      'financialYearEndDate',
      'originalCost',
      'depreciationRate',
    ]);
  });

  it('accepts a customized rate as the rate, with its reason', () => {
    expect(
      validateAsset(
        assetFixture({
          depreciationRate: null,
          sourceTaxRate: 10,
          rateReason: 'Self-assessed life (s40-105)',
        }),
      ),
    ).toEqual([]);
  });

  it('wants an invoice date or a commencement date, marking both when neither', () => {
    expect(
      validateAsset(assetFixture({ invoiceDate: null, depreciationCommencementDate: '2024-10-01' })),
    ).toEqual([]);
    const errors = validateAsset(assetFixture({ invoiceDate: null }));
    expect(errors).toEqual([
      { field: 'invoiceDate', message: ASSET_MESSAGES.startDate },
      { field: 'depreciationCommencementDate', message: ASSET_MESSAGES.startDate },
    ]);
  });

  it('pairs the written-down value and its date both ways', () => {
    expect(fieldsOf(validateAsset(assetFixture({ writtenDownValue: 5000 })))).toEqual([
      'writtenDownValueDate',
    ]);
    expect(fieldsOf(validateAsset(assetFixture({ writtenDownValueDate: '2024-06-30' })))).toEqual([
      'writtenDownValue',
    ]);
    expect(validateAsset(assetFixture({ writtenDownValue: 0, writtenDownValueDate: '2024-06-30' }))).toEqual(
      [],
    );
  });

  it('method PC requires annual depreciation claim and historical building cost', () => {
    const pc = assetFixture({ depreciationMethod: { id: 1, code: 'PC' } });
    expect(fieldsOf(validateAsset(pc))).toEqual(['annualDepreciationClaim', 'historicalBuildingCost']);
    expect(validateAsset({ ...pc, annualDepreciationClaim: 300, historicalBuildingCost: 12000 })).toEqual([]);
  });

  it('pairs each demolition date and rate', () => {
    const asset = assetFixture({
      assetDemolitions: [
        demolitionFixture(),
        demolitionFixture({ id: 2, rate: null }),
        demolitionFixture({ id: 3, demoDate: null }),
        demolitionFixture({ id: 4, demoDate: null, rate: null }),
      ],
    });
    expect(validateAsset(asset)).toEqual([
      { field: 'demolitionRate', message: ASSET_MESSAGES.demolitionRate, demolitionIndex: 1 },
      { field: 'demoDate', message: ASSET_MESSAGES.demoDate, demolitionIndex: 2 },
    ]);
  });

  it('refuses demolition rates over 100% in total, summed exactly (docs/tax-rules.md rule 17)', () => {
    const thirds = [33.33, 33.33, 33.34].map((rate, id) => demolitionFixture({ id, rate }));
    expect(validateAsset(assetFixture({ assetDemolitions: thirds }))).toEqual([]);
    const over = [60, 40.01].map((rate, id) => demolitionFixture({ id, rate }));
    expect(validateAsset(assetFixture({ assetDemolitions: over }))).toEqual([
      { field: 'assetDemolitions', message: ASSET_MESSAGES.demolitionTotal },
    ]);
    const zero = assetFixture({ assetDemolitions: [demolitionFixture({ rate: 0 })] });
    expect(fieldsOf(validateAsset(zero))).toEqual(['demolitionRate']);
  });

  it('refuses disposal and abandonment dates before the asset starts (docs/tax-rules.md rule 17)', () => {
    const label = { id: 3, label: 'Fit-out 2024', depreciationReportId: 7, abandonmentDate: '2024-08-31' };
    const asset = assetFixture({
      disposalDate: '2024-08-31',
      terminationValue: 100,
      abandonmentLabel: label,
    });
    expect(fieldsOf(validateAsset(asset))).toEqual(['disposalDate', 'abandonmentLabel']);
    expect(validateAsset(assetFixture({ disposalDate: '2024-09-01', terminationValue: 0 }))).toEqual([]);
  });

  it('refuses an entry FY after the report’s current FY, when the report is known (docs/tax-rules.md rule 1)', () => {
    const report = { eofyReportDate: '2025-06-30' };
    const after = { field: 'financialYearEndDate', message: ASSET_MESSAGES.financialYearEndAfterReport };
    expect(validateAsset(assetFixture({ financialYearEndDate: '2026-06-30' }), report)).toEqual([after]);
    // Compared by FY: any day of FY2026 is after FY2025; the report's own FY and earlier ones are fine.
    expect(validateAsset(assetFixture({ financialYearEndDate: '2025-07-01' }), report)).toEqual([after]);
    expect(validateAsset(assetFixture({ financialYearEndDate: '2025-06-30' }), report)).toEqual([]);
    expect(validateAsset(assetFixture({ financialYearEndDate: '2021-06-30' }), report)).toEqual([]);
    // No EOFY date yet in General Info, or no report given: nothing to compare with.
    expect(
      validateAsset(assetFixture({ financialYearEndDate: '2026-06-30' }), { eofyReportDate: null }),
    ).toEqual([]);
    expect(validateAsset(assetFixture({ financialYearEndDate: '2026-06-30' }))).toEqual([]);
    expect(isAssetValid(assetFixture({ financialYearEndDate: '2026-06-30' }), report)).toBe(false);
  });

  it('property: a row is refused exactly when its entry FY is after the report’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2001, max: 2040 }),
        fc.integer({ min: 2001, max: 2040 }),
        (entry, current) => {
          const asset = assetFixture({ financialYearEndDate: `${entry}-06-30`, invoiceDate: '2000-09-01' });
          expect(isAssetValid(asset, { eofyReportDate: `${current}-06-30` })).toBe(entry <= current);
        },
      ),
    );
  });

  it('property: a missing required field always makes the row invalid', () => {
    const blanks: Partial<Parameters<typeof assetFixture>[0]>[] = [
      { assetCode: null },
      { depreciationCategory: null },
      { depreciationMethod: null },
      { description: '' },
      { financialYearEndDate: null },
      { originalCost: null },
      { depreciationRate: null, sourceTaxRate: null },
      { invoiceDate: null, depreciationCommencementDate: null },
    ];
    fc.assert(
      fc.property(fc.subarray(blanks, { minLength: 1 }), (chosen) => {
        const asset = assetFixture(Object.assign({}, ...chosen));
        expect(isAssetValid(asset)).toBe(false);
      }),
    );
  });
});

describe('historical building cost warning (docs/product/rules.md)', () => {
  it('warns when it differs from the original cost and is not 0', () => {
    expect(hasHistoricalBuildingCostWarning({ historicalBuildingCost: 9000, originalCost: 12000 })).toBe(
      true,
    );
    expect(hasHistoricalBuildingCostWarning({ historicalBuildingCost: 12000, originalCost: 12000 })).toBe(
      false,
    );
    expect(hasHistoricalBuildingCostWarning({ historicalBuildingCost: 0, originalCost: 12000 })).toBe(false);
    expect(hasHistoricalBuildingCostWarning({ historicalBuildingCost: null, originalCost: 12000 })).toBe(
      false,
    );
    expect(hasHistoricalBuildingCostWarning({ historicalBuildingCost: 0.3, originalCost: 0.1 + 0.2 })).toBe(
      false,
    );
  });
});
