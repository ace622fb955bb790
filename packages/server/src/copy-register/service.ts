/**
 * Copy Previous Asset Register (docs/product/asset-register.md popup, 3 "Previous asset register entry", 4: only in In Progress and QA
 * Review). The spec leaves the calls open ("not shown"); the design is in docs/api.md "Copy Previous Asset Register":
 * - the earlier registers are the other reports of the same property (properties.master_id), newest first;
 * - a copy appends the source's assets to the target's register in one transaction, with their demolitions and
 *   their abandonment labels (a label of the same name in the target is reused, otherwise it is created with its
 *   abandonment date), as editable rows (read_only false: the flag belongs to the source report's copy).
 */

import type { Database } from '@taxdep/db/schema';
import type { PreviousRegisterEntry } from '@taxdep/domain';
import { allowsCopyPrevious, COPY_PREVIOUS_STATUSES } from '@taxdep/domain/report';
import type { Kysely } from 'kysely';
import { conflict, HttpError } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findReportState, writableReport } from '../kernel/report-state';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { copyAssetsWithDemolitions, copyUsedLabels, findOtherRegisters } from './repository';

export async function listPreviousRegisters(db: Db, reportId: number): Promise<PreviousRegisterEntry[]> {
  const report = await findReportState(db, reportId);
  const rows = await findOtherRegisters(db, report.masterId, reportId);
  return rows.map((r) => ({
    id: r.id,
    endoffinyearreportdate: r.eofy_report_date,
    assessmentDate: r.assessment_date,
    status: r.status,
    numberOfAssets: r.number_of_assets,
  }));
}

export interface CopyAnswer {
  copiedAssets: number;
  copiedDemolitions: number;
  /** Labels created in the target (labels of the same name already there are reused). */
  createdLabels: number;
}

export async function copyAssetRegister(
  db: Kysely<Database>,
  targetId: number,
  sourceId: number,
  editor: number,
): Promise<CopyAnswer> {
  if (sourceId === targetId) throw new HttpError(422, 'A report cannot copy its own register.');
  return db.transaction().execute(async (trx) => {
    const target = await writableReport(trx, targetId, editor, 'update');
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
    // Labels first: the copied assets link with the target's label of their label's name.
    const createdLabels = await copyUsedLabels(trx, sourceId, targetId);
    const copied = await copyAssetsWithDemolitions(trx, sourceId, targetId);
    // The copies carry no verdict yet (trigger); judge them inside the copy so error mode is right at once.
    await judgeUnjudgedAssets(trx, { reportId: targetId });
    return { copiedAssets: copied.assets, copiedDemolitions: copied.demolitions, createdLabels };
  });
}
