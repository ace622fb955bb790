import { makeAutoObservable } from 'mobx';
import type { AssetRow } from './AssetRow';

/** What the selection reads from the register: the rows of the page and the report's read-only flag. */
interface SelectionSource {
  readonly rows: readonly AssetRow[];
  readonly readOnly: boolean;
}

/**
 * The ticked rows of the page (docs/product/asset-register.md "Bulk bar", select-all). docs/product/states-and-permissions.md#roles-and-permissions: nothing can be ticked on a read-only
 * report, nor a read-only asset, nor the new row of Add Asset before the service has stored it.
 */
export class RowSelection {
  constructor(private readonly source: SelectionSource) {
    makeAutoObservable<RowSelection, 'source'>(this, { source: false });
  }

  get selectable(): AssetRow[] {
    if (this.source.readOnly) return [];
    return this.source.rows.filter((row) => !row.isNew && !row.readOnly);
  }

  get selected(): AssetRow[] {
    return this.source.rows.filter((row) => row.selected);
  }

  get count(): number {
    return this.selected.length;
  }

  get allSelected(): boolean {
    const rows = this.selectable;
    return rows.length > 0 && rows.every((row) => row.selected);
  }

  toggle(row: AssetRow): void {
    if (this.selectable.includes(row)) row.setSelected(!row.selected);
  }

  selectAll(selected: boolean): void {
    this.clear();
    if (selected) for (const row of this.selectable) row.setSelected(true);
  }

  clear(): void {
    for (const row of this.source.rows) row.setSelected(false);
  }
}
