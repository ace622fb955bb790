/**
 * Issue 12: a schedule composed from per-asset parts, kept across edits, is exactly the schedule `calculateSchedule`
 * computes from scratch; the pool is run again whenever one of its members changes and reused otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportSettings, TaxAssetInput } from '../model/input';
import { asset } from '../test-support';
import {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type ScheduleFrame,
  scheduleAssetPart,
  scheduleFrame,
} from './composed-schedule';
import { editArb, inputArb, settingsArb } from './register-arbitraries.test-support';
import { calculateSchedule, type Schedule, validateTaxInput } from './schedule';

/** Every figure of a schedule, as plain data (rows by asset id, the pool by FY). */
function figures(s: Schedule) {
  return {
    current: s.currentFinancialYear,
    last: s.lastFinancialYear,
    assets: s.assets.map((a, i) => {
      expect(a.index).toBe(i);
      const r = s.rows[i];
      return {
        id: a.input.id,
        deductionClass: a.deductionClass,
        first: r?.firstFinancialYear,
        rows: Array.from(r?.data ?? []),
      };
    }),
    pool: s.pool,
  };
}

function partOf(frame: ScheduleFrame, input: TaxAssetInput): AssetPart {
  const { part, issues } = scheduleAssetPart(frame, input);
  expect(issues).toEqual([]);
  return part as AssetPart;
}

describe('composeSchedule', () => {
  it('equals calculateSchedule, and still does after each of a series of edits', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => inputArb(String(i + 1))))),
        settingsArb,
        fc.array(editArb, { maxLength: 6 }),
        (initial, settings: ReportSettings, edits) => {
          const frame = scheduleFrame(settings);
          const parts = new Map(initial.map((a) => [a.id, partOf(frame, a)]));
          // Parts given in reverse order: the composition orders them by id itself.
          let composed: ComposedSchedule = composeSchedule(frame, [...parts.values()].reverse());
          expect(figures(composed)).toEqual(figures(calculateSchedule(initial, settings)));
          let nextId = initial.length + 1;
          // A schedule, once composed, keeps its figures whatever is composed after it.
          const earlier = [{ schedule: composed, figures: figures(composed) }];
          for (const edit of edits) {
            const ids = [...parts.keys()];
            if (edit.kind === 'remove' && ids.length > 1) parts.delete(ids[edit.at % ids.length] as string);
            else {
              const id = edit.kind === 'add' ? String(nextId++) : (ids[edit.at % ids.length] as string);
              parts.set(id, partOf(frame, { ...edit.input, id }));
            }
            composed = composeSchedule(frame, [...parts.values()], composed);
            const inputs = [...parts.values()].map((p) => p.input);
            expect(figures(composed)).toEqual(figures(calculateSchedule(inputs, settings)));
            earlier.push({ schedule: composed, figures: figures(composed) });
          }
          for (const e of earlier) expect(figures(e.schedule)).toEqual(e.figures);
        },
      ),
      { numRuns: 300 },
    );
    // 300 series of edits, each checked against a whole calculation: a few seconds alone, more on a busy machine.
  }, 60_000);

  it('reuses the pool when no member changed and runs it again when one did', () => {
    const settings = { eofyReportDate: '2025-06-30', lowValuePoolFlag: true };
    const frame = scheduleFrame(settings);
    const pooled = [1, 2, 3].map((n) =>
      partOf(frame, asset({ id: String(n), categoryCode: 'L', originalCost: 50_000 + n })),
    );
    const lift = partOf(frame, asset({ id: '4', methodCode: 'PC', originalCost: 9_000_000 }));
    const first = composeSchedule(frame, [...pooled, lift]);
    const liftEdited = partOf(frame, asset({ id: '4', methodCode: 'PC', originalCost: 8_000_000 }));
    const afterLift = composeSchedule(frame, [...pooled, liftEdited], first);
    expect(afterLift.pool).toBe(first.pool);
    const memberEdited = partOf(frame, asset({ id: '2', categoryCode: 'L', originalCost: 70_000 }));
    const afterMember = composeSchedule(frame, [pooled[0]!, memberEdited, pooled[2]!, liftEdited], afterLift);
    expect(afterMember.pool).not.toBe(first.pool);
    const inputs = [pooled[0]!, memberEdited, pooled[2]!, liftEdited].map((p) => p.input);
    expect(figures(afterMember)).toEqual(figures(calculateSchedule(inputs, settings)));
  });

  it('leaves an asset the engine cannot calculate to the caller, with the engine’s issues', () => {
    const frame = scheduleFrame({ eofyReportDate: '2025-06-30' });
    const disposed = asset({ id: '9', disposal: { date: '2019-01-01', terminationValue: 0 } });
    expect(scheduleAssetPart(frame, disposed)).toEqual({
      part: null,
      issues: [{ assetId: '9', field: 'disposal.date', message: 'is before the asset starts' }],
    });
    // The settings count too (rule 1): no asset enters after the current FY.
    const late = asset({ id: '10', startDate: '2025-07-01', entryFinancialYear: 2026 });
    expect(scheduleAssetPart(frame, late).issues).toEqual(
      validateTaxInput([late], { eofyReportDate: '2025-06-30' }),
    );
    expect(scheduleAssetPart(frame, late).part).toBeNull();
  });

  it('refuses parts of another frame', () => {
    const a = scheduleFrame({ eofyReportDate: '2025-06-30' });
    const b = scheduleFrame({ eofyReportDate: '2025-06-30' });
    expect(() => composeSchedule(b, [partOf(a, asset({}))])).toThrow(RangeError);
  });
});
