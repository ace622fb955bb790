/**
 * The SQL of Copy Previous Asset Register (issue 11: SQL only in repositories): the earlier registers of a property,
 * and the copy's set-based statements, run in the caller's transaction (service.ts holds the rules).
 */

import type { Database } from '@taxdep/db/schema';
import { sql, type Transaction } from 'kysely';
import { RECORD_COLUMNS } from '../kernel/asset-columns';
import type { Db } from '../kernel/record-repository';
import { columnList } from '../kernel/record-repository';

type Trx = Transaction<Database>;

/** The other reports of the property (properties.master_id), newest first, with their asset counts. */
export async function findOtherRegisters(db: Db, masterId: string, reportId: number) {
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .select([
      'r.id',
      'r.eofy_report_date',
      'r.assessment_date',
      's.status',
      (eb) =>
        eb
          .selectFrom('assets as a')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('a.report_id', '=', 'r.id')
          .as('number_of_assets'),
    ])
    .where('p.master_id', '=', masterId)
    .where('r.id', '<>', reportId)
    // Issue 27: a capex forecast of the property has no register to copy.
    .where('r.kind', '=', 'depreciation')
    .orderBy(sql`r.eofy_report_date desc nulls last`)
    .orderBy(sql`r.assessment_date desc nulls last`)
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, number_of_assets: Number(r.number_of_assets ?? 0) }));
}

/**
 * Creates in the target the source's labels that copied assets use and the target lacks by name (ignoring case);
 * answers how many it created.
 */
export async function copyUsedLabels(trx: Trx, sourceId: number, targetId: number): Promise<number> {
  const created = await sql<{ id: number }>`
    insert into abandonment_labels (report_id, label, abandonment_date)
    select ${targetId}, l.label, l.abandonment_date from abandonment_labels l
    where l.report_id = ${sourceId}
      and exists (select 1 from assets a where a.abandonment_label_id = l.id)
      and not exists (select 1 from abandonment_labels t where t.report_id = ${targetId} and lower(t.label) = lower(l.label))
    order by l.id
    returning id`.execute(trx);
  return created.rows.length;
}

/** Columns copied as they are: every field of the record (asset-columns.ts); not ids, report, label, flags or verdict. */
const COPIED = columnList(RECORD_COLUMNS);
const COPIED_FROM_SOURCE = columnList(RECORD_COLUMNS, 'a');

/**
 * Copies the source's assets and their demolitions into the target, each asset linked with the target's label of
 * its label's name; answers the counts.
 */
export async function copyAssetsWithDemolitions(
  trx: Trx,
  sourceId: number,
  targetId: number,
): Promise<{ assets: number; demolitions: number }> {
  // New ids are drawn first so demolitions can follow their asset without relying on RETURNING order.
  const mapping = await sql<{ old_id: number; new_id: number }>`
    select a.id as old_id, nextval(pg_get_serial_sequence('assets', 'id'))::integer as new_id
    from assets a where a.report_id = ${sourceId} order by a.id`.execute(trx);
  const oldIds = mapping.rows.map((m) => m.old_id);
  const newIds = mapping.rows.map((m) => m.new_id);
  await sql`
    insert into assets (id, report_id, abandonment_label_id, ${COPIED})
    select m.new_id, ${targetId}, tl.id, ${COPIED_FROM_SOURCE}
    from unnest(${oldIds}::integer[], ${newIds}::integer[]) as m(old_id, new_id)
    join assets a on a.id = m.old_id
    left join abandonment_labels sl on sl.id = a.abandonment_label_id
    left join abandonment_labels tl on tl.report_id = ${targetId} and lower(tl.label) = lower(sl.label)
    order by m.new_id`.execute(trx);
  const demolitions = await sql`
    insert into demolitions (asset_id, demo_date, rate, adjusted_historical_cost, adjusted_annual_depreciation)
    select m.new_id, d.demo_date, d.rate, d.adjusted_historical_cost, d.adjusted_annual_depreciation
    from unnest(${oldIds}::integer[], ${newIds}::integer[]) as m(old_id, new_id)
    join demolitions d on d.asset_id = m.old_id
    order by m.new_id, d.id`.execute(trx);
  return { assets: newIds.length, demolitions: Number(demolitions.numAffectedRows ?? 0n) };
}
