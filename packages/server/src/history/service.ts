/**
 * A report's change history (issue 15 "History"; docs/api.md "History"): the General Info versions of
 * report_revisions (each row keeps the fields as they were before its author's change, 003_reports.sql), the
 * register's changes recorded by 015_report_workflow.sql's triggers, and the workflow steps, newest first, so a
 * checker sees what changed since they last moved the report.
 */

import type { Database } from '@taxdep/db/schema';
import type { FieldChange, HistoryEntry, ReportHistory, WorkflowStep } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import { findOwnerChanges } from '../owners';
import { type FieldKind, type FieldValue, type FieldValues, fieldByColumn, fieldsOfRow } from '../reports';
import { findSteps } from '../workflow';
import { assetFieldLabel, GENERAL_INFO_LABELS, shownValue } from './labels';
import { findAssetChanges, findReport, findRevisions, findUserNames } from './repository';

/** At most this many entries are answered (`truncated` when there were more). */
export const HISTORY_LIMIT = 500;

export async function reportHistory(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<ReportHistory> {
  const report = await findReport(db, reportId);
  if (!report) throw notFound(`Report ${reportId} does not exist.`);
  const [revisions, assetChanges, steps, ownerChanges] = await Promise.all([
    findRevisions(db, reportId, HISTORY_LIMIT + 1),
    findAssetChanges(db, reportId, HISTORY_LIMIT + 1),
    findSteps(db, reportId),
    findOwnerChanges(db, reportId, HISTORY_LIMIT + 1),
  ]);
  const checkerIds = revisions.map((r) => r.fields.checker_id).filter((id) => typeof id === 'number');
  const names = await findUserNames(db, [
    ...revisions.map((r) => r.changed_by),
    ...assetChanges.map((c) => c.user_id),
    ...ownerChanges.map((c) => c.changed_by),
    ...checkerIds,
    report.checker_id,
  ]);
  const byOf = (id: number | null) =>
    id === null ? null : { userId: id, name: names.get(id) ?? `User ${id}` };

  const entries: HistoryEntry[] = [...steps.map(stepEntry)];
  // Revision v holds the fields before its author's change; the next revision (or the report now) holds after.
  const ordered = [...revisions].sort((a, b) => a.version - b.version);
  ordered.forEach((revision, i) => {
    const after = ordered[i + 1]?.fields ?? fieldsOfRow(report);
    const changes = generalInfoChanges(revision.fields, after, names);
    if (changes.length === 0) return;
    entries.push({
      kind: 'generalInfo',
      at: new Date(revision.changed_at).toISOString(),
      by: byOf(revision.changed_by),
      summary: 'Changed General Info',
      assetId: null,
      changes,
      comment: null,
    });
  });
  // Issue 23 item 7: the owners list (025_report_owners.sql), a General Info change of its own.
  for (const change of ownerChanges) {
    entries.push({
      kind: 'generalInfo',
      at: new Date(change.changed_at).toISOString(),
      by: byOf(change.changed_by),
      summary: 'Changed owners',
      assetId: null,
      changes: [{ field: 'Owners', from: change.owners_before, to: change.owners_after }],
      comment: null,
    });
  }
  for (const change of assetChanges) {
    entries.push({
      kind: 'asset',
      at: new Date(change.changed_at).toISOString(),
      by: byOf(change.user_id),
      summary: assetSummary(change),
      assetId: change.asset_id,
      changes: Object.entries(change.fields ?? {}).map(([column, [from, to]]) => ({
        field: assetFieldLabel(column),
        from: shownValue(column, from),
        to: shownValue(column, to),
      })),
      comment: null,
    });
  }
  // Newest first; a stable order for entries of the same instant (a step and its writes).
  entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const mine = steps.filter((s) => s.by.userId === userId).at(-1);
  return {
    depreciationReportId: reportId,
    lastSeenAt: mine?.at ?? null,
    entries: entries.slice(0, HISTORY_LIMIT),
    truncated: entries.length > HISTORY_LIMIT,
  };
}

const STEP_SUMMARY: Record<string, string> = {
  'In Progress>QA Review': 'Submitted to QA Review',
  'QA Review>In Progress': 'Returned to the surveyor',
  'QA Review>Completed': 'Signed off (Completed)',
};

function stepEntry(step: WorkflowStep): HistoryEntry {
  return {
    kind: 'workflow',
    at: step.at,
    by: step.by,
    summary: STEP_SUMMARY[`${step.fromStatus}>${step.toStatus}`] ?? `${step.fromStatus} → ${step.toStatus}`,
    assetId: null,
    changes: [{ field: 'Status', from: step.fromStatus, to: step.toStatus }],
    comment: step.comment,
  };
}

function generalInfoChanges(
  before: FieldValues,
  after: FieldValues,
  names: Map<number, string>,
): FieldChange[] {
  // The checker is stored by id; the history names them.
  const shown = (column: string, value: FieldValue, kind: FieldKind) =>
    column === 'checker_id' && typeof value === 'number'
      ? (names.get(value) ?? `User ${value}`)
      : shownValue(column, value, kind);
  const changes: FieldChange[] = [];
  for (const [column, value] of Object.entries(after)) {
    const old: FieldValue = before[column] ?? null;
    if (old === value) continue;
    const field = fieldByColumn(column);
    if (!field) continue;
    changes.push({
      field: GENERAL_INFO_LABELS[field.name] ?? field.name,
      from: shown(column, old, field.kind),
      to: shown(column, value, field.kind),
    });
  }
  return changes;
}

function assetSummary(change: {
  action: string;
  asset_id: number | null;
  asset_count: number;
  asset_label: string | null;
}) {
  const verb = change.action === 'added' ? 'Added' : change.action === 'removed' ? 'Removed' : 'Changed';
  if (change.asset_id === null) {
    return `${verb} ${change.asset_count} asset${change.asset_count === 1 ? '' : 's'}`;
  }
  return `${verb} asset ${change.asset_id}${change.asset_label ? ` (${change.asset_label})` : ''}`;
}
