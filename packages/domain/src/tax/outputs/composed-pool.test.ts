/**
 * Issue 12: after a pool member's edit the pool runs again only from the first FY the edit reaches, and a member
 * whose figures come out as before keeps the previous schedule's rows (composed-pool.ts). Checked against the whole
 * calculation (`calculateSchedule`) on registers made mostly of pool members, under both roundings (rule 5: shares
 * in whole units of the report's rounding, which may all move when the pool's figure does).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asset } from '../test-support';
import {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type ScheduleFrame,
  scheduleAssetPart,
  scheduleFrame,
} from './composed-schedule';
import { inputArb, settingsArb } from './register-arbitraries.test-support';
import { calculateSchedule, compareAssetIds, type Schedule } from './schedule';

function figures(s: Schedule) {
  return {
    assets: s.assets.map((a, i) => ({ id: a.input.id, rows: Array.from(s.rows[i]?.data ?? []) })),
    pool: s.pool,
  };
}

function partOf(frame: ScheduleFrame, input: Parameters<typeof scheduleAssetPart>[1]): AssetPart | null {
  return scheduleAssetPart(frame, input).part;
}

/** Pool members mostly (L assets and cheap DV assets that fall under $1,000), a few others between them. */
const memberArb = (id: string) =>
  fc.oneof(
    { weight: 3, arbitrary: inputArb(id).map((a) => ({ ...a, categoryCode: 'L' as const })) },
    { weight: 2, arbitrary: inputArb(id).map((a) => ({ ...a, originalCost: a.originalCost % 400_000 })) },
    { weight: 1, arbitrary: inputArb(id) },
  );

const editsArb = fc.array(fc.record({ at: fc.nat(), input: memberArb('x'), remove: fc.boolean() }), {
  minLength: 1,
  maxLength: 8,
});

describe('the pool after an edit (composed-pool.ts)', () => {
  it('equals the whole calculation after each edit of a member, whichever FY it joins, given its position or not', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 40 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => memberArb(String(i + 1))))),
        settingsArb.map((s) => ({ ...s, lowValuePoolFlag: true })),
        editsArb,
        (initial, settings, edits) => {
          const frame = scheduleFrame(settings);
          const parts = new Map<string, AssetPart>();
          for (const a of initial) {
            const part = partOf(frame, a);
            if (part) parts.set(a.id, part);
          }
          let composed: ComposedSchedule = composeSchedule(frame, [...parts.values()]);
          for (const edit of edits) {
            const ids = [...parts.keys()];
            if (ids.length === 0) return;
            const id = ids[edit.at % ids.length] as string;
            let edited = false;
            if (edit.remove && ids.length > 1) parts.delete(id);
            else {
              const part = partOf(frame, { ...edit.input, id });
              if (part) parts.set(id, part);
              edited = part !== null;
            }
            const before = composed;
            const beforeFigures = figures(before);
            const inputs = [...parts.values()].map((p) => p.input);
            const whole = figures(calculateSchedule(inputs, settings));
            // The server's way after an edit (figures-cache.ts): parts in id order, the edited one's position named.
            if (edited) {
              const inOrder = [...parts.values()].sort((x, y) => compareAssetIds(x.input.id, y.input.id));
              const at = inOrder.findIndex((p) => p.input.id === id);
              expect(figures(composeSchedule(frame, inOrder, before, [at]))).toEqual(whole);
            }
            composed = composeSchedule(frame, [...parts.values()], before);
            expect(figures(composed)).toEqual(whole);
            // Rows taken over were not written: the previous schedule still has its own figures.
            expect(figures(before)).toEqual(beforeFigures);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('keeps the rows of the members whose figures did not move, and the FYs before the edit reaches', () => {
    const settings = {
      eofyReportDate: '2025-06-30',
      lowValuePoolFlag: true,
      roundingUnit: 'dollar' as const,
    };
    const frame = scheduleFrame(settings);
    // Members joining from FY 2016 to FY 2025; the edited one joins in FY 2023.
    const inputs = Array.from({ length: 30 }, (_, i) =>
      asset({
        id: String(i + 1),
        categoryCode: 'L',
        originalCost: 20_000 + 977 * i,
        startDate: `${2015 + (i % 10)}-09-01`,
        entryFinancialYear: 2016 + (i % 10),
      }),
    );
    const parts = inputs.map((a) => partOf(frame, a) as AssetPart);
    const first = composeSchedule(frame, parts);
    const edited = partOf(frame, {
      ...(inputs[7] as (typeof inputs)[number]),
      originalCost: 31_000,
    }) as AssetPart;
    const next = [...parts];
    next[7] = edited;
    const second = composeSchedule(frame, next, first);
    expect(figures(second)).toEqual(
      figures(
        calculateSchedule(
          next.map((p) => p.input),
          settings,
        ),
      ),
    );
    const joins = (edited.poolEntry?.financialYear ?? 0) - (second.pool[0]?.financialYear ?? 0);
    // The FYs before the edited member joins are the previous run's very figures.
    expect(second.pool.slice(0, joins)).toEqual(first.pool.slice(0, joins));
    second.pool.slice(0, joins).forEach((y, k) => {
      expect(y).toBe(first.pool[k]);
    });
    expect(joins).toBeGreaterThan(0);
    // Members whose figures all came out the same keep their rows; the others (the edited one first) get new ones.
    const kept = second.rows.filter((r, i) => r === first.rows[i]).length;
    const same = second.rows.filter(
      (r, i) => Array.from(r?.data ?? []).join() === Array.from(first.rows[i]?.data ?? []).join(),
    ).length;
    expect(second.rows[7]).not.toBe(first.rows[7]);
    expect(kept).toBe(same);
    expect(kept).toBeGreaterThan(0);
  });
});
