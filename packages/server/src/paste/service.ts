/**
 * POST /depreciationReports/{id}/pasteModelAssets (issue 16; designed in docs/api.md "Paste from Excel"): the
 * changes and additions of a block pasted into the register grid, in one transaction, all or none. Refused as every
 * register write is refused (kernel/report-state.ts: 409 read-only, 403 not the report's surveyor or
 * checker), and with 409 naming the asset when an asset it changes was changed by someone else after the paste was
 * read (its `base`), so the dialog's "from → to" the user confirmed is what happens.
 */

import type { Database } from '@taxdep/db/schema';
import type { PasteAnswer, PasteBody, PasteValues } from '@taxdep/domain';
import {
  CONSTRUCTION_USES,
  LAW_FACT_MESSAGES,
  readConstructionUse,
  readSecondHand,
} from '@taxdep/domain/assets';
import {
  assetPasteCells,
  MAX_PASTE_ROWS,
  normalisePasteCell,
  PASTE_FIELDS,
  pasteFieldLabel,
  samePasteValue,
} from '@taxdep/domain/paste';
import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../http/http-error';
import { findCodeReferences } from '../kernel/code-reference-repository';
import { storeDemolitionFigures } from '../kernel/demolition-figure-repository';
import {
  type AssetRecord,
  emptyAssetRecord,
  findAssetRecords,
  findDemolitions,
} from '../kernel/record-repository';
import { writableReport } from '../kernel/report-state';
import { registerContextOf } from '../kernel/taxpayer';
import { toWireAsset } from '../kernel/wire';
import { withImportLives } from '../reference';
import {
  claimPaste,
  findPaste,
  insertPastedAssets,
  type LockedPasteAsset,
  lockAssets,
  recordPasteAnswer,
  type StoredPaste,
  updatePastedAssets,
} from './repository';
import { normalisedValues, type PastedRow, pastedRate, pastedRow } from './rows';

/** Problems named in a refusal; the rest are counted. */
const PROBLEMS_SHOWN = 20;
/** Unknown codes of each kind named in the answer (as the import's answer). */
const CODES_SHOWN = 100;

export interface PasteRequest {
  reportId: number;
  body: PasteBody;
  userId: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function pasteMessage(changed: number, added: number): string {
  if (changed + added === 0) return 'Nothing was changed.';
  return `${plural(changed, 'asset', 'assets')} changed and ${plural(added, 'asset', 'assets')} added.`;
}

/** Checks of the body that need no database: size, repeated assets, values the register cannot hold. */
function checkBody(body: PasteBody): void {
  const rows = body.changes.length + body.additions.length;
  if (rows > MAX_PASTE_ROWS) {
    throw badRequest(
      `A paste takes at most ${MAX_PASTE_ROWS} rows (changes and additions together); this one has ${rows}.`,
    );
  }
  const seen = new Set<number>();
  for (const { assetId } of body.changes) {
    if (seen.has(assetId)) throw badRequest(`Asset ${assetId} is changed twice in one paste.`);
    seen.add(assetId);
  }
  const rateProblem = (values: PasteValues) =>
    values.depreciationRate === undefined
      ? null
      : pastedRate(normalisePasteCell('depreciationRate', values.depreciationRate)).problem;
  const problemOf = (values: PasteValues) => rateProblem(values) ?? lawFactProblem(values);
  const problems = [
    ...body.changes.map((change) => [`asset ${change.assetId}`, problemOf(change.values)] as const),
    ...body.additions.map((values, index) => [`added row ${index + 1}`, problemOf(values)] as const),
  ].flatMap(([where, problem]) => (problem === null ? [] : [`${where}: ${problem}`]));
  if (problems.length > 0) {
    const more = problems.length - PROBLEMS_SHOWN;
    throw badRequest(
      `Values the register cannot hold; nothing was pasted: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}` +
        `${more > 0 ? `; and ${more} more` : ''}.`,
    );
  }
}

/** Issue 23: a second-hand or construction use the register cannot hold (the staging names it first). */
function lawFactProblem(values: PasteValues): string | null {
  const { secondHand, constructionUse } = values;
  const answer = secondHand === undefined ? null : readSecondHand(secondHand);
  if (answer === undefined) return `Second-hand '${secondHand}' is not Yes or No`;
  if (constructionUse?.trim() && readConstructionUse(constructionUse) === null) {
    return `Construction Use '${constructionUse}' is not one of ${CONSTRUCTION_USES.map((u) => u.code).join(', ')}`;
  }
  return null;
}

function replay(stored: StoredPaste, request: PasteRequest, rowCount: number): PasteAnswer {
  const { pasteId } = request.body;
  const answer = stored.answer as PasteAnswer;
  if (stored.reportId !== request.reportId || stored.rowCount !== rowCount || answer.pasteId === undefined) {
    throw conflict(`The id ${pasteId} was already used for another write; a new paste needs a new pasteId.`);
  }
  return { ...answer, alreadyPasted: true };
}

/** Every changed asset exists in this report and may be written (404 / 409 naming the first that may not). */
function checkLocked(locked: readonly LockedPasteAsset[], ids: readonly number[], reportId: number): void {
  const byId = new Map(locked.map((asset) => [asset.id, asset]));
  for (const id of ids) {
    const asset = byId.get(id);
    if (!asset || asset.report_id !== reportId) {
      throw notFound(`Asset ${id} does not exist in report ${reportId}; nothing was pasted.`);
    }
    if (asset.read_only) throw conflict(`Asset ${id} is read-only; nothing was pasted.`);
  }
}

/** 409 when the stored asset differs from what the paste read of it (docs/api.md "Paste from Excel"). */
function checkUnchanged(record: AssetRecord, current: Record<string, string>, base: PasteValues): void {
  for (const { field } of PASTE_FIELDS) {
    const read = base[field];
    if (read === undefined) continue;
    const now = current[field] ?? '';
    // `base` is assetPasteCells of the row as read: the same forms as `now`, compared as they are (not normalised:
    // a stored text with a stray space is what the grid read).
    if (!samePasteValue(field, read, now)) {
      const name = record.description ? ` (${record.description})` : '';
      throw conflict(
        `Asset ${record.id}${name} was changed by someone else after the paste was read: its ` +
          `${pasteFieldLabel(field)} is now '${now}'. Nothing was pasted; paste again to see the change.`,
      );
    }
  }
}

function answerOf(pasteId: string, changed: readonly PastedRow[], added: readonly PastedRow[]): PasteAnswer {
  const codes = { taxCodes: new Set<string>(), categories: new Set<string>(), methods: new Set<string>() };
  const note = (set: Set<string>, code: string | null) => {
    if (code !== null && set.size < CODES_SHOWN) set.add(code);
  };
  for (const row of [...changed, ...added]) {
    note(codes.taxCodes, row.unknown.taxCode);
    note(codes.categories, row.unknown.category);
    note(codes.methods, row.unknown.method);
  }
  return {
    pasteId,
    changedCount: changed.length,
    addedCount: added.length,
    flaggedCount: [...changed, ...added].filter((row) => row.verdict.has_errors).length,
    unknownCodes: {
      taxCodes: [...codes.taxCodes].sort(),
      categories: [...codes.categories].sort(),
      methods: [...codes.methods].sort(),
    },
    alreadyPasted: false,
    message: pasteMessage(changed.length, added.length),
  };
}

export async function pasteModelAssets(db: Kysely<Database>, request: PasteRequest): Promise<PasteAnswer> {
  const { reportId, body, userId } = request;
  checkBody(body);
  const pasteId = body.pasteId.toLowerCase();
  const rowCount = body.changes.length + body.additions.length;
  const ids = body.changes.map((change) => change.assetId);
  return db.transaction().execute(async (trx) => {
    // Issue 24: who may edit first, so a replayed id answers its summary only to someone who may edit the report.
    const report = await writableReport(trx, reportId, userId);
    const made = await findPaste(trx, pasteId);
    if (made) return replay(made, request, rowCount);
    if (!(await claimPaste(trx, { pasteId, reportId, rowCount, userId }))) {
      const raced = await findPaste(trx, pasteId);
      if (!raced) throw conflict(`Paste ${pasteId} is being made by another request; try again.`);
      return replay(raced, request, rowCount);
    }
    checkLocked(await lockAssets(trx, ids), ids, reportId);
    const records = new Map((await findAssetRecords(trx, ids)).map((record) => [record.id, record]));
    const demolitions = await findDemolitions(trx, ids);
    const changeValues = body.changes.map((change) => normalisedValues(change.values));
    const additionValues = body.additions.map(normalisedValues);
    const codes = new Set<string>();
    for (const values of [...changeValues, ...additionValues]) {
      const code = values.get('assetCode');
      if (code) codes.add(code.toUpperCase());
    }
    for (const record of records.values()) if (record.tax_code) codes.add(record.tax_code.toUpperCase());
    // Migration 017: each tax code with the dated lives loads added (s40-95(2)).
    const references = await withImportLives(trx, await findCodeReferences(trx, [...codes]));
    const register = await registerContextOf(trx, report);
    const changed = body.changes.map((change, index) => {
      const record = records.get(change.assetId)!;
      const stored = demolitions.get(change.assetId) ?? [];
      checkUnchanged(record, assetPasteCells(toWireAsset(record, stored)), change.base);
      return pastedRow(record, stored, changeValues[index]!, references, register);
    });
    const added = additionValues.map((values) =>
      pastedRow(emptyAssetRecord(reportId), [], values, references, register),
    );
    // Issue 23: a completion before the start, over the stored start or the pasted one, is refused as a row save
    // refuses it (kernel/wire.ts; migration 024's check); the staging refused it first.
    const backwards = [...changed, ...added].find(({ record: r }) =>
      Boolean(
        r.construction_start_date &&
          r.construction_completion_date &&
          r.construction_completion_date < r.construction_start_date,
      ),
    );
    if (backwards) {
      const which = backwards.record.id === 0 ? 'an added row' : `asset ${backwards.record.id}`;
      throw badRequest(`Nothing was pasted: ${which}: ${LAW_FACT_MESSAGES.constructionCompletionDate}`);
    }
    // Before the rows: a demolition's write voids its asset's verdict (005's trigger); the rows then store theirs.
    await storeDemolitionFigures(
      trx,
      changed.flatMap((row) => row.demolitions.changed),
    );
    await updatePastedAssets(trx, changed);
    await insertPastedAssets(trx, reportId, added);
    const answer = answerOf(pasteId, changed, added);
    await recordPasteAnswer(trx, pasteId, answer);
    return answer;
  });
}
