/**
 * Copy Previous Asset Register (docs/product/asset-register.md popup, 3 "Previous asset register entry", 4: only in In Progress and QA
 * Review). The spec leaves the calls open ("not shown"); the design is in docs/api.md "Copy Previous Asset Register":
 * - the earlier registers are the other reports of the same property (properties.master_id), newest first;
 * - a copy appends the source's assets to the target's register in one transaction, with their demolitions and
 *   their abandonment labels (a label of the same name in the target is reused, otherwise it is created with its
 *   abandonment date), as editable rows (read_only false: the flag belongs to the source report's copy).
 */

import type { PreviousRegisterEntry } from '@taxdep/domain';
import { allowsCopyPrevious, COPY_PREVIOUS_STATUSES } from '@taxdep/domain/report';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, HttpError } from '../http/http-error';
import type { Db } from '../register-model/records';
import { findReportState, writableReport } from '../register-model/report-state';
import { judgeUnjudgedAssets } from '../register-model/verdicts';

export async function listPreviousRegisters(db: Db, reportId: number): Promise<PreviousRegisterEntry[]> {
  const report = await findReportState(db, reportId);
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
    .where('p.master_id', '=', report.masterId)
    .where('r.id', '<>', reportId)
    .orderBy(sql`r.eofy_report_date desc nulls last`)
    .orderBy(sql`r.assessment_date desc nulls last`)
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    endoffinyearreportdate: r.eofy_report_date,
    assessmentDate: r.assessment_date,
    status: r.status,
    numberOfAssets: Number(r.number_of_assets ?? 0),
  }));
}

export interface CopyAnswer {
  copiedAssets: number;
  copiedDemolitions: number;
  /** Labels created in the target (labels of the same name already there are reused). */
  createdLabels: number;
}

/** Columns copied as they are (everything but ids, report, label, flags and the verdict). */
const COPIED =
  sql.raw(`tax_code_id, category_id, method_id, fund_code, property_code, project_code, description,
  sub_category, location, supplier, invoice_number, invoice_date, depreciation_commencement_date,
  financial_year_end_date, original_cost, written_down_value, written_down_value_date, depreciation_rate,
  source_tax_rate, annual_depreciation_claim, historical_building_cost, disposal_date, termination_value`);

export async function copyAssetRegister(
  db: Kysely<Database>,
  targetId: number,
  sourceId: number,
): Promise<CopyAnswer> {
  if (sourceId === targetId) throw new HttpError(422, 'A report cannot copy its own register.');
  return db.transaction().execute(async (trx) => {
    const target = await writableReport(trx, targetId, 'update');
    if (!allowsCopyPrevious(target.status)) {
      throw conflict(
        `Copy Previous Asset Register is only allowed in ${COPY_PREVIOUS_STATUSES.join(' or ')}; report ${targetId} is ${target.status}.`,
      );
    }
    const source = await findReportState(trx, sourceId);
    if (source.masterId !== target.masterId) {
      throw new HttpError(
        422,
        `Report ${sourceId} is not a register of the same property as report ${targetId}.`,
      );
    }
    // Labels first: the target's label id for each source label used by the copied assets.
    const created = await sql<{ id: number }>`
      insert into abandonment_labels (report_id, label, abandonment_date)
      select ${targetId}, l.label, l.abandonment_date from abandonment_labels l
      where l.report_id = ${sourceId}
        and exists (select 1 from assets a where a.abandonment_label_id = l.id)
        and not exists (select 1 from abandonment_labels t where t.report_id = ${targetId} and lower(t.label) = lower(l.label))
      order by l.id
      returning id`.execute(trx);
    // New ids are drawn first so demolitions can follow their asset without relying on RETURNING order.
    const mapping = await sql<{ old_id: number; new_id: number }>`
      select a.id as old_id, nextval(pg_get_serial_sequence('assets', 'id'))::integer as new_id
      from assets a where a.report_id = ${sourceId} order by a.id`.execute(trx);
    const oldIds = mapping.rows.map((m) => m.old_id);
    const newIds = mapping.rows.map((m) => m.new_id);
    await sql`
      insert into assets (id, report_id, abandonment_label_id, ${COPIED})
      select m.new_id, ${targetId}, tl.id, ${COPIED}
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
    // The copies carry no verdict yet (trigger); judge them inside the copy so error mode is right at once.
    await judgeUnjudgedAssets(trx, { reportId: targetId });
    return {
      copiedAssets: newIds.length,
      copiedDemolitions: Number(demolitions.numAffectedRows ?? 0n),
      createdLabels: created.rows.length,
    };
  });
}
