import { describe, expect, it } from 'vitest';
import { type KnownTaxCode, knownAfter, planEffectiveLifeLoad, planIsLoadable } from './load-plan';
import { readEffectiveLifeFile } from './table-file';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';
const R = 'A,Rental,Residential property operators (67110),Assets generally';

/** The seed's carpet: three codes of one asset, as the seed numbered each dated row (seed/tax-codes.ts). */
const known: KnownTaxCode[] = [
  ...[
    ['A0001', '10.00', null],
    ['A0002', '10.00', '2004-07-01'],
    ['A0003', '8.00', '2019-07-01'],
  ].map(([code, life, date]) => ({
    code: code!,
    table: 'A' as const,
    industry: 'Rental',
    subIndustry: 'Residential property operators (67110)',
    assetGroup: 'Assets generally',
    asset: 'Carpet',
    lives: [{ effectiveLifeYears: life!, dateOfApplication: date ?? null }],
  })),
  {
    code: 'B0007',
    table: 'B',
    industry: '',
    subIndustry: '',
    assetGroup: 'Lifts',
    asset: 'Lifts',
    lives: [{ effectiveLifeYears: '30.00', dateOfApplication: '2005-07-01' }],
  },
  { ...{ code: 'C0001', table: 'A', industry: '', subIndustry: '', assetGroup: 'x', asset: 'x' }, lives: [] },
] as KnownTaxCode[];

const plan = (rows: string) => planEffectiveLifeLoad(known, readEffectiveLifeFile(`${HEADER}\n${rows}`));

describe('planEffectiveLifeLoad', () => {
  it('finds nothing new in rows the table holds, whatever the case, spacing or decimals', () => {
    const p = plan(`${R},Carpet,10,,\n${R},carpet ,10.0,2004-07-01,\nB,,,Lifts,Lifts,30,2005-07-01,`);
    expect(p).toMatchObject({ added: [], changed: [], conflicts: [], unchanged: 3 });
  });

  it('adds a revised life as a new dated life of every code of the asset, showing old → new', () => {
    const p = plan(`${R},Carpet,7,2026-07-01,TR x`);
    expect(p.added).toEqual([]);
    expect(p.changed).toEqual([
      {
        codes: ['A0001', 'A0002', 'A0003'],
        line: 2,
        assetGroup: 'Assets generally',
        asset: 'Carpet',
        dateOfApplication: '2026-07-01',
        previousLifeYears: '8',
        effectiveLifeYears: '7',
        source: 'TR x',
      },
    ]);
  });

  it('gives a new asset the next code of its table, and its other dated rows the same code', () => {
    const p = plan(
      'B,,,Pumps,Water pumps,15,2020-07-01,s\nB,,,Pumps,Water pumps,12,2025-07-01,s\nA,,,G,Kettle,3,,s',
    );
    expect(p.added.map((a) => [a.code, a.asset, a.lives])).toEqual([
      [
        'B0008',
        'Water pumps',
        [
          { effectiveLifeYears: '15', dateOfApplication: '2020-07-01' },
          { effectiveLifeYears: '12', dateOfApplication: '2025-07-01' },
        ],
      ],
      ['A0004', 'Kettle', [{ effectiveLifeYears: '3', dateOfApplication: null }]],
    ]);
  });

  it('refuses another life at a date the asset has: a load adds, it never overwrites', () => {
    const p = plan(`${R},Carpet,9,2019-07-01,`);
    expect(p.changed).toEqual([]);
    expect(p.conflicts).toEqual([
      {
        codes: ['A0001', 'A0002', 'A0003'],
        line: 2,
        asset: 'Carpet',
        dateOfApplication: '2019-07-01',
        storedLifeYears: '8',
        fileLifeYears: '9',
      },
    ]);
    expect(planIsLoadable(p)).toBe(false);
  });

  it('adds nothing when the same file is loaded again', () => {
    const text = `${HEADER}\n${R},Carpet,7,2026-07-01,\nB,,,Pumps,Water pumps,15,2020-07-01,`;
    const first = planEffectiveLifeLoad(known, readEffectiveLifeFile(text));
    const second = planEffectiveLifeLoad(knownAfter(known, first), readEffectiveLifeFile(text));
    expect(first.added.length + first.changed.length).toBe(2);
    expect(second).toMatchObject({ added: [], changed: [], conflicts: [], unchanged: 2 });
  });
});
