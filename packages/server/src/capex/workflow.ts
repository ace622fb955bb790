/**
 * What the workflow asks of a capex forecast (issue 27 item 1): it moves In Progress → QA Review → Completed like a
 * report, by the workflow's own calls; what keeps it from QA Review is its own. Named as the depreciation
 * report's blockers are ("General Info: …", "Asset 12 (Carpet): …"): its settings valid, at least one item, and no
 * item the forecast leaves out (each named with the domain's reasons).
 */
import type { Database } from '@taxdep/db/schema';
import type { HistoryEntry, SignOffSummary, WorkflowBlocker, WorkflowPerson } from '@taxdep/domain';
import {
  uniqueMessages,
  validateCapexItem,
  validateCapexSettings,
  validateSinkingFund,
} from '@taxdep/domain/capex';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../http/http-error';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { CHANGE_FIELD_ORDER, itemOfRow, settingsOfColumns, sinkingFundOfColumns } from './wire';

type Db = Kysely<Database> | Transaction<Database>;

export const NO_ITEMS = 'Items: add at least one item to the forecast.';

/** The forecast's blockers, at most `limit` listed, and how many there are in all. */
export async function capexBlockers(
  db: Db,
  reportId: number,
  limit: number,
): Promise<{ blocking: WorkflowBlocker[]; count: number }> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const blocking: WorkflowBlocker[] = [];
  const settingsErrors = validateCapexSettings(settingsOfColumns(header)).map((e) => e.message);
  const fund = sinkingFundOfColumns(header);
  if (fund) settingsErrors.push(...validateSinkingFund(fund).map((e) => e.message));
  for (const message of settingsErrors) {
    blocking.push({ kind: 'capexSettings', assetId: null, message: `Settings: ${message}` });
  }
  const rows = await itemRepo.listItems(db, reportId);
  if (rows.length === 0) blocking.push({ kind: 'capexItem', assetId: null, message: NO_ITEMS });
  let count = blocking.length;
  for (const row of rows) {
    const item = itemOfRow(row);
    const messages = uniqueMessages(validateCapexItem(item, header.base_year));
    if (messages.length === 0) continue;
    count += 1;
    if (blocking.length >= limit) continue;
    const name = item.description.trim() ? ` (${item.description.trim()})` : '';
    blocking.push({
      kind: 'capexItem',
      assetId: null,
      itemId: item.id,
      message: `Item ${item.id}${name}: ${messages.join(' ')}`,
    });
  }
  return { blocking, count };
}

/**
 * What Sign off seals for a forecast, in the summary's terms: its years (base year to the horizon's last), its items
 * as the "assets", those the forecast leaves out as uncalculated; no depreciation totals.
 */
export async function capexSignOffSummary(
  db: Db,
  reportId: number,
  people: { surveyor: WorkflowPerson | null; checker: WorkflowPerson | null },
): Promise<SignOffSummary> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const rows = await itemRepo.listItems(db, reportId);
  const leftOut = rows.filter((row) => validateCapexItem(itemOfRow(row), header.base_year).length > 0).length;
  const address = [header.street_address, header.suburb].filter((p) => p?.trim()).join(', ');
  return {
    depreciationReportId: reportId,
    reportName: header.report_name,
    property: address || header.property_name,
    firstFinancialYear: header.base_year,
    lastFinancialYear: header.base_year + header.horizon,
    assetCount: rows.length,
    uncalculatedCount: leftOut,
    totals: null,
    surveyor: people.surveyor,
    checker: people.checker,
  };
}

const VERBS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const;

/** A History line of the forecast's, with the id of its author (the History names the people once for all lines). */
export interface CapexHistoryLine {
  userId: number | null;
  entry: Omit<HistoryEntry, 'by'>;
}

/** The forecast's recorded changes as History lines (newest first), at most `limit`. */
export async function capexHistoryLines(
  db: Db,
  reportId: number,
  limit: number,
): Promise<CapexHistoryLine[]> {
  const rows = await itemRepo.findChanges(db, reportId, limit);
  return rows.map((change) => {
    const changes = Object.entries(change.fields ?? {})
      .map(([field, [from, to]]) => ({ field, from, to }))
      .sort((a, b) => CHANGE_FIELD_ORDER.indexOf(a.field) - CHANGE_FIELD_ORDER.indexOf(b.field));
    const at = new Date(change.changed_at).toISOString();
    if (change.action === 'settings') {
      const entry = { kind: 'capexSettings' as const, at, summary: 'Changed forecast settings' };
      return { userId: change.user_id, entry: { ...entry, assetId: null, changes, comment: null } };
    }
    const verb = VERBS[change.action];
    const summary =
      change.item_id === null
        ? `${verb} ${change.item_count} item${change.item_count === 1 ? '' : 's'}`
        : `${verb} item ${change.item_id}${change.item_label ? ` (${change.item_label})` : ''}`;
    return {
      userId: change.user_id,
      entry: {
        kind: 'capexItem' as const,
        at,
        summary,
        assetId: null,
        ...(change.item_id === null ? {} : { itemId: String(change.item_id) }),
        changes,
        comment: null,
      },
    };
  });
}
