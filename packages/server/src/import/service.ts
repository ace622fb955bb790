/**
 * POST /depreciationReports/{id}/uploadModelAssets (docs/product/calls.md; docs/product/states-and-permissions.md
 * "Import flow"; designed in docs/api.md "Import upload"). One transaction: every row lands or none does. The report
 * is locked and refused when read-only (409), as every register write (kernel/report-state.ts); the upload's
 * id is claimed in the same transaction, so a retried request imports once (012_asset_uploads.sql).
 */

import type { Database } from '@taxdep/db/schema';
import type { UploadAnswer, UploadBody } from '@taxdep/domain';
import { uploadResultMessage } from '@taxdep/domain/import';
import type { Kysely, Transaction } from 'kysely';
import { badRequest, conflict } from '../http/http-error';
import { findCodeReferences } from '../kernel/code-reference-repository';
import { writableReport } from '../kernel/report-state';
import { registerContextOf } from '../kernel/taxpayer';
import type { Verdict } from '../kernel/verdicts';
import { withImportLives } from '../reference';
import { importLabels } from './labels';
import {
  allocateAssetIds,
  claimUpload,
  type DemolitionOf,
  findNewAssetDefaults,
  findUpload,
  insertAssets,
  insertDemolitions,
  recordUploadAnswer,
  type StoredUpload,
  storeVerdicts,
} from './repository';
import { isBlankRow, namedTaxCodes, type PreparedRow, prepareRow, type ValueProblem } from './rows';

/** Problems named in a refusal; the rest are counted (a whole file of bad rates must not make a 10 MB message). */
const PROBLEMS_SHOWN = 20;
/** Unknown codes of each kind named in the answer. */
const CODES_SHOWN = 100;
/** Rows prepared and inserted at a time: bounded statements, and the two engines' work interleaved. */
const BATCH = 5_000;

export interface UploadRequest {
  reportId: number;
  body: UploadBody;
  /** The signed-in user: who may import is the report's rule (src/kernel/edit-permission.ts). */
  userId: number;
}

/** The answer a retry gets: the first upload's, marked, when it was this report's and the same number of rows. */
function replay(stored: StoredUpload, request: UploadRequest, rowCount: number): UploadAnswer {
  const { uploadId } = request.body;
  // The id space is shared with the paste from Excel (its pasteId is claimed in the same table): a paste's
  // answer is not an upload's, so its id is refused like any id used for another write.
  if (stored.answer.uploadId === undefined) {
    throw conflict(
      `The id ${uploadId} was already used for another write; a new upload needs a new uploadId. Nothing was changed.`,
    );
  }
  if (stored.reportId !== request.reportId || stored.rowCount !== rowCount) {
    throw conflict(
      `Upload ${uploadId} was already made (${stored.rowCount} rows to report ${stored.reportId}); a new upload ` +
        'needs a new uploadId. Nothing was changed.',
    );
  }
  return { ...stored.answer, alreadyUploaded: true };
}

function refusal(problems: readonly ValueProblem[]): Error {
  const named = problems.slice(0, PROBLEMS_SHOWN).map((p) => `row ${p.row}: ${p.message}`);
  const more = problems.length - named.length;
  return badRequest(
    `Values the register cannot hold; nothing was imported: ${named.join('; ')}` +
      `${more > 0 ? `; and ${more} more` : ''}.`,
  );
}

/** What the answer says of the rows imported, gathered batch by batch. */
class Tally {
  private uploaded = 0;
  private invalid = 0;
  private flagged = 0;
  private demolished = 0;
  private readonly unknown = {
    taxCodes: new Set<string>(),
    categories: new Set<string>(),
    methods: new Set<string>(),
  };

  add(rows: readonly PreparedRow[]): void {
    for (const row of rows) {
      this.uploaded += 1;
      if (!row.stagedValid) this.invalid += 1;
      if (row.verdict.has_errors) this.flagged += 1;
      note(this.unknown.taxCodes, row.unknown.taxCode);
      note(this.unknown.categories, row.unknown.category);
      note(this.unknown.methods, row.unknown.method);
      if (row.demolition) this.demolished += 1;
    }
  }

  answer(uploadId: string): UploadAnswer {
    return {
      uploadId,
      uploadedCount: this.uploaded,
      invalidCount: this.invalid,
      flaggedCount: this.flagged,
      demolitionCount: this.demolished,
      unknownCodes: {
        taxCodes: [...this.unknown.taxCodes].sort(),
        categories: [...this.unknown.categories].sort(),
        methods: [...this.unknown.methods].sort(),
      },
      alreadyUploaded: false,
      message: uploadResultMessage(this.uploaded),
    };
  }
}

function note(codes: Set<string>, code: string | null): void {
  if (code !== null && codes.size < CODES_SHOWN) codes.add(code);
}

/**
 * One batch's writes, in the order the foreign keys need: ids from the assets' sequence, the assets, their
 * demolitions, then the demolished assets' verdicts again (a demolition's insert voids its asset's verdict, 005's
 * trigger; a row save leaves it set).
 */
async function writeBatch(trx: Transaction<Database>, reportId: number, rows: readonly PreparedRow[]) {
  const ids = await allocateAssetIds(trx, rows.length);
  await insertAssets(trx, reportId, ids, rows);
  const demolitions: DemolitionOf[] = [];
  const verdicts: Verdict[] = [];
  rows.forEach((row, index) => {
    if (!row.demolition) return;
    demolitions.push({ ...row.demolition, asset_id: ids[index]! });
    verdicts.push(row.verdict);
  });
  await insertDemolitions(trx, demolitions);
  await storeVerdicts(
    trx,
    demolitions.map((demolition) => demolition.asset_id),
    verdicts,
  );
}

export async function uploadModelAssets(db: Kysely<Database>, request: UploadRequest): Promise<UploadAnswer> {
  const { reportId, body } = request;
  if (body.reportId !== undefined && body.reportId !== reportId) {
    throw badRequest(`body/reportId ${body.reportId} is not the report of the path (${reportId}).`);
  }
  const uploadId = body.uploadId.toLowerCase();
  // docs/product/rules.md "Import": blank rows are dropped, as the staging screen drops them.
  const blank = body.rows.map(isBlankRow);
  const rowCount = blank.filter((isBlank) => !isBlank).length;
  return db.transaction().execute(async (trx) => {
    // Issue 24: who may edit first, so a replayed id answers its summary only to someone who may edit the report.
    const report = await writableReport(trx, reportId, request.userId);
    const made = await findUpload(trx, uploadId);
    if (made) return replay(made, request, rowCount);
    if (!(await claimUpload(trx, { uploadId, reportId, rowCount, userId: request.userId }))) {
      // A concurrent request with this id committed while this one waited for the claim.
      const raced = await findUpload(trx, uploadId);
      if (!raced) throw conflict(`Upload ${uploadId} is being made by another request; try again.`);
      return replay(raced, request, rowCount);
    }
    // Migration 017: each tax code with the dated lives loads added (s40-95(2)).
    const references = await withImportLives(trx, await findCodeReferences(trx, namedTaxCodes(body.rows)));
    const problems: ValueProblem[] = [];
    // Issue 23 item 9: the labels the rows name, made before the rows that link them (labels.ts).
    const labels = await importLabels(trx, reportId, body.rows, blank, problems);
    const context = {
      references,
      register: await registerContextOf(trx, report),
      labels,
      defaults: await findNewAssetDefaults(trx, reportId),
    };
    const tally = new Tally();
    let writing: Promise<void> = Promise.resolve();
    for (let start = 0; start < body.rows.length; start += BATCH) {
      const batch: PreparedRow[] = [];
      // Row numbers in messages count the rows as sent, blank ones included, from 1.
      for (let index = start; index < Math.min(start + BATCH, body.rows.length); index += 1) {
        if (blank[index]) continue;
        const ready = prepareRow(body.rows[index]!, index, reportId, context, problems);
        if (ready) batch.push(ready);
      }
      // After a refused value nothing more is written (the transaction rolls back); the rest is still read, so the
      // refusal names every such value at once.
      if (problems.length > 0) continue;
      tally.add(batch);
      // PostgreSQL writes this batch in its own process while the next one is prepared here.
      await writing;
      writing = writeBatch(trx, reportId, batch);
      writing.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    if (problems.length > 0) throw refusal(problems);
    const answer = tally.answer(uploadId);
    await recordUploadAnswer(trx, uploadId, answer);
    return answer;
  });
}
