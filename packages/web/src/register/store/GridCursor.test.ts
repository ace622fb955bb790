import { describe, expect, it } from 'vitest';
import { ASSET_GRID_COLUMNS } from '../columns';
import { makeAsset } from '../testing/fake-port';
import { AssetRow } from './AssetRow';
import { GridCursor, HEADER_ROW } from './GridCursor';

const COLUMNS = ASSET_GRID_COLUMNS.filter((c) =>
  ['select', 'id', 'description', 'originalCost'].includes(c.key),
);

function cursorOver(rows: AssetRow[], canEdit = (row: AssetRow) => !row.readOnly) {
  return new GridCursor({ rows: () => rows, columns: () => COLUMNS, canEdit });
}

describe('GridCursor (issue 16: the register grid’s active cell)', () => {
  const rows = [
    new AssetRow(makeAsset(1)),
    new AssetRow(makeAsset(2, { readOnly: true })),
    new AssetRow(makeAsset(3)),
  ];

  it('starts on the first row’s Asset ID and keeps moves inside the grid, the headers above the first row', () => {
    const cursor = cursorOver(rows);
    expect(cursor.active).toEqual({ rowKey: rows[0]?.key, columnKey: 'id' });
    expect(cursor.offset(-1, 0)).toEqual({ rowKey: HEADER_ROW, columnKey: 'id' });
    expect(cursor.offset(-5, -5)).toEqual({ rowKey: HEADER_ROW, columnKey: 'select' });
    expect(cursor.offset(9, 9)).toEqual({ rowKey: rows[2]?.key, columnKey: 'originalCost' });
    expect(cursor.edge(true, true)).toEqual({ rowKey: rows[2]?.key, columnKey: 'originalCost' });
  });

  it('Tab runs row after row and ends at either end of the asset rows', () => {
    const cursor = cursorOver(rows);
    cursor.setActive({ rowKey: rows[0]?.key ?? '', columnKey: 'originalCost' });
    expect(cursor.next(false)).toEqual({ rowKey: rows[1]?.key, columnKey: 'select' });
    cursor.setActive({ rowKey: rows[0]?.key ?? '', columnKey: 'select' });
    expect(cursor.next(true)).toBeNull();
    cursor.setActive({ rowKey: rows[2]?.key ?? '', columnKey: 'originalCost' });
    expect(cursor.next(false)).toBeNull();
  });

  it('edits only editable columns of rows that may change; a move ends the edit', () => {
    const cursor = cursorOver(rows);
    expect(cursor.startEditing()).toBe(false);
    cursor.setActive({ rowKey: rows[1]?.key ?? '', columnKey: 'description' });
    expect(cursor.startEditing('x')).toBe(false);
    cursor.setActive({ rowKey: rows[0]?.key ?? '', columnKey: 'description' });
    expect(cursor.startEditing('x')).toBe(true);
    expect(cursor.seed).toBe('x');
    expect(cursor.isEditing(rows[0]?.key ?? '', 'description')).toBe(true);
    expect(cursor.activeColumnOf(rows[0]?.key ?? '')).toBe('description');
    expect(cursor.activeColumnOf(rows[2]?.key ?? '')).toBeNull();
    cursor.setActive({ rowKey: rows[2]?.key ?? '', columnKey: 'description' });
    expect(cursor.editing).toBe(false);
  });

  it('falls back to the first row when the active row leaves the page (a reload)', () => {
    const list = [...rows];
    const cursor = cursorOver(list);
    cursor.setActive({ rowKey: rows[2]?.key ?? '', columnKey: 'description' });
    list.pop();
    expect(cursor.active).toEqual({ rowKey: rows[0]?.key, columnKey: 'description' });
  });
});
