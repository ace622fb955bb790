/**
 * A forecast's items saved and deleted (issue 27 item 2; docs/api.md "Capex forecasts"). Items are stored as sent:
 * the wire's schema bounds every value, and the domain's validateCapexItem judges them when they are read, so an
 * item in error is kept and answered with its errors (the grid marks the cells) and the forecast leaves it out and
 * lists it. Each write is recorded for the report's History: who added, changed (field by field) or removed which
 * item; as the register's history does (015_report_workflow.sql), more than 20 items in one call are one line.
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexItemsDeleted, CapexItemsSave, CapexItemsSaved } from '@taxdep/domain';
import { MAX_EFFECTIVE_LIFE_DECIMALS, MAX_QUANTITY_DECIMALS } from '@taxdep/domain/capex';
import { decimalPlaces } from '@taxdep/domain/format';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../http/http-error';
import { MAX_DB_INTEGER } from '../http/input-limits';
import { assertMayEdit } from '../kernel/edit-permission';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { type CapexItemRow, columnsOfRow, columnsOfSave, itemChanges, wireOfRow } from './wire';

type Db = Kysely<Database>;

/** Above this many items of one kind in one call, the History has one line with the count. */
export const LISTED_CHANGES = 20;

/** An item id as sent (text), or null when it names no stored item at all. */
function storedIdOf(itemId: string | null | undefined): number | null | 'new' {
  if (itemId === undefined || itemId === null || itemId.trim() === '') return 'new';
  if (!/^[1-9][0-9]{0,9}$/.test(itemId.trim())) return null;
  const id = Number(itemId.trim());
  return id <= MAX_DB_INTEGER ? id : null;
}

async function writableForecast(
  trx: Parameters<typeof repo.lockForecast>[0],
  reportId: number,
  userId: number,
) {
  const forecast = await repo.lockForecast(trx, reportId, 'share');
  if (!forecast) throw notFound(`Capex forecast ${reportId} does not exist.`);
  assertMayEdit(forecast, userId);
  return forecast;
}

/** The History's lines of one call's items of one kind: one per item, or one with the count. */
function changeLines(
  action: 'added' | 'changed' | 'removed',
  items: { id: number; label: string; fields: itemRepo.ChangeInsert['fields'] }[],
): itemRepo.ChangeInsert[] {
  if (items.length > LISTED_CHANGES) {
    return [{ item_id: null, action, item_count: items.length, item_label: null, fields: null }];
  }
  return items.map((item) => ({
    item_id: item.id,
    action,
    item_count: 1,
    item_label: item.label,
    fields: item.fields,
  }));
}

/**
 * Issue 10 item 2 at the boundary: a quantity or an effective life with more decimals than the domain's rule allows
 * (three and two, capex/validation.ts) is refused whole, naming the item and the field, as the register refuses an
 * amount of more decimals than cents. The grid and the import never send one: they say so at the cell
 * (web capex/items/cell-readers.ts). Every other error of an item is stored with it and named in its `errors`.
 */
function refuseExcessDecimals(body: CapexItemsSave): void {
  const limits = [
    ['quantity', MAX_QUANTITY_DECIMALS],
    ['effectiveLifeYears', MAX_EFFECTIVE_LIFE_DECIMALS],
  ] as const;
  body.items.forEach((item, k) => {
    for (const [field, places] of limits) {
      const value = item[field];
      if (value === null || value === undefined) continue;
      const written = decimalPlaces(String(value));
      if (written === null || written > places) {
        throw badRequest(`items/${k}/${field} has more than ${places} decimals; nothing was saved.`);
      }
    }
  });
}

/** PUT /CapexReports/{id}/items: adds the items without an id and replaces the fields of those with one. */
export async function saveItems(
  db: Db,
  request: { reportId: number; body: CapexItemsSave; userId: number },
): Promise<CapexItemsSaved> {
  const { reportId, body, userId } = request;
  refuseExcessDecimals(body);
  const sent = body.items.map((item) => ({ item, id: storedIdOf(item.itemId) }));
  const refused = sent.find((s) => s.id === null);
  if (refused) throw notFound(`Item ${refused.item.itemId} is not an item of capex forecast ${reportId}.`);
  const updateIds = sent.flatMap((s) => (typeof s.id === 'number' ? [s.id] : []));
  const twice = updateIds.find((id, i) => updateIds.indexOf(id) !== i);
  if (twice !== undefined) throw badRequest(`Item ${twice} is sent twice; send each item once.`);

  const saved = await db.transaction().execute(async (trx) => {
    const forecast = await writableForecast(trx, reportId, userId);
    const before = new Map((await itemRepo.lockItems(trx, reportId, updateIds)).map((row) => [row.id, row]));
    const missing = updateIds.find((id) => !before.has(id));
    if (missing !== undefined) {
      throw notFound(`Item ${missing} is not an item of capex forecast ${reportId}; nothing was saved.`);
    }
    const updates = sent.flatMap((s) =>
      typeof s.id === 'number' ? [{ id: s.id, ...columnsOfSave(s.item) }] : [],
    );
    const additions = sent.filter((s) => s.id === 'new').map((s) => columnsOfSave(s.item));
    const updated = new Map((await itemRepo.updateItems(trx, reportId, updates)).map((row) => [row.id, row]));
    const inserted = await itemRepo.insertItems(trx, reportId, additions);

    const changed = updates.flatMap((update) => {
      const old = before.get(update.id) as CapexItemRow;
      const fields = itemChanges(columnsOfRow(old), columnsOfRow(updated.get(update.id) as CapexItemRow));
      return Object.keys(fields).length === 0
        ? []
        : [{ id: update.id, label: update.description || old.description, fields }];
    });
    await itemRepo.insertChanges(trx, reportId, userId, [
      ...changeLines(
        'added',
        inserted.map((row) => ({ id: row.id, label: row.description, fields: null })),
      ),
      ...changeLines('changed', changed),
    ]);
    if (updates.length + additions.length > 0) await itemRepo.touchReport(trx, reportId);

    // The answer in the order sent: each update's row by its id, the additions in their order.
    let next = 0;
    const rows = sent.map((s) =>
      typeof s.id === 'number' ? (updated.get(s.id) as CapexItemRow) : (inserted[next++] as CapexItemRow),
    );
    return { rows, baseYear: forecast.base_year };
  });
  return { items: saved.rows.map((row) => wireOfRow(row, saved.baseYear)) };
}

/** POST /CapexReports/{id}/items/delete: deletes the forecast's items among those named; answers how many. */
export async function deleteItems(
  db: Db,
  request: { reportId: number; itemIds: string[]; userId: number },
): Promise<CapexItemsDeleted> {
  const { reportId, userId } = request;
  // An id that names no item of this forecast deletes nothing, as the register's delete does.
  const ids = [
    ...new Set(request.itemIds.map(storedIdOf).filter((id): id is number => typeof id === 'number')),
  ];
  const deleted = await db.transaction().execute(async (trx) => {
    await writableForecast(trx, reportId, userId);
    const removed = await itemRepo.deleteItems(trx, reportId, ids);
    await itemRepo.insertChanges(
      trx,
      reportId,
      userId,
      changeLines(
        'removed',
        removed.map((row) => ({ id: row.id, label: row.description, fields: null })),
      ),
    );
    if (removed.length > 0) await itemRepo.touchReport(trx, reportId);
    return removed.length;
  });
  return { deleted };
}
