/**
 * Issue 23 item 7: a report's owners and their shares (docs/api.md "Owners"). The list is checked whole with the
 * domain's rules (packages/domain/src/tax/owners: 1 to 20 owners, names given and unique, shares adding up to
 * exactly 100.00%), written under the report's edit rule (src/kernel/edit-permission.ts) and recorded in the
 * report's history.
 */

import type { Database } from '@taxdep/db/schema';
import type { ReportOwners, ReportOwnersSave } from '@taxdep/domain';
import { formatShare, validateOwnerShares } from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { HttpError, notFound } from '../http/http-error';
import { assertMayEdit, mayEdit } from '../kernel/edit-permission';
import { findEditSubject } from '../kernel/editor-repository';
import { lockReport } from '../reports';
import {
  findOwners,
  insertOwnerChange,
  type OwnerRow,
  replaceOwners,
  voidLowCostVerdicts,
} from './repository';

/** How the history shows a list of owners: "Ann 50.00%, Bob 50.00%", or "No owners". */
export function shownOwners(owners: readonly { name: string; share: number }[]): string {
  return owners.length === 0
    ? 'No owners'
    : owners.map((o) => `${o.name} ${formatShare(o.share)}`).join(', ');
}

function toWire(reportId: number, rows: readonly OwnerRow[], readOnly: boolean): ReportOwners {
  return {
    depreciationReportId: reportId,
    owners: rows.map((r) => ({ ownerId: r.id, name: r.name, share: r.share })),
    readOnly,
  };
}

export async function getOwners(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<ReportOwners> {
  const subject = await findEditSubject(db, reportId);
  if (!subject) throw notFound(`Report ${reportId} does not exist.`);
  return toWire(reportId, await findOwners(db, reportId), !mayEdit(subject, userId));
}

/**
 * PUT: replaces the list. 422 with every issue when the list breaks a rule; an `ownerId` that is not one of this
 * report's owners is refused too (it would move another report's owner).
 */
export async function saveOwners(
  db: Kysely<Database>,
  reportId: number,
  body: ReportOwnersSave,
  userId: number,
): Promise<ReportOwners> {
  const wanted = body.owners.map((o) => ({ id: o.ownerId ?? null, name: o.name.trim(), share: o.share }));
  await db.transaction().execute(async (trx) => {
    const row = await lockReport(trx, reportId);
    if (!row) throw notFound(`Report ${reportId} does not exist.`);
    assertMayEdit(
      {
        id: row.id,
        status: row.status,
        statusReadOnly: row.status_read_only,
        surveyorId: row.surveyor_id,
        checkerId: row.checker_id,
      },
      userId,
    );
    // After the edit rule, as PUT /depreciationReport: a read-only report refuses any body with 409.
    const issues = validateOwnerShares(wanted);
    if (issues.length > 0) {
      throw new HttpError(
        422,
        issues.map((i) => (i.index === null ? i.message : `Owner ${i.index + 1}: ${i.message}`)).join(' '),
      );
    }
    const current = await findOwners(trx, reportId);
    const known = new Set(current.map((o) => o.id));
    const stranger = wanted.find((o) => o.id !== null && !known.has(o.id));
    if (stranger) throw new HttpError(422, `Owner ${stranger.id} is not an owner of report ${reportId}.`);
    const before = shownOwners(current);
    const after = shownOwners(wanted);
    const same =
      current.length === wanted.length &&
      current.every((c, i) => {
        const w = wanted[i];
        return !!w && w.id === c.id && w.name === c.name && w.share === c.share;
      });
    if (same) return;
    await replaceOwners(trx, reportId, wanted);
    const largest = (list: readonly { share: number }[]) => Math.max(0, ...list.map((o) => o.share));
    if (largest(current) !== largest(wanted)) await voidLowCostVerdicts(trx, reportId);
    if (before !== after) await insertOwnerChange(trx, reportId, before, after, userId);
  });
  return getOwners(db, reportId, userId);
}
