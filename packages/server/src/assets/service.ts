/**
 * Asset writes of the register (docs/product/states-and-permissions.md, docs/product/calls.md): add or save one asset, delete the selection or the whole register.
 * Every write runs in one transaction with the report locked (kernel/report-state.ts) and stores the row's
 * fresh verdict of validateAsset (kernel/verdicts.ts), so the answer and error mode agree with the
 * browser's rules. A save does its work once (issue 11): one locked read of the row, the references looked up only
 * when the body names others than the row's, one write carrying the verdict, and the answer built from what was
 * written; its SQL is in repository.ts.
 */

import type { Database } from '@taxdep/db/schema';
import type { Asset, AssetSaveBody, RegisterAsset } from '@taxdep/domain';
import {
  assetEditsSince,
  changesRateInputs,
  DISPOSAL_MESSAGES,
  isNegativeTerminationValue,
  mergeAssetEdits,
} from '@taxdep/domain/assets';
import type { Taxpayer } from '@taxdep/domain/tax';
import type { Kysely, Transaction } from 'kysely';
import { conflict, HttpError } from '../http/http-error';
import { storeDemolitionFigures } from '../kernel/demolition-figure-repository';
import { withAdjustedFigures } from '../kernel/demolition-figures';
import { deriveRateFrom, straightLineClaim } from '../kernel/rates';
import { type AssetRecord, type Db, findAssetRecords, findDemolitions } from '../kernel/record-repository';
import { writableAsset, writableReport } from '../kernel/report-state';
import { registerContextOf } from '../kernel/taxpayer';
import { verdictOf } from '../kernel/verdicts';
import { assetColumnsOfWire, centsOfWire, rateOfWire, toWireAsset } from '../kernel/wire';
import {
  type AssetWrite,
  deleteWritableAssets,
  type FoundCode,
  type FoundReferences,
  findReadOnlyAssetIds,
  findReferences,
  insertAsset,
  type LockedAssetRow,
  lockAssetRow,
  type ReferenceKey,
  type ReferenceLookup,
  updateAsset,
} from './repository';

const unprocessable = (message: string) => new HttpError(422, message);

/** What a body names as its references; a blank tax code and a missing category or method name none. */
function referenceKeys(body: AssetSaveBody): ReferenceLookup {
  const keys: ReferenceLookup = {};
  const code = body.assetCode;
  if (code && (code.id > 0 || code.assetCode.trim() !== '')) {
    keys.taxCode = code.id > 0 ? { id: code.id } : { code: code.assetCode.trim() };
  }
  const { depreciationCategory: category, depreciationMethod: method } = body;
  if (category) keys.category = category.id > 0 ? { id: category.id } : { code: category.code ?? '' };
  if (method) keys.method = method.id > 0 ? { id: method.id } : { code: method.code ?? '' };
  return keys;
}

/** The stored row's reference when the body names it by the same id (it exists: the row points at it). */
function kept<T extends FoundCode>(
  key: ReferenceKey | undefined,
  stored: T | null | undefined,
): T | undefined {
  return key && 'id' in key && stored?.id === key.id ? stored : undefined;
}

/**
 * Tax code (with its effective life, the table of the rate), category and method by id (preferred) or code; an
 * unknown one is refused (422). Those the stored row already has are taken from the locked read; the others are
 * looked up in one statement (issue 11: the rate is looked up once, and only when the references changed).
 */
async function resolveReferences(
  trx: Transaction<Database>,
  body: AssetSaveBody,
  stored: FoundReferences | null,
): Promise<FoundReferences> {
  const keys = referenceKeys(body);
  const had = {
    taxCode: kept(keys.taxCode, stored?.taxCode),
    category: kept(keys.category, stored?.category),
    method: kept(keys.method, stored?.method),
  };
  const lookup: ReferenceLookup = {};
  if (keys.taxCode && !had.taxCode) lookup.taxCode = keys.taxCode;
  if (keys.category && !had.category) lookup.category = keys.category;
  if (keys.method && !had.method) lookup.method = keys.method;
  const found = Object.keys(lookup).length === 0 ? null : await findReferences(trx, lookup);
  const refs: FoundReferences = {
    taxCode: had.taxCode ?? found?.taxCode ?? null,
    category: had.category ?? found?.category ?? null,
    method: had.method ?? found?.method ?? null,
  };
  const { assetCode: code, depreciationCategory: category, depreciationMethod: method } = body;
  if (keys.taxCode && code && !refs.taxCode) {
    throw unprocessable(`Tax code ${code.id > 0 ? code.id : code.assetCode} does not exist.`);
  }
  if (category && !refs.category) {
    throw unprocessable(`Depreciation category ${category.code || category.id} does not exist.`);
  }
  if (method && !refs.method) {
    throw unprocessable(`Depreciation method ${method.code || method.id} does not exist.`);
  }
  return refs;
}

/**
 * Two people may have the same row open (docs/api.md "Concurrent edits of a row"): a stale row sent whole would
 * revert the other's changes, so the fields this client changed since its read (`base`) are laid over the row as
 * stored.
 */
function mergedWithStored(stored: RegisterAsset, sent: AssetSaveBody): AssetSaveBody {
  const { base, ...edited } = sent;
  return mergeAssetEdits(base ?? {}, stored, edited);
}

/**
 * The stored tax-office rate, as stored, when this save neither changes what it depends on nor sends another
 * (issue 26 item 7); undefined when the service is to work it out (a new row, changed inputs, a sent rate, none
 * stored).
 */
function keptDerivedRate(stored: RegisterAsset | null, body: AssetSaveBody): string | null | undefined {
  if (stored === null || stored.depreciationRate === null) return undefined;
  if (changesRateInputs(stored, body as Partial<Asset>)) return undefined;
  // Category 43's rate also follows the asset's own construction start and use (issue 23, kernel/rates.ts).
  const edits = assetEditsSince(stored, body);
  if ('constructionStartDate' in edits || 'constructionUse' in edits) return undefined;
  if (body.depreciationRate !== stored.depreciationRate) return undefined;
  return rateOfWire('depreciationRate', stored.depreciationRate);
}

/** What method PC's claim depends on besides the rate (domain.md "Asset fields": historical cost × rate). */
const CLAIM_INPUT_FIELDS = [
  'depreciationMethod',
  'depreciationCategory',
  'historicalBuildingCost',
  'sourceTaxRate',
];

/**
 * The stored annual claim, as stored, when nothing it depends on changes (issue 26 item 7: an imported claim is
 * not worked out again by an unrelated edit); null when the service is to work it out.
 */
function keptClaim(
  stored: RegisterAsset | null,
  body: AssetSaveBody,
  storedRate: string | null,
  rate: string | null,
): bigint | null {
  const sameRate = storedRate === null ? rate === null : rate !== null && Number(storedRate) === Number(rate);
  if (stored === null || stored.annualDepreciationClaim === null || !sameRate) return null;
  if (body.annualDepreciationClaim !== stored.annualDepreciationClaim) return null;
  const edits = assetEditsSince(stored, body);
  if (CLAIM_INPUT_FIELDS.some((field) => field in edits)) return null;
  return centsOfWire('annualDepreciationClaim', stored.annualDepreciationClaim);
}

/**
 * Issue 26 item 4: a termination value is what was received (s40-300), never negative; a save that sets one is
 * refused (400) in the domain's words (assets/disposal.ts). A stored one (an import's) is flagged by the verdict
 * instead, so an edit of another field still saves.
 */
function refuseNegativeTerminationValue(stored: RegisterAsset | null, body: AssetSaveBody): void {
  const value = body.terminationValue;
  if (!isNegativeTerminationValue(value) || value === stored?.terminationValue) return;
  throw new HttpError(400, DISPOSAL_MESSAGES.terminationValueNegative);
}

/** The saved asset as the service sees it (verdict included). */
export async function loadWireAsset(db: Db, assetId: number): Promise<RegisterAsset> {
  const [record] = await findAssetRecords(db, [assetId]);
  if (!record) throw new HttpError(404, `Asset ${assetId} does not exist.`);
  const demolitions = await findDemolitions(db, [assetId]);
  return toWireAsset(record, demolitions.get(assetId) ?? []);
}

/**
 * The row to save, locked, read once. When it is not there, or a read-only flag refuses the write, the guards of
 * report-state.ts run to answer as every register write does (404 or 409, the report before the asset). When the
 * lock waited for another writer, the row is read again (lockAssetRow's `current`).
 */
async function lockedRow(
  trx: Transaction<Database>,
  assetId: number,
  reportId: number,
  editor: number,
): Promise<LockedAssetRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await lockAssetRow(trx, assetId, editor);
    const row = found?.record.report_id === reportId ? found : undefined;
    const notTheirs = row && editor !== row.reportSurveyorId && editor !== row.reportCheckerId;
    if (!row || row.reportReadOnly || row.record.read_only || notTheirs) {
      await writableReport(trx, reportId, editor);
      await writableAsset(trx, assetId, reportId);
    } else if (row.current || attempt > 0) {
      return row;
    }
  }
  // The guards above hold both locks, so the read after them finds the row as they saw it.
  throw new Error(`asset ${assetId} was not found again under its own locks`);
}

/** What a new row has besides the columns a save writes: no label, no verdict yet (its id comes with the insert). */
function newRecord(
  reportId: number,
): Omit<AssetRecord, keyof AssetWrite | 'tax_code' | 'category_code' | 'method_code'> {
  return {
    id: 0,
    report_id: reportId,
    read_only: false,
    abandonment_label_id: null,
    label: null,
    label_abandonment_date: null,
    has_errors: null,
    asset_errors: null,
    errors_revision: 0,
  };
}

/**
 * POST /depreciationReports/modelAssets. ATO mode (sourceTaxRate empty) and Customize mode both keep the tax-office
 * rate in depreciationRate (domain rate-mode.ts); it is derived by the engine when it can be, else the sent value
 * stays. Method PC: annualDepreciationClaim = historicalBuildingCost × the rate in force. The demolitions' adjusted
 * figures follow. assetDemolitions, abandonmentLabel and readOnly of the body are ignored (own calls; server flag).
 */
export async function saveAsset(
  db: Kysely<Database>,
  sent: AssetSaveBody,
  editor: number,
): Promise<RegisterAsset> {
  return db.transaction().execute((trx) => saveAssetIn(trx, sent, editor));
}

/**
 * The save of POST /depreciationReports/modelAssets inside the caller's transaction: issue 27 item 4's commit adds
 * a forecast's replacement and disposes of the asset it retires in one transaction, through every rule of a save.
 */
export async function saveAssetIn(
  trx: Transaction<Database>,
  sent: AssetSaveBody,
  editor: number,
): Promise<RegisterAsset> {
  const reportId = sent.depreciationReportId;
  const existingId = sent.id && sent.id > 0 ? sent.id : null;
  let locked: LockedAssetRow | null = null;
  // The register's context of the row's verdict (issue 23: the report's taxpayer and the windows in force too).
  let report: {
    eofyReportDate: string | null;
    taxpayer: Taxpayer;
    incentiveHead: string | null;
    largestShare: number | null;
  };
  if (existingId === null) report = await writableReport(trx, reportId, editor);
  else {
    locked = await lockedRow(trx, existingId, reportId, editor);
    report = {
      eofyReportDate: locked.reportEofyDate,
      taxpayer: locked.reportTaxpayer,
      incentiveHead: locked.incentiveHead,
      largestShare: locked.reportLargestShare,
    };
  }
  const register = await registerContextOf(trx, report);
  // The row as stored, read under its lock: the base of a merge and of the rate rule below.
  const stored = locked && toWireAsset(locked.record, locked.demolitions);
  const body = stored && sent.base ? mergedWithStored(stored, sent) : sent;
  refuseNegativeTerminationValue(stored, body);
  const refs = await resolveReferences(trx, body, locked?.references ?? null);
  const columns = assetColumnsOfWire(body);
  const derived = deriveRateFrom(
    {
      assetCode: refs.taxCode?.code ?? null,
      categoryCode: refs.category?.code ?? null,
      methodCode: refs.method?.code ?? null,
      invoiceDate: columns.invoice_date,
      depreciationCommencementDate: columns.depreciation_commencement_date,
      constructionStartDate: columns.construction_start_date,
      constructionUse: columns.construction_use,
    },
    // The code comes with the dated lives loads added (s40-95(2): the one in force at the asset's date).
    refs.taxCode ? [refs.taxCode] : [],
  );
  // Issue 26 item 7: a save stores only what it changes. A stored tax-office rate whose inputs this save leaves
  // alone is kept as stored (an imported 16.6667 is not turned into the engine's 16.67 by a Location edit).
  const keptRate = keptDerivedRate(stored, body);
  const depreciationRate =
    keptRate !== undefined
      ? keptRate
      : derived.ok
        ? String(derived.value.depreciationRate)
        : // A save that changes what the rate depends on, where the engine finds no rate for the new values: the
          // sent rate belongs to the old ones, so it is cleared and error mode flags the row. A rate the engine
          // cannot derive for unchanged inputs (an imported rate, a code outside the table) is kept.
          stored && changesRateInputs(stored, body as Partial<Asset>)
          ? null
          : rateOfWire('depreciationRate', body.depreciationRate);
  const claim =
    keptClaim(stored, body, locked?.record.depreciation_rate ?? null, depreciationRate) ??
    straightLineClaim(
      refs.method?.code ?? null,
      refs.category?.code ?? null,
      columns.historical_building_cost,
      columns.source_tax_rate ?? depreciationRate,
    ) ??
    centsOfWire('annualDepreciationClaim', body.annualDepreciationClaim);
  const values: AssetWrite = {
    ...columns,
    tax_code_id: refs.taxCode?.id ?? null,
    category_id: refs.category?.id ?? null,
    method_id: refs.method?.id ?? null,
    depreciation_rate: depreciationRate,
    annual_depreciation_claim: claim,
  };
  // The row as it will be stored, so the demolitions' figures, the verdict and the answer come from what is
  // written instead of reads after the write.
  const record: AssetRecord = {
    ...(locked?.record ?? newRecord(reportId)),
    ...values,
    tax_code: refs.taxCode?.code ?? null,
    category_code: refs.category?.code ?? null,
    method_code: refs.method?.code ?? null,
  };
  const demolitions = withAdjustedFigures(record, locked?.demolitions ?? []);
  // Before the row's write: a demolition's write voids the row's verdict (005's trigger), the row's write then
  // stores the fresh one.
  await storeDemolitionFigures(trx, demolitions.changed);
  const verdict = verdictOf(toWireAsset(record, demolitions.all), register);
  let id = existingId;
  if (id === null) id = await insertAsset(trx, reportId, values, verdict);
  else await updateAsset(trx, id, values, verdict);
  return toWireAsset({ ...record, id, has_errors: verdict.has_errors }, demolitions.all);
}

/**
 * The answer of the two delete calls (docs/product/states-and-permissions.md). A selection naming a read-only asset is refused whole (409):
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
  editor: number,
): Promise<DeleteAnswer> {
  return db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId, editor);
    const selected = ids === null ? null : [...new Set(ids)];
    const readOnlyIds = await findReadOnlyAssetIds(trx, reportId, selected);
    if (selected !== null && readOnlyIds.length > 0) {
      const named = readOnlyIds.join(', ');
      throw conflict(
        `Asset${readOnlyIds.length === 1 ? ` ${named} is` : `s ${named} are`} read-only; nothing was deleted.`,
      );
    }
    const deletedIds = await deleteWritableAssets(trx, reportId, selected);
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
