/**
 * Demolitions of an asset (docs/product/asset-register.md Demolition view, 4 "Ticking the Demolition box creates an empty demolition",
 * 7): create or save one, delete one. Refused (409) on a read-only report or asset. Each write recomputes the
 * adjusted figures of all the asset's demolitions (they are cumulative) and the asset's verdict.
 */

import type { Database } from '@taxdep/db/schema';
import type { Demolition, DemolitionDeleted, DemolitionSave, DemolitionWrite } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../http/http-error';
import { recomputeDemolitionFigures } from '../kernel/demolition-figures';
import { type Db, findDemolitions } from '../kernel/record-repository';
import { writableAsset, writableReport } from '../kernel/report-state';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { dateOfWire, toWireDemolition } from '../kernel/wire';
import { refuseNonEofyDemolitionDate } from './demolition-date';
import { deleteDemolitionRow, findReportDemolition, insertDemolition, updateDemolition } from './repository';

/** The body of a demolition save, as the contract declares it (packages/domain/src/api/requests.ts). */
export type DemolitionBody = DemolitionSave;

/** docs/product/rules.md#constants-and-limits: the rate field holds at most 5 characters; the column holds (0, 100] with four decimals. */
function rateOfBody(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  const text = String(rate);
  if (!/^\d+(\.\d{1,4})?$/.test(text) || !(rate > 0 && rate <= 100)) {
    throw badRequest('rate must be a percentage more than 0 and at most 100, with at most four decimals.');
  }
  return text;
}

/** Every demolition of the asset with the figures just recomputed (they are cumulative, docs/tax-rules.md rule 7). */
async function assetDemolitions(trx: Db, assetId: number, reportId: number): Promise<Demolition[]> {
  const rows = (await findDemolitions(trx, [assetId])).get(assetId) ?? [];
  return rows.map((row) => toWireDemolition(row, reportId));
}

export async function saveDemolition(
  db: Kysely<Database>,
  body: DemolitionBody,
  editor: number,
): Promise<Demolition & DemolitionWrite> {
  const reportId = body.modelAsset.depreciationReportId;
  const values = { demo_date: dateOfWire('demoDate', body.demoDate), rate: rateOfBody(body.rate) };
  refuseNonEofyDemolitionDate(values.demo_date);
  return db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId, editor);
    await writableAsset(trx, body.modelAsset.id, reportId);
    let id: number;
    if (body.id && body.id > 0) {
      const updated = await updateDemolition(trx, body.id, body.modelAsset.id, values);
      if (updated === undefined) {
        throw notFound(`Demolition ${body.id} of asset ${body.modelAsset.id} does not exist.`);
      }
      id = updated;
    } else {
      id = await insertDemolition(trx, body.modelAsset.id, values);
    }
    await recomputeDemolitionFigures(trx, body.modelAsset.id);
    await judgeUnjudgedAssets(trx, { assetIds: [body.modelAsset.id] });
    const all = await assetDemolitions(trx, body.modelAsset.id, reportId);
    const saved = all.find((demolition) => demolition.id === id);
    if (!saved) throw new Error(`demolition ${id} vanished inside its own transaction`);
    return { ...saved, assetDemolitions: all };
  });
}

export async function deleteDemolition(
  db: Kysely<Database>,
  reportId: number,
  demolitionId: number,
  editor: number,
): Promise<DemolitionDeleted> {
  return db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId, editor);
    const found = await findReportDemolition(trx, reportId, demolitionId);
    if (!found) throw notFound(`Demolition ${demolitionId} does not exist in report ${reportId}.`);
    await writableAsset(trx, found.asset_id, reportId);
    await deleteDemolitionRow(trx, demolitionId);
    await recomputeDemolitionFigures(trx, found.asset_id);
    await judgeUnjudgedAssets(trx, { assetIds: [found.asset_id] });
    const remaining = await assetDemolitions(trx, found.asset_id, reportId);
    return { id: demolitionId, deleted: true, modelAssetId: found.asset_id, assetDemolitions: remaining };
  });
}
