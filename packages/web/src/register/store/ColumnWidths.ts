import { makeAutoObservable } from 'mobx';
import { ASSET_GRID_COLUMNS, type GridColumnKey, MIN_COLUMN_WIDTH } from '../columns';

/** Where the widths a surveyor chose are kept: this browser's storage, so they outlast the session. */
export const COLUMN_WIDTHS_STORAGE_KEY = 'taxdep.register.columnWidths';
const MAX_COLUMN_WIDTH = 800;

/** The part of the browser's storage the widths need (localStorage; absent in some tests). */
export interface WidthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The register grid's column widths (issue 16: "columns can be resized"), by column key, each between
 * MIN_COLUMN_WIDTH and 800 px. A width the user never changed is the column's default from columns.ts.
 */
export class ColumnWidths {
  chosen: Partial<Record<GridColumnKey, number>> = {};

  constructor(private readonly storage: WidthStorage | null) {
    makeAutoObservable<ColumnWidths, 'storage'>(this, { storage: false });
    this.chosen = readStored(storage);
  }

  widthOf(key: GridColumnKey): number {
    return this.chosen[key] ?? ASSET_GRID_COLUMNS.find((c) => c.key === key)?.width ?? 120;
  }

  /** Sets a column's width (a drag, or the arrow keys on its handle) and keeps it. */
  resize(key: GridColumnKey, width: number): void {
    this.chosen = { ...this.chosen, [key]: clampWidth(width) };
    try {
      this.storage?.setItem(COLUMN_WIDTHS_STORAGE_KEY, JSON.stringify(this.chosen));
    } catch {
      // Storage full or refused (private browsing): the width holds for this visit only.
    }
  }
}

function clampWidth(width: number): number {
  return Math.round(Math.max(MIN_COLUMN_WIDTH, Math.min(MAX_COLUMN_WIDTH, width)));
}

/** Widths stored by an earlier visit; anything unreadable or unknown is ignored, never trusted. */
function readStored(storage: WidthStorage | null): Partial<Record<GridColumnKey, number>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(COLUMN_WIDTHS_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const widths: Partial<Record<GridColumnKey, number>> = {};
  for (const column of ASSET_GRID_COLUMNS) {
    const value = (parsed as Record<string, unknown>)[column.key];
    if (typeof value === 'number' && Number.isFinite(value)) widths[column.key] = clampWidth(value);
  }
  return widths;
}
