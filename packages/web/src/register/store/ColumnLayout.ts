import type { KeyValueStore } from '@taxdep/domain/ports';
import { makeAutoObservable } from 'mobx';
import { ASSET_GRID_COLUMNS, type GridColumn, type GridColumnKey, type OptionalColumnFlag } from '../columns';

/**
 * Where a user's column layout is kept: this browser's local storage, one entry per signed-in user. The prefix is
 * one the sign-out's clearing of local storage keeps (adapters/storage `PREFERENCES_PREFIX`): a preference, not a
 * session's data.
 */
export const COLUMN_LAYOUT_KEY_PREFIX = 'taxdep.preferences.registerColumns.';

/** The columns every layout starts with, in place and always shown: the row's tick, its id and what it is. */
export const FIXED_COLUMNS: readonly GridColumnKey[] = ['select', 'id', 'description'];

/** The columns a user chooses and orders (issue 26 item 1), in the spec's order. */
export const CHOOSABLE_COLUMNS: readonly GridColumn[] = ASSET_GRID_COLUMNS.filter(
  (column) => !FIXED_COLUMNS.includes(column.key),
);

/**
 * The default layout (issue 26 item 1: "costs, dates and rates are always a sideways scroll away"): what a
 * surveyor reads first (the code, the cost, the dates, the method and the rate) next to the description, then the
 * category, the disposal (issue 26 item 4), the location, the carried values and the reason of a
 * customised rate. The
 * codes of the client's ledger, the supplier's invoice, the derived claim and issue 23's facts are one tick away
 * in Columns.
 */
export const DEFAULT_COLUMN_ORDER: readonly GridColumnKey[] = [
  'assetCode',
  'originalCost',
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'depreciationMethod',
  'depreciationRate',
  // Shown whole (issue 16 item 6), the category takes 300 pixels: after the rate, so the figures' inputs come first.
  'depreciationCategory',
  'disposalDate',
  'terminationValue',
  'location',
  'writtenDownValue',
  'writtenDownValueDate',
  'rateReason',
  'historicalBuildingCost',
  'demolition',
  'fundCode',
  'propertyCode',
  'projectCode',
  'subCategory',
  'supplier',
  'invoiceNumber',
  'annualDepreciationClaim',
  'setName',
  'secondHand',
  'constructionStartDate',
  'constructionCompletionDate',
  'constructionUse',
];
export const DEFAULT_HIDDEN_COLUMNS: readonly GridColumnKey[] = [
  'fundCode',
  'propertyCode',
  'projectCode',
  'subCategory',
  'supplier',
  'invoiceNumber',
  'annualDepreciationClaim',
  'setName',
  'secondHand',
  'constructionStartDate',
  'constructionCompletionDate',
  'constructionUse',
];

const CHOOSABLE_KEYS = new Set<string>(CHOOSABLE_COLUMNS.map((column) => column.key));

/** Who is signed in, and where the layout is kept; either may be absent (a test, a harness). */
export interface ColumnLayoutPreferences {
  storage: KeyValueStore | null;
  userId: () => number | null;
}

/**
 * The asset grid's column layout of the signed-in user (issue 26 item 1): which choosable columns show and in
 * which order, kept in this browser per user. Manage Output's flags (the report's, the service's) still hide their
 * optional columns on top of it: a column shows when both allow it.
 */
export class ColumnLayout {
  order: GridColumnKey[] = [...DEFAULT_COLUMN_ORDER];
  hidden: GridColumnKey[] = [...DEFAULT_HIDDEN_COLUMNS];
  chooserOpen = false;

  constructor(private readonly preferences: ColumnLayoutPreferences | null) {
    makeAutoObservable<ColumnLayout, 'preferences'>(this, { preferences: false });
  }

  private get storageKey(): string {
    return `${COLUMN_LAYOUT_KEY_PREFIX}${this.preferences?.userId() ?? 'anyone'}`;
  }

  /** Reads the signed-in user's layout (on opening the tab); anything unreadable gives the default. */
  load(): void {
    const stored = readLayout(this.preferences?.storage?.get(this.storageKey) ?? null);
    this.order = stored?.order ?? [...DEFAULT_COLUMN_ORDER];
    this.hidden = stored?.hidden ?? [...DEFAULT_HIDDEN_COLUMNS];
  }

  isHidden(key: GridColumnKey): boolean {
    return this.hidden.includes(key);
  }

  setHidden(key: GridColumnKey, hidden: boolean): void {
    if (!CHOOSABLE_KEYS.has(key) || this.isHidden(key) === hidden) return;
    this.hidden = hidden ? [...this.hidden, key] : this.hidden.filter((k) => k !== key);
    this.keep();
  }

  /** Moves a column one place up (-1) or down (+1) in the order; at either end it stays. */
  move(key: GridColumnKey, step: -1 | 1): void {
    const at = this.order.indexOf(key);
    const to = at + step;
    if (at < 0 || to < 0 || to >= this.order.length) return;
    const order = [...this.order];
    [order[at], order[to]] = [order[to] as GridColumnKey, key];
    this.order = order;
    this.keep();
  }

  /** Back to the default layout, and forgets the kept one. */
  reset(): void {
    this.order = [...DEFAULT_COLUMN_ORDER];
    this.hidden = [...DEFAULT_HIDDEN_COLUMNS];
    try {
      this.preferences?.storage?.remove(this.storageKey);
    } catch {
      // Storage refused (private browsing): the default holds for this visit.
    }
  }

  get isDefault(): boolean {
    return (
      this.order.join() === DEFAULT_COLUMN_ORDER.join() &&
      [...this.hidden].sort().join() === [...DEFAULT_HIDDEN_COLUMNS].sort().join()
    );
  }

  openChooser(): void {
    this.chooserOpen = true;
  }

  closeChooser(): void {
    this.chooserOpen = false;
  }

  /** The grid's columns in the user's order: the fixed ones, then each choosable one the layout and `shownByOutput` allow. */
  columns(shownByOutput: (flag: OptionalColumnFlag) => boolean): GridColumn[] {
    const byKey = new Map(ASSET_GRID_COLUMNS.map((column) => [column.key as GridColumnKey, column]));
    const fixed = FIXED_COLUMNS.map((key) => byKey.get(key) as GridColumn);
    const chosen = this.order
      .filter((key) => !this.isHidden(key))
      .map((key) => byKey.get(key) as GridColumn)
      .filter((column) => !('flag' in column) || shownByOutput(column.flag));
    return [...fixed, ...chosen];
  }

  private keep(): void {
    try {
      this.preferences?.storage?.set(
        this.storageKey,
        JSON.stringify({ order: this.order, hidden: this.hidden }),
      );
    } catch {
      // Storage full or refused: the layout holds for this visit only.
    }
  }
}

/**
 * A kept layout, never trusted: unknown keys are dropped, a column the kept order lacks (one added since) takes its
 * default place at the end and its default visibility.
 */
function readLayout(text: string | null): { order: GridColumnKey[]; hidden: GridColumnKey[] } | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { order, hidden } = parsed as { order?: unknown; hidden?: unknown };
  if (!Array.isArray(order) || !Array.isArray(hidden)) return null;
  const known = (keys: unknown[]) =>
    [...new Set(keys)].filter(
      (key): key is GridColumnKey => typeof key === 'string' && CHOOSABLE_KEYS.has(key),
    );
  const kept = known(order);
  const added = DEFAULT_COLUMN_ORDER.filter((key) => !kept.includes(key));
  return {
    order: [...kept, ...added],
    hidden: [...known(hidden), ...added.filter((key) => DEFAULT_HIDDEN_COLUMNS.includes(key))],
  };
}
