import type { CapexItemSave, CapexItemWire } from '@taxdep/domain';
import { type CapexItemError, validateCapexItem } from '@taxdep/domain/capex';
import { makeAutoObservable } from 'mobx';
import type { ItemFieldKey, ItemFields } from './item-columns';

let nextKey = 1;

/**
 * One row of the items grid: the item's fields as the grid holds them, its id once stored, and which edits the
 * service has not stored yet (`revision` runs ahead of `savedRevision`), so only changed rows are sent.
 */
export class ItemRow {
  /** The row's key in the grid, kept while a new row gets its id. */
  readonly key: string;
  itemId: string | null;
  fields: ItemFields;
  revision = 0;
  savedRevision = 0;
  selected = false;

  constructor(itemId: string | null, fields: ItemFields) {
    this.key = `item-${nextKey++}`;
    this.itemId = itemId;
    this.fields = fields;
    makeAutoObservable(this, { key: false });
  }

  static fromWire(item: CapexItemWire): ItemRow {
    const { itemId, errors: _errors, ...fields } = item;
    return new ItemRow(itemId, fields);
  }

  /** A new row's edits are saved once it has some; an untouched new row is not stored. */
  get dirty(): boolean {
    return this.revision > this.savedRevision;
  }

  set(key: ItemFieldKey, value: ItemFields[ItemFieldKey]): void {
    if (this.fields[key] === value) return;
    (this.fields as Record<ItemFieldKey, unknown>)[key] = value;
    this.revision += 1;
  }

  /** The save of this row as it is now. */
  get save(): CapexItemSave {
    return this.itemId === null ? { ...this.fields } : { ...this.fields, itemId: this.itemId };
  }

  /** The service stored the row as sent at `revision`: later edits stay to be saved. */
  stored(item: CapexItemWire, revision: number): void {
    this.itemId = item.itemId;
    this.savedRevision = Math.max(this.savedRevision, revision);
  }

  /** The domain's verdict on the row (validateCapexItem), as the forecast will judge it. */
  errorsAt(baseYear: number | null): CapexItemError[] {
    return validateCapexItem({ id: this.itemId ?? this.key, ...this.fields }, baseYear);
  }
}
