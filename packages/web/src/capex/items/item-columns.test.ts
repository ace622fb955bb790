import {
  BUILDING_ELEMENT_IDS,
  CAPEX_ITEM_MESSAGES,
  CAPEX_PRIORITIES,
  MAX_ITEM_CENTS,
} from '@taxdep/domain/capex';
import { readClipboardBlock, writeClipboardBlock } from '@taxdep/domain/paste';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK_ITEM, ITEM_COLUMNS, type ItemFields } from './item-columns';
import { columnsOfHeader, readRow, rowCells } from './item-rows';

/** Text as a cell keeps it: no blank ends (a cell is read trimmed), tabs, line breaks and quotes allowed inside. */
const cellText = (max: number) =>
  fc
    .string({ maxLength: max, unit: fc.constantFrom('a', 'Z', ' ', '\t', '\n', '"', 'é', ',', '$', '1') })
    .map((text) => text.trim());

const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const itemFields: fc.Arbitrary<ItemFields> = fc.record({
  element: fc.constantFrom(...BUILDING_ELEMENT_IDS),
  description: cellText(40),
  location: cellText(20),
  condition: orNull(fc.integer({ min: 0, max: 200 })),
  quantity: orNull(fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => n / 1000)),
  unit: cellText(5),
  unitRateCents: orNull(fc.integer({ min: 0, max: MAX_ITEM_CENTS })),
  lumpSumCents: orNull(fc.integer({ min: 0, max: MAX_ITEM_CENTS })),
  yearInstalled: orNull(fc.integer({ min: 1900, max: 2200 })),
  age: orNull(fc.integer({ min: 0, max: 200 })),
  lifeYears: orNull(fc.integer({ min: 0, max: 200 })),
  remainingLifeOverride: orNull(fc.integer({ min: 0, max: 200 })),
  remainingLifeReason: cellText(30),
  expenditure: fc.constantFrom('capital' as const, 'repairs' as const),
  priority: orNull(fc.constantFrom(...CAPEX_PRIORITIES.map((p) => p.id))),
  note: cellText(30),
  taxCode: orNull(cellText(20).filter((code) => code !== '')),
  effectiveLifeYears: orNull(fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100)),
  replacesAssetId: fc.constant(null),
});

describe('the items grid columns (issue 27 item 2)', () => {
  it('a row written as cells and pasted from the clipboard reads back with every field kept', () => {
    fc.assert(
      fc.property(fc.array(itemFields, { minLength: 1, maxLength: 4 }), (items) => {
        const block = readClipboardBlock(writeClipboardBlock(items.map(rowCells)));
        expect(block).toHaveLength(items.length);
        block.forEach((cells, index) => {
          const read = readRow(cells, ITEM_COLUMNS);
          expect(read.problems).toEqual([]);
          expect(read.fields).toEqual(items[index]);
        });
      }),
    );
  });

  it('reads labels, ids and the usual short forms, and names what it cannot read', () => {
    const cells = [
      'Roof and facade',
      'Membrane',
      'Level 12',
      'Poor',
      '1,200.5',
      'm²',
      '$85.00',
      '',
      '2008',
      '',
      '20',
      '',
      '',
      'R&M',
      'high',
    ];
    const read = readRow(cells, ITEM_COLUMNS);
    expect(read.problems).toEqual([]);
    expect(read.fields).toMatchObject({
      element: 'roofFacade',
      condition: 2,
      quantity: 1200.5,
      unitRateCents: 8500,
      lumpSumCents: null,
      yearInstalled: 2008,
      lifeYears: 20,
      expenditure: 'repairs',
      priority: 'high',
    });
    const bad = readRow(['Garden', 'x', '', '', '-3', '', '(5.00)', '', '1850'], ITEM_COLUMNS);
    expect(bad.problems.map((p) => p.key)).toEqual(['element', 'quantity', 'unitRateCents', 'yearInstalled']);
    expect(bad.fields.element).toBe(BLANK_ITEM.element);
    expect(bad.problems[3]?.message).toBe('Year installed must be a financial year from 1900 to 2200.');
  });

  it('finds columns by heading or alias in any order and case, and lists the unknown and the missing', () => {
    const found = columnsOfHeader([
      'DESCRIPTION',
      'Building element',
      'Cost',
      'Useful life',
      'Colour',
      'Year',
    ]);
    expect(found.columns.map((c) => c?.key ?? null)).toEqual([
      'description',
      'element',
      'lumpSumCents',
      'lifeYears',
      null,
      'yearInstalled',
    ]);
    expect(found.unknown).toEqual(['Colour']);
    expect(found.missing.map((c) => c.key)).not.toContain('description');
    expect(found.missing.map((c) => c.key)).toContain('quantity');
  });
});

describe('decimals a cell reads (the service refuses more, capex/items.ts)', () => {
  const column = (key: string) => ITEM_COLUMNS.find((c) => c.key === key);
  it('reads a quantity of three decimals and keeps four in the cell with the domain’s reason', () => {
    expect(column('quantity')?.read('12.345')).toEqual({ value: 12.345 });
    expect(column('quantity')?.read('12.3456')).toEqual({ problem: CAPEX_ITEM_MESSAGES.quantity });
  });
  it('reads an effective life of two decimals and keeps three in the cell with the domain’s reason', () => {
    expect(column('effectiveLifeYears')?.read('13.33')).toEqual({ value: 13.33 });
    expect(column('effectiveLifeYears')?.read('13.333')).toEqual({
      problem: CAPEX_ITEM_MESSAGES.effectiveLifeYears,
    });
  });
});
