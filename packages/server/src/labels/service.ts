/**
 * Abandonment labels (docs/product/asset-register.md "Manage Abandonment Label", 3, 5 "Label", 7, 8) with the rules of
 * @taxdep/domain/assets: non-empty, unique (ignoring case and surrounding spaces), at most 100 characters; one
 * label may not link two assets with the same ATO code. Every write is refused (409) on a read-only report.
 */

import type { Database } from '@taxdep/db/schema';
import type {
  AbandonmentLabel,
  AbandonmentLabelInput,
  AbandonmentLabelSaveBody,
  LabelMappingAnswer,
  LabelMappingRequest,
} from '@taxdep/domain';
import {
  blankLabelDialog,
  LABEL_MAPPING_CONFLICT_MESSAGE,
  type LabelError,
  labelMappingConflict,
  NO_LABEL_ID,
  validateLabels,
} from '@taxdep/domain/assets';
import type { Kysely, Transaction } from 'kysely';
import { badRequest, conflict, HttpError, notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findReportState, reportIdOfAsset, writableAsset, writableReport } from '../kernel/report-state';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { dateOfWire } from '../kernel/wire';
import {
  deleteLabelRow,
  findLabel,
  findLabelPeers,
  findLabelsWithLinkCounts,
  findReadOnlyLinkedAssets,
  findReportLabels,
  insertLabel,
  lockLinkedAssets,
  lockReportLabel,
  type StoredLabel,
  setAssetLabel,
  updateLabel,
} from './repository';

/** One label of a save, as the contract declares it (packages/domain/src/api/requests.ts). */
export type LabelInput = AbandonmentLabelInput;

/** POST body: one label, a list, or `{ depreciationReportId, abandonmentLabel: [...] }`. */
export type LabelSaveBody = AbandonmentLabelSaveBody;

/** A refused label save: the spec's messages, and per label (index in the body) what is wrong. */
export class LabelValidationError extends HttpError {
  constructor(
    message: string,
    readonly errors: (LabelError & { id: number | null })[],
  ) {
    super(422, message);
  }
}

/**
 * The report's labels, each with how many assets it links: the Manage Abandonment Label dialog warns before
 * deleting a linked label (docs/product/rules.md#messages-and-errors "Delete a label with linked assets") and sees only one page of the register.
 */
export async function listLabels(
  db: Db,
  reportId: number,
): Promise<{ abandonmentLabel: AbandonmentLabel[] }> {
  await findReportState(db, reportId);
  const rows = await findLabelsWithLinkCounts(db, reportId);
  return {
    abandonmentLabel: rows.map((r) => ({
      id: r.id,
      label: r.label,
      depreciationReportId: r.report_id,
      abandonmentDate: r.abandonment_date,
      linkedAssetCount: r.linked,
    })),
  };
}

function normalise(body: LabelSaveBody): { reportId: number; labels: LabelInput[] } {
  const labels = Array.isArray(body) ? body : 'abandonmentLabel' in body ? body.abandonmentLabel : [body];
  const fromBody = !Array.isArray(body) && 'abandonmentLabel' in body ? body.depreciationReportId : null;
  const ids = new Set([fromBody, ...labels.map((l) => l.depreciationReportId)].filter((id) => id != null));
  // A bare empty list names no report; the dialog's Save with no labels sends the wrapped shape instead.
  if (ids.size === 0 && labels.length === 0)
    throw badRequest('An empty list must be sent as { depreciationReportId, abandonmentLabel: [] }.');
  if (ids.size !== 1) throw badRequest('Every label must name the same depreciationReportId.');
  return { reportId: [...ids][0]!, labels };
}

/** Creates (no id) or renames/re-dates labels; answers the report's whole list. */
export async function saveLabels(db: Kysely<Database>, body: LabelSaveBody, editor: number) {
  const { reportId, labels } = normalise(body);
  await db.transaction().execute(async (trx) => {
    // FOR UPDATE: concurrent label saves of one report take turns, so uniqueness is judged on committed names.
    await writableReport(trx, reportId, editor, 'update');
    const existing = await findReportLabels(trx, reportId);
    const known = new Set(existing.map((l) => l.id));
    for (const input of labels) {
      if (input.id && !known.has(input.id))
        throw notFound(`Label ${input.id} does not exist in report ${reportId}.`);
    }
    await refuseRedatingReadOnlyAssets(trx, existing, labels);
    // The dialog shows the stored labels (edited in place) and the new ones after them (docs/product/asset-register.md).
    const sent = new Map(labels.filter((l) => l.id).map((l) => [l.id!, l]));
    const fresh = labels.filter((l) => !l.id);
    const merged = [...existing.map((l) => sent.get(l.id) ?? l), ...fresh];
    const problems = validateLabels(merged)
      .map((error) => ({ ...error, input: merged[error.index] }))
      .filter((error) => labels.includes(error.input as LabelInput));
    if (problems.length > 0) {
      const dialog = blankLabelDialog(merged);
      const message = dialog ? dialog.messages.join(' ') : problems.map((p) => p.message).join(' ');
      throw new LabelValidationError(
        message,
        problems.map(({ input, ...error }) => ({ ...error, id: input?.id ?? null })),
      );
    }
    for (const input of labels) {
      const values = {
        label: input.label.trim(),
        abandonment_date: dateOfWire('abandonmentDate', input.abandonmentDate),
      };
      if (input.id) await updateLabel(trx, input.id, values);
      else await insertLabel(trx, reportId, values);
    }
    // A new abandonment date voids the linked rows' verdicts (trigger); judge them now.
    await judgeUnjudgedAssets(trx, { reportId });
  });
  return listLabels(db, reportId);
}

/**
 * A label's abandonment date writes off its linked assets (docs/tax-rules.md "Abandonment"), so changing or clearing it
 * changes their figures: refused (409) when one of them is read-only, as every write to a read-only asset is
 * (docs/product/states-and-permissions.md "Report status and read-only"). A rename changes no figure and passes.
 */
async function refuseRedatingReadOnlyAssets(
  trx: Transaction<Database>,
  existing: StoredLabel[],
  labels: LabelInput[],
): Promise<void> {
  const stored = new Map(existing.map((l) => [l.id, l]));
  const redated = labels.filter(
    (input) =>
      input.id &&
      dateOfWire('abandonmentDate', input.abandonmentDate) !== stored.get(input.id)?.abandonment_date,
  );
  if (redated.length === 0) return;
  const readOnly = await findReadOnlyLinkedAssets(
    trx,
    redated.map((input) => input.id!),
  );
  const first = readOnly[0];
  if (!first) return;
  const name = stored.get(first.abandonment_label_id!)?.label;
  const ids = readOnly.filter((a) => a.abandonment_label_id === first.abandonment_label_id).map((a) => a.id);
  throw conflict(
    `The abandonment date of label '${name}' cannot change: it is linked with read-only assets ` +
      `(${ids.join(', ')}); nothing was changed.`,
  );
}

/** Deletes a label and unlinks its assets; refused when a linked asset is read-only (it would change). */
export async function deleteLabel(db: Kysely<Database>, labelId: number, editor: number) {
  return db.transaction().execute(async (trx) => {
    const label = await findLabel(trx, labelId);
    if (!label) throw notFound(`Label ${labelId} does not exist.`);
    await writableReport(trx, label.report_id, editor);
    const linked = await lockLinkedAssets(trx, labelId);
    const readOnly = linked.filter((a) => a.read_only).map((a) => a.id);
    if (readOnly.length > 0) {
      throw conflict(
        `Label ${labelId} is linked with read-only assets (${readOnly.join(', ')}); nothing was changed.`,
      );
    }
    await deleteLabelRow(trx, labelId);
    await judgeUnjudgedAssets(trx, { assetIds: linked.map((a) => a.id) });
    return { id: labelId, deleted: true, unlinkedAssets: linked.length };
  });
}

export type MappingBody = LabelMappingRequest;

export const MAPPED = 'Successfully Mapped' satisfies LabelMappingAnswer;
export const UNMAPPED = 'Label Unmapped' satisfies LabelMappingAnswer;

/**
 * Links an asset to a label (or unlinks it with id 0). The ATO code compared is the stored one of each asset (the
 * row is saved on every change, docs/product/states-and-permissions.md); `assetCode` of the body is informative only.
 */
export async function mapLabel(
  db: Kysely<Database>,
  body: MappingBody,
  editor: number,
): Promise<LabelMappingAnswer> {
  const reportId = await reportIdOfAsset(db, body.modelAssetId);
  return db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId, editor);
    await writableAsset(trx, body.modelAssetId, reportId);
    const labelId = body.abandonmentLabelId === NO_LABEL_ID ? null : body.abandonmentLabelId;
    if (labelId !== null) {
      // The label row lock serialises mappings to one label, so two same-code assets cannot both get in.
      const label = await lockReportLabel(trx, labelId, reportId);
      if (!label) throw notFound(`Label ${labelId} does not exist in report ${reportId}.`);
      const rows = await findLabelPeers(trx, labelId, body.modelAssetId);
      const asWire = rows.map((r) => ({
        id: r.id,
        assetCode: r.code === null ? null : { id: 0, assetCode: r.code },
        abandonmentLabel:
          r.abandonment_label_id === null
            ? null
            : { id: r.abandonment_label_id, label: '', depreciationReportId: reportId },
      }));
      const asset = asWire.find((a) => a.id === body.modelAssetId)!;
      if (labelMappingConflict(asWire, asset, labelId)) throw conflict(LABEL_MAPPING_CONFLICT_MESSAGE);
    }
    await setAssetLabel(trx, body.modelAssetId, labelId);
    await judgeUnjudgedAssets(trx, { assetIds: [body.modelAssetId] });
    return labelId === null ? UNMAPPED : MAPPED;
  });
}
