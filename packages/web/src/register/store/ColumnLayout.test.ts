import type { KeyValueStore } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_LAYOUT_KEY_PREFIX,
  ColumnLayout,
  DEFAULT_COLUMN_ORDER,
  DEFAULT_HIDDEN_COLUMNS,
} from './ColumnLayout';

function memory(entries: Record<string, string> = {}): KeyValueStore & { values: Map<string, string> } {
  const values = new Map(Object.entries(entries));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const everyFlag = () => true;
const keys = (layout: ColumnLayout) => layout.columns(everyFlag).map((c) => c.key);

describe('the grid’s column layout (issue 26 item 1)', () => {
  it('starts with the tick, the id and the description, then the code, the cost, the dates, the method and the rate', () => {
    const layout = new ColumnLayout(null);
    layout.load();
    expect(keys(layout).slice(0, 11)).toEqual([
      'select',
      'id',
      'description',
      'assetCode',
      'originalCost',
      'invoiceDate',
      'depreciationCommencementDate',
      'financialYearEndDate',
      'depreciationMethod',
      'depreciationRate',
      'depreciationCategory',
    ]);
    expect(keys(layout)).toContain('disposalDate');
    expect(keys(layout)).not.toContain('supplier');
  });

  it('shows, hides and moves a column, keeps it per user, and resets to the default', () => {
    const storage = memory();
    let user: number | null = 7;
    const layout = new ColumnLayout({ storage, userId: () => user });
    layout.load();
    layout.setHidden('supplier', false);
    layout.move('depreciationRate', -1);
    layout.move('assetCode', -1);
    expect(keys(layout)).toContain('supplier');
    expect(keys(layout).indexOf('depreciationRate')).toBeLessThan(keys(layout).indexOf('depreciationMethod'));
    expect(storage.values.has(`${COLUMN_LAYOUT_KEY_PREFIX}7`)).toBe(true);

    const again = new ColumnLayout({ storage, userId: () => user });
    again.load();
    expect(again.order).toEqual(layout.order);
    user = 8;
    again.load();
    expect(again.isDefault).toBe(true);

    user = 7;
    again.load();
    again.reset();
    expect(again.isDefault).toBe(true);
    expect(storage.values.has(`${COLUMN_LAYOUT_KEY_PREFIX}7`)).toBe(false);
  });

  it('Manage Output’s flags still hide their columns', () => {
    const layout = new ColumnLayout(null);
    layout.load();
    expect(layout.columns((flag) => flag !== 'locationFlag').map((c) => c.key)).not.toContain('location');
  });

  it('a kept layout is never trusted: unknown keys go, columns added since take their default place', () => {
    const storage = memory({
      [`${COLUMN_LAYOUT_KEY_PREFIX}anyone`]: JSON.stringify({
        order: ['depreciationRate', 'nope'],
        hidden: [1],
      }),
    });
    const layout = new ColumnLayout({ storage, userId: () => null });
    layout.load();
    expect(layout.order[0]).toBe('depreciationRate');
    expect([...layout.order].sort()).toEqual([...DEFAULT_COLUMN_ORDER].sort());
    expect([...layout.hidden].sort()).toEqual([...DEFAULT_HIDDEN_COLUMNS].sort());
    const broken = new ColumnLayout({
      storage: memory({ [`${COLUMN_LAYOUT_KEY_PREFIX}anyone`]: '{' }),
      userId: () => null,
    });
    broken.load();
    expect(broken.isDefault).toBe(true);
  });
});
