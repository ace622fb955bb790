/**
 * What the workflow asks of an assessment (issue 28 item 1): it moves In Progress → QA Review → Completed like a
 * report, by the workflow's own calls; what keeps it from QA Review is its own, named as a capex forecast's are
 * ("Settings: …", "Building Office tower: …"): its settings valid, at least one building, and every building valid.
 */
import type { Database } from '@taxdep/db/schema';
import type { HistoryEntry, SignOffSummary, WorkflowBlocker, WorkflowPerson } from '@taxdep/domain';
import { assessRca, validateRcaBuilding, validateRcaSettings } from '@taxdep/domain/rca';
import type { Kysely, Transaction } from 'kysely';
import { buildingLabel } from './changes';
import * as repo from './repository';
import { notAnAssessment } from './service';
import { inputsOf } from './wire';

type Db = Kysely<Database> | Transaction<Database>;

export const NO_BUILDINGS = 'Buildings: add at least one building to assess.';

/** The assessment's blockers, at most `limit` listed, and how many there are in all. */
export async function rcaBlockers(
  db: Db,
  reportId: number,
  limit: number,
): Promise<{ blocking: WorkflowBlocker[]; count: number }> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notAnAssessment(reportId);
  const { settings, buildings } = inputsOf(header);
  const blocking: WorkflowBlocker[] = validateRcaSettings(settings).map((e) => ({
    kind: 'rcaSettings',
    assetId: null,
    message: `Settings: ${e.message}`,
  }));
  if (buildings.length === 0) blocking.push({ kind: 'rcaBuilding', assetId: null, message: NO_BUILDINGS });
  let count = blocking.length;
  for (const building of buildings) {
    const messages = [...new Set(validateRcaBuilding(building).map((e) => e.message))];
    if (messages.length === 0) continue;
    count += 1;
    if (blocking.length >= limit) continue;
    blocking.push({
      kind: 'rcaBuilding',
      assetId: null,
      buildingId: building.buildingId,
      message: `Building ${buildingLabel(building)}: ${messages.join(' ')}`,
    });
  }
  // Valid inputs the domain still cannot work out (a total beyond exact cents) hold it back too, in its words.
  if (count === 0) {
    const { problem } = assessRca(settings, buildings);
    if (problem !== null) {
      blocking.push({ kind: 'rcaSettings', assetId: null, message: `Assessment: ${problem}` });
      count = 1;
    }
  }
  return { blocking, count };
}

/**
 * What Sign off seals for an assessment, in the summary's terms: its buildings as the "assets", those in error as
 * uncalculated; no financial years and no depreciation totals.
 */
export async function rcaSignOffSummary(
  db: Db,
  reportId: number,
  people: { surveyor: WorkflowPerson | null; checker: WorkflowPerson | null },
): Promise<SignOffSummary> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notAnAssessment(reportId);
  const { buildings } = inputsOf(header);
  const address = [header.street_address, header.suburb].filter((p) => p?.trim()).join(', ');
  return {
    depreciationReportId: reportId,
    reportName: header.report_name,
    property: address || header.property_name,
    firstFinancialYear: null,
    lastFinancialYear: null,
    assetCount: buildings.length,
    uncalculatedCount: buildings.filter((b) => validateRcaBuilding(b).length > 0).length,
    totals: null,
    surveyor: people.surveyor,
    checker: people.checker,
  };
}

const VERBS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const;

/** A History line of the assessment's, with the id of its author (the History names the people once for all lines). */
export interface RcaHistoryLine {
  userId: number | null;
  entry: Omit<HistoryEntry, 'by'>;
}

/** The assessment's recorded changes as History lines (newest first), at most `limit`. */
export async function rcaHistoryLines(db: Db, reportId: number, limit: number): Promise<RcaHistoryLine[]> {
  const rows = await repo.findChanges(db, reportId, limit);
  return rows.map((change) => {
    const at = new Date(change.changed_at).toISOString();
    const changes = change.fields ?? [];
    if (change.action === 'settings') {
      const entry = { kind: 'rcaSettings' as const, at, summary: 'Changed assessment settings' };
      return { userId: change.user_id, entry: { ...entry, assetId: null, changes, comment: null } };
    }
    return {
      userId: change.user_id,
      entry: {
        kind: 'rcaBuilding' as const,
        at,
        summary:
          `${VERBS[change.action]} building ${change.building_label ?? change.building_id ?? ''}`.trim(),
        assetId: null,
        ...(change.building_id === null ? {} : { buildingId: change.building_id }),
        changes,
        comment: null,
      },
    };
  });
}
