import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KnownTaxCode, knownAfter, planEffectiveLifeLoad } from './load-plan';
import { readEffectiveLifeFile } from './table-file';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';

/** Cells near the rules' edges: few names (so rows meet), lives and dates valid or not, quotes and commas. */
const name = fc.constantFrom('Chair', 'chair ', 'Desk', 'Lifts', 'Pumps, water', 'Say "x"', '');
const life = fc.oneof(fc.constantFrom('10', '10.00', '7.5', '13.33', '0', '-1', 'x', ''), fc.string());
const date = fc.constantFrom('', '2004-07-01', '2019-07-01', '2026-07-01', '2026-02-30', 'soon');
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
const row = fc
  .tuple(fc.constantFrom('A', 'B', 'b', 'C'), name, fc.constantFrom('G', 'H'), name, life, date)
  .map(([t, industry, group, asset, years, d]) =>
    [t, industry, '', group, asset, years, d, 'src'].map(quote).join(','),
  );
const fileText = fc.array(row, { maxLength: 30 }).map((rows) => [HEADER, ...rows].join('\n'));

const knownCodes: fc.Arbitrary<KnownTaxCode[]> = fc
  .array(fc.tuple(fc.constantFrom('A' as const, 'B' as const), name, date, fc.constantFrom('10', '8')), {
    maxLength: 8,
  })
  .map((rows) =>
    rows.map(([table, asset, d, years], i) => ({
      code: `${table}${String(i + 1).padStart(4, '0')}`,
      table,
      industry: '',
      subIndustry: '',
      assetGroup: 'G',
      asset,
      lives: [{ effectiveLifeYears: years, dateOfApplication: /^\d{4}-07-01$/.test(d) ? d : null }],
    })),
  );

describe('effective-life load properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fileText), (text) => {
        const file = readEffectiveLifeFile(text);
        planEffectiveLifeLoad([], file);
      }),
    );
  });

  it('is idempotent: loading the same file a second time adds nothing', () => {
    fc.assert(
      fc.property(knownCodes, fileText, (known, text) => {
        const first = planEffectiveLifeLoad(known, readEffectiveLifeFile(text));
        const second = planEffectiveLifeLoad(knownAfter(known, first), readEffectiveLifeFile(text));
        expect(second.added).toEqual([]);
        expect(second.changed).toEqual([]);
        // The conflicts are the file's own, the same both times.
        expect(second.conflicts.length).toBeGreaterThanOrEqual(first.conflicts.length);
      }),
    );
  });

  it('keeps every code it knew and numbers new codes after them, never twice', () => {
    fc.assert(
      fc.property(knownCodes, fileText, (known, text) => {
        const plan = planEffectiveLifeLoad(known, readEffectiveLifeFile(text));
        const codes = [...known.map((k) => k.code), ...plan.added.map((a) => a.code)];
        expect(new Set(codes).size).toBe(codes.length);
        for (const change of plan.changed) {
          for (const code of change.codes) expect(known.some((k) => k.code === code)).toBe(true);
        }
      }),
    );
  });
});
