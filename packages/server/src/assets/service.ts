/**
 * Asset writes of the register (spec 4, 7): add or save one asset, delete the selection or the whole register.
 * Every write runs in one transaction with the report locked (guards.ts) and stores the row's fresh verdict of
 * validateAsset (errors.ts), so the answer and error mode agree with the browser's rules.
 */
import type { Asset } from '@taxdep/domain';
import { changesRateInputs, mergeAssetEdits } from '@taxdep/domain/assets';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, HttpError } from '../http/http-error';
import { recomputeDemolitionFigures } from '../register-model/demolition-figures';
import { deriveRate, straightLineClaim } from '../register-model/rates';
import { type Db, findAssetRecords, findDemolitions } from '../register-model/records';
import { writableAsset, writableReport } from '../register-model/report-state';
import { judgeUnjudgedAssets } from '../register-model/verdicts';
import {
  assetColumnsOfWire,
  centsOfWire,
  rateOfWire,
  toWireAsset,
  type WireAsset,
} from '../register-model/wire';

const unprocessable = (message: string) => new HttpError(422, message);

/** The body of POST /depreciationReports/modelAssets: a full wire asset; no id (or 0) adds. */
export type AssetSaveBody = Omit<Asset, 'id' | 'readOnly' | 'assetDemolitions' | 'abandonmentLabel'> & {
  id?: number | null;
  readOnly?: boolean;
  assetDemolitions?: unknown;
  abandonmentLabel?: unknown;
  /** Extension: the asset as the client last read it; with it, only the client's own changes are written. */
  base?: Partial<Asset> | null;
};

interface References {
  taxCodeId: number | null;
  taxCode: string | null;
  categoryId: number | null;
  categoryCode: string | null;
  methodId: number | null;
  methodCode: string | null;
}

/** Tax code, category and method by id (preferred) or code; an unknown one is refused (422). */
async function resolveReferences(trx: Transaction<Database>, body: AssetSaveBody): Promise<References> {
  let taxCodeId: number | null = null;
  let taxCode: string | null = null;
  const code = body.assetCode;
  if (code && (code.id > 0 || code.assetCode.trim() !== '')) {
    const row = await trx
      .selectFrom('tax_codes')
      .select(['id', 'code'])
      .where((eb) =>
        code.id > 0
          ? eb('id', '=', code.id)
          : eb(eb.fn('upper', ['code']), '=', code.assetCode.trim().toUpperCase()),
      )
      .executeTakeFirst();
    if (!row) throw unprocessable(`Tax code ${code.id > 0 ? code.id : code.assetCode} does not exist.`);
    taxCodeId = row.id;
    taxCode = row.code;
  }
  const category = body.depreciationCategory;
  const categoryRow = category
    ? await trx
        .selectFrom('depreciation_categories')
        .select(['id', 'code'])
        .where((eb) => (category.id > 0 ? eb('id', '=', category.id) : eb('code', '=', category.code)))
        .executeTakeFirst()
    : null;
  if (category && !categoryRow)
    throw unprocessable(`Depreciation category ${category.code || category.id} does not exist.`);
  const method = body.depreciationMethod;
  const methodRow = method
    ? await trx
        .selectFrom('depreciation_methods')
        .select(['id', 'code'])
        .where((eb) => (method.id > 0 ? eb('id', '=', method.id) : eb('code', '=', method.code)))
        .executeTakeFirst()
    : null;
  if (method && !methodRow)
    throw unprocessable(`Depreciation method ${method.code || method.id} does not exist.`);
  return {
    taxCodeId,
    taxCode,
    categoryId: categoryRow?.id ?? null,
    categoryCode: categoryRow?.code ?? null,
    methodId: methodRow?.id ?? null,
    methodCode: methodRow?.code ?? null,
  };
}

/**
 * Two people may have the same row open (docs/api.md "Concurrent edits of a row"): a stale row sent whole would
 * revert the other's changes, so the fields this client changed since its read (`base`) are laid over the row as
 * stored.
 */
function mergedWithStored(stored: WireAsset, sent: AssetSaveBody): AssetSaveBody {
  const { base, ...edited } = sent;
  return mergeAssetEdits(base ?? {}, stored, edited as Partial<Asset>);
}

/** The saved asset as the service sees it (verdict included). */
export async function loadWireAsset(db: Db, assetId: number): Promise<WireAsset> {
  const [record] = await findAssetRecords(db, [assetId]);
  if (!record) throw new HttpError(404, `Asset ${assetId} does not exist.`);
  const demolitions = await findDemolitions(db, [assetId]);
  return toWireAsset(record, demolitions.get(assetId) ?? []);
}

/**
 * POST /depreciationReports/modelAssets. ATO mode (sourceTaxRate empty) and Customize mode both keep the tax-office
 * rate in depreciationRate (domain rate-mode.ts); it is derived by the engine when it can be, else the sent value
 * stays. Method PC: annualDepreciationClaim = historicalBuildingCost × the rate in force. The demolitions' adjusted
 * figures follow. assetDemolitions, abandonmentLabel and readOnly of the body are ignored (own calls; server flag).
 */
export async function saveAsset(db: Kysely<Database>, sent: AssetSaveBody): Promise<WireAsset> {
  return db.transaction().execute(async (trx) => {
    const reportId = sent.depreciationReportId;
    await writableReport(trx, reportId);
    const existingId = sent.id && sent.id > 0 ? sent.id : null;
    if (existingId !== null) await writableAsset(trx, existingId, reportId);
    // The row as stored, read under the lock writableAsset took: the base of a merge and of the rate rule below.
    const stored = existingId === null ? null : await loadWireAsset(trx, existingId);
    const body = stored && sent.base ? mergedWithStored(stored, sent) : sent;
    const refs = await resolveReferences(trx, body);
    const columns = assetColumnsOfWire(body as Asset);
    const derived = await deriveRate(trx, {
      assetCode: refs.taxCode,
      categoryCode: refs.categoryCode,
      methodCode: refs.methodCode,
      invoiceDate: columns.invoice_date,
      depreciationCommencementDate: columns.depreciation_commencement_date,
    });
    const depreciationRate = derived.ok
      ? String(derived.value.depreciationRate)
      : // A save that changes what the rate depends on, where the engine finds no rate for the new values: the
        // sent rate belongs to the old ones, so it is cleared and error mode flags the row. A rate the engine
        // cannot derive for unchanged inputs (an imported rate, a code outside the table) is kept.
        stored && changesRateInputs(stored, body as Partial<Asset>)
        ? null
        : rateOfWire('depreciationRate', body.depreciationRate);
    const claim =
      straightLineClaim(
        refs.methodCode,
        refs.categoryCode,
        columns.historical_building_cost,
        columns.source_tax_rate ?? depreciationRate,
      ) ?? centsOfWire('annualDepreciationClaim', body.annualDepreciationClaim);
    const values = {
      ...columns,
      tax_code_id: refs.taxCodeId,
      category_id: refs.categoryId,
      method_id: refs.methodId,
      depreciation_rate: depreciationRate,
      annual_depreciation_claim: claim,
    };
    const assetId =
      existingId !== null
        ? (
            await trx
              .updateTable('assets')
              .set({ ...values, updated_at: sql<Date>`now()` })
              .where('id', '=', existingId)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await trx
              .insertInto('assets')
              .values({ ...values, report_id: reportId })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    await recomputeDemolitionFigures(trx, assetId);
    await judgeUnjudgedAssets(trx, { assetIds: [assetId] });
    return loadWireAsset(trx, assetId);
  });
}

/**
 * The answer of the two delete calls (spec 4, 6). A selection naming a read-only asset is refused whole (409):
 * the surveyor asked for exactly those assets. Delete All Assets takes every asset that may go and names the
 * read-only ones it kept, since a register holding one would otherwise never be cleared.
 */
export interface DeleteAnswer {
  deletedCount: number;
  /** The deleted ids (selection only; delete-all answers the count). */
  deletedIds?: number[];
  /** Read-only assets that were kept (delete-all only: a selection with one is refused). */
  readOnlyIds: number[];
  /** Asked for, but not an asset of this report (selection only). */
  notFoundIds?: number[];
  message: string;
}

function deleteMessage(deleted: number, readOnly: number): string {
  const base = `${deleted} asset${deleted === 1 ? '' : 's'} deleted.`;
  return readOnly === 0
    ? base
    : `${base} ${readOnly} read-only asset${readOnly === 1 ? ' was' : 's were'} kept.`;
}

/** POST …/{id}/modelAssets/deleteAll (the selection) and DELETE …/modelAssets/all/{id} (ids null: all). */
export async function deleteAssets(
  db: Kysely<Database>,
  reportId: number,
  ids: readonly number[] | null,
): Promise<DeleteAnswer> {
  return db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId);
    const selected = ids === null ? null : [...new Set(ids)];
    const inSelection = sql<number>`any(${selected ?? []}::integer[])`;
    let readOnly = trx
      .selectFrom('assets')
      .select('id')
      .where('report_id', '=', reportId)
      .where('read_only', '=', true);
    let doomed = trx.deleteFrom('assets').where('report_id', '=', reportId).where('read_only', '=', false);
    if (selected !== null) {
      readOnly = readOnly.where('id', '=', inSelection);
      doomed = doomed.where('id', '=', inSelection);
    }
    const readOnlyIds = (await readOnly.orderBy('id').execute()).map((a) => a.id);
    if (selected !== null && readOnlyIds.length > 0) {
      const named = readOnlyIds.join(', ');
      throw conflict(
        `Asset${readOnlyIds.length === 1 ? ` ${named} is` : `s ${named} are`} read-only; nothing was deleted.`,
      );
    }
    const deletedIds = (await doomed.returning('id').execute()).map((d) => d.id).sort((x, y) => x - y);
    const answer: DeleteAnswer = {
      deletedCount: deletedIds.length,
      readOnlyIds,
      message: deleteMessage(deletedIds.length, readOnlyIds.length),
    };
    if (selected === null) return answer;
    const known = new Set([...deletedIds, ...readOnlyIds]);
    return {
      ...answer,
      deletedIds,
      notFoundIds: selected.filter((id) => !known.has(id)).sort((x, y) => x - y),
    };
  });
}
