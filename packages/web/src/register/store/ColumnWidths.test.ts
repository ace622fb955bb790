import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS_STORAGE_KEY, ColumnWidths } from './ColumnWidths';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => values.set(key, v),
  };
}

describe('ColumnWidths (issue 16: columns can be resized)', () => {
  it('starts from the defaults, keeps a chosen width within bounds, and stores it', () => {
    const storage = memory();
    const widths = new ColumnWidths(storage);
    expect(widths.widthOf('description')).toBe(210);
    widths.resize('description', 10);
    expect(widths.widthOf('description')).toBe(48);
    widths.resize('description', 5000);
    expect(widths.widthOf('description')).toBe(800);
    expect(new ColumnWidths(storage).widthOf('description')).toBe(800);
  });

  it('ignores stored text that is not widths', () => {
    expect(new ColumnWidths(memory({ [COLUMN_WIDTHS_STORAGE_KEY]: '{not json' })).widthOf('id')).toBe(100);
    const odd = memory({
      [COLUMN_WIDTHS_STORAGE_KEY]: JSON.stringify({ id: 'wide', nothing: 90, supplier: 99.6 }),
    });
    const widths = new ColumnWidths(odd);
    expect(widths.widthOf('id')).toBe(100);
    expect(widths.widthOf('supplier')).toBe(100);
    expect(widths.chosen).toEqual({ supplier: 100 });
  });
});
