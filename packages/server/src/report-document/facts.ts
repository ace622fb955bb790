/**
 * What the document says about the report besides its figures: General Info as stored (src/reports/repository.ts
 * `findReport`, the same row the General Info tab shows), the client, the method's name, the surveyor's and
 * checker's tax agent registration numbers (migration 014) and the stored instant the document is dated by.
 */

import { notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findOwners, type OwnerRow } from '../owners';
import { findReport, type ReportRecord } from '../reports';
import { findFundAndClient, findMethod, findTaxAgentNumbers } from './repository';

export interface ReportFacts {
  record: ReportRecord;
  clientName: string | null;
  fundName: string | null;
  /** `Prime Cost` / `Diminishing Value`, and its code. */
  methodName: string | null;
  methodCode: string | null;
  surveyor: Person | null;
  checker: Person | null;
  completed: boolean;
  /** The checker's sign-off date (Sydney's calendar), when the report is Completed. */
  signedOff: string | null;
  /** The document's date: the report's last General Info write (stored, so regenerating gives the same bytes). */
  stamp: Date;
  /** The report's owners in order (issue 23 item 7); empty without owners. */
  owners: readonly OwnerRow[];
  /** The owner whose interests this document gives (one PDF per owner), or null for the whole report. */
  owner: OwnerRow | null;
}

export interface Person {
  name: string;
  taxAgentNumber: string | null;
}

/** The report's status once the checker has signed it off (migration 001's `report_statuses`). */
const COMPLETED = 'Completed';

/** A stored instant as the civil date in Sydney, where the firm signs (deterministic: no clock is read). */
export function sydneyDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(instant);
}

function person(first: string | null, last: string | null, number: string | null): Person | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : { name, taxAgentNumber: number };
}

export async function readReportFacts(db: Db, reportId: number, ownerId?: number): Promise<ReportFacts> {
  const record = await findReport(db, reportId);
  if (!record) throw notFound(`Report ${reportId} does not exist.`);
  const owners = await findOwners(db, reportId);
  const owner = ownerId === undefined ? null : (owners.find((o) => o.id === ownerId) ?? null);
  if (ownerId !== undefined && !owner) throw notFound(`Report ${reportId} has no owner ${ownerId}.`);
  const fund = await findFundAndClient(db, record.fund_id);
  const method =
    record.depreciation_method_id === null ? undefined : await findMethod(db, record.depreciation_method_id);
  const userIds = [record.surveyor_id, record.checker_id].filter((id): id is number => id !== null);
  const numbers = await findTaxAgentNumbers(db, userIds);
  const completed = record.status === COMPLETED;
  return {
    record,
    clientName: fund?.client_name ?? null,
    fundName: fund?.fund_name ?? null,
    methodName: method?.description ?? null,
    methodCode: method?.code ?? null,
    surveyor: person(
      record.surveyor_first_name,
      record.surveyor_last_name,
      numbers.get(record.surveyor_id ?? -1) ?? null,
    ),
    checker: person(
      record.checker_first_name,
      record.checker_last_name,
      numbers.get(record.checker_id ?? -1) ?? null,
    ),
    completed,
    // A Completed report is read-only (docs/product/states-and-permissions.md): its last write is the one that
    // completed it, so its time is the sign-off.
    signedOff: completed ? sydneyDate(record.updated_at) : null,
    stamp: record.updated_at,
    owners,
    owner,
  };
}
