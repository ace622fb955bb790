import { describe, expect, it } from 'vitest';
import { csvRecordsOf } from './csv-text';
import { canonicalLifeYears, readEffectiveLifeFile } from './table-file';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,diminishing_value_rate,prime_cost_rate,date_of_application,source';

describe('csvRecordsOf', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const records = csvRecordsOf('\ufeffa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,1');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 5, cells: ['last', '1'] },
    ]);
  });
});

describe('canonicalLifeYears', () => {
  it('keeps at most 2 decimals and drops trailing zeros, refusing zero and other text', () => {
    expect(canonicalLifeYears('10.00')).toBe('10');
    expect(canonicalLifeYears('47.50')).toBe('47.5');
    expect(canonicalLifeYears(' 13.33 ')).toBe('13.33');
    expect(canonicalLifeYears('007')).toBe('7');
    for (const bad of ['0', '0.00', '-5', '1.234', '12345', 'ten', '', '1e2']) {
      expect(canonicalLifeYears(bad), bad).toBeNull();
    }
  });
});

describe('readEffectiveLifeFile', () => {
  it('reads the rows of the reference layout, dated and undated', () => {
    const file = readEffectiveLifeFile(
      `${HEADER}\nB,,,Lifts,Lifts (incl. controls),30,6.67,3.33,2005-07-01,TR 2022/1\n` +
        'a,Rental,Residential property operators (67110),Assets generally,Carpet,10.00,,,,guide\n',
    );
    expect(file.problems).toEqual([]);
    expect(file.entries).toEqual([
      {
        line: 2,
        table: 'B',
        industry: '',
        subIndustry: '',
        assetGroup: 'Lifts',
        asset: 'Lifts (incl. controls)',
        effectiveLifeYears: '30',
        dateOfApplication: '2005-07-01',
        source: 'TR 2022/1',
      },
      expect.objectContaining({ line: 3, table: 'A', effectiveLifeYears: '10', dateOfApplication: null }),
    ]);
  });

  it('names the missing columns and reads no row', () => {
    const file = readEffectiveLifeFile('table,asset,effective_life_years\nA,Chair,10\n');
    expect(file.entries).toEqual([]);
    expect(file.problems).toEqual([
      {
        line: 1,
        message: 'Missing column(s): industry, sub_industry, asset_group, date_of_application.',
      },
    ]);
  });

  it('lists each bad row with its line and keeps the good ones', () => {
    const file = readEffectiveLifeFile(
      `${HEADER}\nC,,,G,Chair,10,,,2020-01-01,\nB,,,G,Chair,0,,,2020-01-01,\nB,,,G,,5,,,,\n` +
        'B,,,G,Desk,5,,,2020-02-30,\nB,,,,Desk,5,,,,\nB,,,G,Desk,5,,,2020-02-28,\n',
    );
    expect(file.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6]);
    expect(file.problems[0]!.message).toMatch(/table must be A or B/);
    expect(file.problems[1]!.message).toMatch(/effective_life_years/);
    expect(file.problems[3]!.message).toMatch(/date_of_application/);
    expect(file.entries.map((e) => e.line)).toEqual([7]);
  });

  it('says an empty file is empty', () => {
    expect(readEffectiveLifeFile('').problems).toEqual([{ line: 1, message: 'The file is empty.' }]);
  });
});
