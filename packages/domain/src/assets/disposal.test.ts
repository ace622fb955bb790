import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing/asset.fixture';
import { DISPOSAL_MESSAGES, disposalErrors, disposalPairMissing } from './disposal';
import { validateAsset } from './validation';

const EOFY = '2025-06-30';
const civilDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100);

/** Issue 26 item 4: a disposal's date and termination value, one rule for the grid, the service and the import. */
describe('disposalErrors (docs/tax-rules.md "Disposal")', () => {
  it('takes a sale in the report’s year, and a scrapping for nil', () => {
    const sale = assetFixture({ disposalDate: '2025-03-01', terminationValue: 18_669 });
    expect(validateAsset(sale, { eofyReportDate: EOFY })).toEqual([]);
    const scrapped = assetFixture({ disposalDate: '2025-03-01', terminationValue: 0 });
    expect(validateAsset(scrapped, { eofyReportDate: EOFY })).toEqual([]);
  });

  it('names the missing half of a disposal on its own cell', () => {
    expect(disposalErrors({ disposalDate: '2025-03-01', terminationValue: null }, null, EOFY)).toEqual([
      { field: 'terminationValue', message: DISPOSAL_MESSAGES.terminationValueMissing },
    ]);
    expect(disposalErrors({ disposalDate: null, terminationValue: 500 }, null, EOFY)).toEqual([
      { field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalDateMissing },
    ]);
  });

  it('refuses a negative value, a date before the start and a date after the report’s year', () => {
    expect(disposalErrors({ disposalDate: '2025-03-01', terminationValue: -1 }, null, EOFY)).toEqual([
      { field: 'terminationValue', message: DISPOSAL_MESSAGES.terminationValueNegative },
    ]);
    expect(disposalErrors({ disposalDate: '2024-01-01', terminationValue: 1 }, '2024-09-01', EOFY)).toEqual([
      { field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalDate },
    ]);
    expect(disposalErrors({ disposalDate: '2025-07-01', terminationValue: 1 }, null, EOFY)).toEqual([
      { field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalAfterReport },
    ]);
    // Without a report date, only the asset's own facts are judged.
    expect(disposalErrors({ disposalDate: '2031-07-01', terminationValue: 1 }, null, null)).toEqual([]);
  });

  it('property: valid exactly when paired, not negative, from the start and up to the EOFY report date', () => {
    fc.assert(
      fc.property(
        fc.option(civilDate, { nil: null }),
        fc.option(amount, { nil: null }),
        civilDate,
        (disposalDate, terminationValue, start) => {
          const errors = disposalErrors({ disposalDate, terminationValue }, start, EOFY);
          const valid =
            (disposalDate === null) === (terminationValue === null) &&
            (terminationValue === null || terminationValue >= 0) &&
            (disposalDate === null || (disposalDate >= start && disposalDate <= EOFY));
          expect(errors.length === 0).toBe(valid);
        },
      ),
    );
  });

  it('the staged columns pair by the same rule', () => {
    expect(disposalPairMissing(true, true)).toBeNull();
    expect(disposalPairMissing(false, false)).toBeNull();
    expect(disposalPairMissing(false, true)).toBe('date');
    expect(disposalPairMissing(true, false)).toBe('value');
  });
});
