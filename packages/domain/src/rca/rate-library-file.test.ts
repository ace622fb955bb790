/** The rate library's file (issue 28 item 3): read with every problem named, loaded without rewriting a held rate. */
import { describe, expect, it } from 'vitest';
import { planRateLibraryLoad, ratesInForce, readRateLibraryFile } from './rate-library-file';

const HEADINGS = 'building_type,location,rate_per_m2,priced_on,source';

describe('the rate library file', () => {
  it('reads rates as people write them, exactly in cents', () => {
    const file = readRateLibraryFile(
      `${HEADINGS}\nOffice A grade,Sydney,"$4,250.50",2026-07-01,Firm cost plan 2026\r\nWarehouse,Melbourne,1450,2026-07-01,Firm cost plan 2026\n`,
    );
    expect(file.problems).toEqual([]);
    expect(file.rates.map((r) => [r.buildingType, r.rateCentsPerM2, r.line])).toEqual([
      ['Office A grade', 425_050, 2],
      ['Warehouse', 145_000, 3],
    ]);
  });

  it('names every bad cell with its line', () => {
    const file = readRateLibraryFile(
      `${HEADINGS}\n,Sydney,12.345,2026-13-01,\nOffice,Perth,0,2026-07-01,Plan\n`,
    );
    expect(file.rates).toEqual([]);
    expect(file.problems.map((p) => p.line)).toEqual([2, 2, 2, 2, 3]);
    expect(file.problems[0]?.message).toBe('Building type is required (at most 200 characters).');
  });

  it('refuses a file without the headings, and a repeated rate', () => {
    expect(readRateLibraryFile('type,place\n').problems[0]?.line).toBe(1);
    const twice = readRateLibraryFile(
      `${HEADINGS}\nOffice,Sydney,1,2026-07-01,A\noffice,SYDNEY,2,2026-07-01,B\n`,
    );
    expect(twice.problems).toEqual([
      { line: 3, message: 'The same building type, location and date as line 2.' },
    ]);
  });

  it('adds new rates, leaves equal ones and refuses to rewrite a held one', () => {
    const stored = [
      {
        buildingType: 'Office',
        location: 'Sydney',
        rateCentsPerM2: 100,
        pricedOn: '2026-07-01',
        source: 'A',
      },
    ];
    const file = readRateLibraryFile(
      `${HEADINGS}\nOffice,Sydney,1.00,2026-07-01,A\nOffice,Sydney,2.00,2025-07-01,A\nOffice,Sydney,3.00,2026-07-01,B\n`,
    );
    expect(file.problems).toEqual([
      { line: 4, message: 'The same building type, location and date as line 2.' },
    ]);
    const changed = readRateLibraryFile(`${HEADINGS}\nOffice,Sydney,3.00,2026-07-01,B\n`);
    expect(planRateLibraryLoad(file, stored)).toMatchObject({
      unchanged: 1,
      conflicts: [],
      added: [{ line: 3 }],
    });
    expect(planRateLibraryLoad(changed, stored).conflicts).toEqual([
      { line: 2, rate: expect.objectContaining({ rateCentsPerM2: 300 }), storedCentsPerM2: 100 },
    ]);
  });

  it('offers the latest rate priced on or before the assessment date per building type and location', () => {
    const rates = [
      { buildingType: 'Office', location: 'Sydney', rateCentsPerM2: 1, pricedOn: '2025-07-01', source: 'A' },
      { buildingType: 'Office', location: 'Sydney', rateCentsPerM2: 2, pricedOn: '2026-07-01', source: 'A' },
      { buildingType: 'Office', location: 'Sydney', rateCentsPerM2: 3, pricedOn: '2027-07-01', source: 'A' },
      {
        buildingType: 'Apartments',
        location: 'Sydney',
        rateCentsPerM2: 4,
        pricedOn: '2024-01-01',
        source: 'A',
      },
    ];
    expect(ratesInForce(rates, '2026-12-31').map((r) => r.rateCentsPerM2)).toEqual([4, 2]);
    expect(ratesInForce(rates, '2024-06-30').map((r) => r.rateCentsPerM2)).toEqual([4]);
  });
});
