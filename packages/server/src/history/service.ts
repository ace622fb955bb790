/**
 * A report's change history (issue 15 "History"; docs/api.md "History"): the General Info versions of
 * report_revisions (each row keeps the fields as they were before its author's change, 003_reports.sql), the
 * register's changes recorded by 015_report_workflow.sql's triggers, and the workflow steps, newest first, so a
 * checker sees what changed since they last moved the report.
 */

import type { Database } from '@taxdep/db/schema';
import type { FieldChange, HistoryEntry, ReportHistory, WorkflowStep } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { capexHistoryLines } from '../capex';
import { notFound } from '../http/http-error';
import { findOwnerChanges } from '../owners';
import { rcaHistoryLines } from '../rca';
import { type FieldKind, type FieldValue, type FieldValues, fieldByColumn, fieldsOfRow } from '../reports';
import { findSteps } from '../workflow';
import { assetFieldLabel, GENERAL_INFO_LABELS, outputColumnLabel, shownFlag, shownValue } from './labels';
import {
  findAssetChanges,
  findReferenceNames,
  findReport,
  findRevisions,
  findUserNames,
  type ReferenceColumn,
  type ReferenceNames,
} from './repository';

/** The columns whose stored ids the history names (issue 26 item 13); General Info's method is the report's. */
const REFERENCE_COLUMNS: Record<string, ReferenceColumn> = {
  tax_code_id: 'tax_code_id',
  category_id: 'category_id',
  method_id: 'method_id',
  depreciation_method_id: 'method_id',
  abandonment_label_id: 'abandonment_label_id',
};

/** At most this many entries are answered (`truncated` when there were more). */
export const HISTORY_LIMIT = 500;

export async function reportHistory(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<ReportHistory> {
  const report = await findReport(db, reportId);
  if (!report) throw notFound(`Report ${reportId} does not exist.`);
  const [revisions, assetChanges, steps, ownerChanges, capexLines, rcaLines] = await Promise.all([
    findRevisions(db, reportId, HISTORY_LIMIT + 1),
    findAssetChanges(db, reportId, HISTORY_LIMIT + 1),
    findSteps(db, reportId),
    findOwnerChanges(db, reportId, HISTORY_LIMIT + 1),
    // Issue 27: a capex forecast's settings and items (035_capex_forecasts.sql capex_changes).
    report.kind === 'capex' ? capexHistoryLines(db, reportId, HISTORY_LIMIT + 1) : [],
    // Issue 28: an assessment's settings, notes and buildings (036_rca_assessments.sql rca_changes).
    report.kind === 'rca' ? rcaHistoryLines(db, reportId, HISTORY_LIMIT + 1) : [],
  ]);
  const checkerIds = revisions.map((r) => r.fields.checker_id).filter((id) => typeof id === 'number');
  const names = await findUserNames(db, [
    ...revisions.map((r) => r.changed_by),
    ...assetChanges.map((c) => c.user_id),
    ...ownerChanges.map((c) => c.changed_by),
    ...capexLines.map((line) => line.userId),
    ...rcaLines.map((line) => line.userId),
    ...checkerIds,
    report.checker_id,
  ]);
  const references = await referenceNames(db, revisions, assetChanges);
  const named = (column: string, value: unknown): string | null => {
    const reference = REFERENCE_COLUMNS[column];
    if (!reference || typeof value !== 'number') return shownValue(column, value);
    return references[reference].get(value) ?? `${assetFieldLabel(column)} ${value} (since removed)`;
  };
  const byOf = (id: number | null) =>
    id === null ? null : { userId: id, name: names.get(id) ?? `User ${id}` };

  const entries: HistoryEntry[] = [
    ...steps.map(stepEntry),
    ...capexLines.map((line) => ({ ...line.entry, by: byOf(line.userId) })),
    ...rcaLines.map((line) => ({ ...line.entry, by: byOf(line.userId) })),
  ];
  // Revision v holds the fields before its author's change; the next revision (or the report now) holds after.
  const ordered = [...revisions].sort((a, b) => a.version - b.version);
  ordered.forEach((revision, i) => {
    const after = ordered[i + 1]?.fields ?? fieldsOfRow(report);
    const changes = generalInfoChanges(revision.fields, after, names, references);
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
    // Issue 26 item 13: the output columns shown or hidden (030's trigger), a report setting of their own.
    if (change.action === 'columns') {
      entries.push({
        kind: 'generalInfo',
        at: new Date(change.changed_at).toISOString(),
        by: byOf(change.user_id),
        summary: 'Changed output columns',
        assetId: null,
        changes: Object.entries(change.fields ?? {}).map(([flag, [from, to]]) => ({
          field: outputColumnLabel(flag),
          from: shownFlag(from),
          to: shownFlag(to),
        })),
        comment: null,
      });
      continue;
    }
    entries.push({
      kind: 'asset',
      at: new Date(change.changed_at).toISOString(),
      by: byOf(change.user_id),
      summary: assetSummary(change),
      assetId: change.asset_id,
      changes: Object.entries(change.fields ?? {}).map(([column, [from, to]]) => ({
        field: assetFieldLabel(column),
        from: named(column, from),
        to: named(column, to),
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

/** The names of every id the changes hold, read once. */
async function referenceNames(
  db: Kysely<Database>,
  revisions: readonly { fields: FieldValues }[],
  changes: readonly { fields: unknown }[],
): Promise<ReferenceNames> {
  const ids: Record<ReferenceColumn, number[]> = {
    tax_code_id: [],
    category_id: [],
    method_id: [],
    abandonment_label_id: [],
  };
  const take = (column: string, value: unknown) => {
    const reference = REFERENCE_COLUMNS[column];
    if (reference && typeof value === 'number') ids[reference].push(value);
  };
  for (const r of revisions) take('depreciation_method_id', r.fields.depreciation_method_id);
  for (const c of changes) {
    for (const [column, sides] of Object.entries((c.fields ?? {}) as Record<string, unknown[]>)) {
      for (const value of sides) take(column, value);
    }
  }
  return findReferenceNames(db, ids);
}

function generalInfoChanges(
  before: FieldValues,
  after: FieldValues,
  names: Map<number, string>,
  references: ReferenceNames,
): FieldChange[] {
  // The checker and the method are stored by id; the history names them (issue 26 item 13).
  const shown = (column: string, value: FieldValue, kind: FieldKind) =>
    column === 'checker_id' && typeof value === 'number'
      ? (names.get(value) ?? `User ${value}`)
      : column === 'depreciation_method_id' && typeof value === 'number'
        ? (references.method_id.get(value) ?? `Method ${value}`)
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
