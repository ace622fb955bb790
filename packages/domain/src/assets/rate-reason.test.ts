/**
 * Issue 25 item 4: a customised rate needs its reason (rate-reason.ts), judged by validateAsset like every other
 * fault of a row, so the register marks it and the service keeps the report from QA Review.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing/asset.fixture';
import { needsRateReason, RATE_REASON_MESSAGE, rateReasonNotApplicable } from './rate-reason';
import { validateAsset } from './validation';

const rate = fc.option(
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000),
  { nil: null },
);
const reason = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const flagged = (asset: ReturnType<typeof assetFixture>) =>
  validateAsset(asset).filter((e) => e.field === 'rateReason');

describe('a customised rate needs its reason', () => {
  it('flags exactly the customised rates whose reason is empty or blank', () => {
    fc.assert(
      fc.property(rate, reason, (sourceTaxRate, rateReason) => {
        const asset = assetFixture({ sourceTaxRate, rateReason });
        const expected = sourceTaxRate !== null && (rateReason ?? '').trim() === '';
        expect(needsRateReason(asset)).toBe(expected);
        expect(flagged(asset)).toEqual(
          expected ? [{ field: 'rateReason', message: RATE_REASON_MESSAGE }] : [],
        );
      }),
    );
  });

  it('names the reason, not the rate, so the row is marked where the surveyor types it', () => {
    const errors = validateAsset(assetFixture({ sourceTaxRate: 12.5, rateReason: '  ' }));
    expect(errors).toEqual([{ field: 'rateReason', message: 'A customised rate needs its reason.' }]);
    expect(validateAsset(assetFixture({ sourceTaxRate: 12.5, rateReason: 'Inspection 22/07/2025' }))).toEqual(
      [],
    );
  });

  it('shuts the reason on the tax office’s rate unless one is held, so it can still be cleared', () => {
    fc.assert(
      fc.property(rate, reason, (sourceTaxRate, rateReason) => {
        const shut = rateReasonNotApplicable({ sourceTaxRate, rateReason });
        expect(shut !== null).toBe(sourceTaxRate === null && (rateReason ?? '') === '');
      }),
    );
  });
});
