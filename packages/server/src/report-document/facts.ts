/**
 * What the document says about the report besides its figures: General Info as stored (src/reports/repository.ts
 * `findReport`, the same row the General Info tab shows), the client, the method's name, the surveyor's and
 * checker's tax agent registration numbers (migration 014) and offices, the firm (issue 25, migration 027) and the
 * stored instant the document is dated by.
 */

import { formatAbn, paragraphsOf } from '@taxdep/domain/firm';
import { formatLongDate } from '@taxdep/domain/format';
import { notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findOwners, type OwnerRow } from '../owners';
import { findReport, type ReportRecord } from '../reports';
import {
  findDocumentFirm,
  findFundAndClient,
  findMethod,
  findSignatories,
  findSubmittedForChecking,
  type OfficeRow,
  type SignatoryRow,
} from './repository';

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
  /** Issue 25 item 1: the firm that issues the document, read once per document. */
  firm: DocumentFirm;
  /**
   * The date of issue: the checker's sign-off date of a Completed report ("14 August 2025"), else "Draft of" the
   * report's last stored write; never the clock (docs/report-document.md "Determinism").
   */
  dateOfIssue: string;
}

export interface Person {
  name: string;
  taxAgentNumber: string | null;
  /** Issue 25: the office they work from (its address and contact print on the cover for the surveyor). */
  office: OfficeRow | null;
  /** The day they signed (Sydney's calendar): the surveyor's submission for checking, the checker's completion. */
  signedOn: string | null;
}

/** The firm as printed (migration 027): empty fields are null; the standard texts as paragraphs. */
export interface DocumentFirm {
  name: string | null;
  /** Formatted "51 824 753 556". */
  abn: string | null;
  tpbRegistrationNumber: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** PNG or JPEG bytes. */
  logo: Uint8Array | null;
  disclaimer: string[];
  notes: string[];
}

/** The report's status once the checker has signed it off (migration 001's `report_statuses`). */
const COMPLETED = 'Completed';

/** A stored instant as the civil date in Sydney, where the firm signs (deterministic: no clock is read). */
export function sydneyDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(instant);
}

function person(
  first: string | null,
  last: string | null,
  signatory: SignatoryRow | undefined,
  signedOn: string | null,
): Person | null {
  const name = [first, last].filter(Boolean).join(' ');
  if (name === '') return null;
  return {
    name,
    taxAgentNumber: signatory?.taxAgentNumber ?? null,
    office: signatory?.office ?? null,
    signedOn,
  };
}

/** The firm as its documents print it (issue 27: the capex forecast's document too). */
export async function readDocumentFirm(db: Db): Promise<DocumentFirm> {
  const row = await findDocumentFirm(db);
  return {
    name: row?.name || null,
    abn: row?.abn ? formatAbn(row.abn) : null,
    tpbRegistrationNumber: row?.tpb_registration_number ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    website: row?.website ?? null,
    logo: row?.logo ?? null,
    disclaimer: paragraphsOf(row?.disclaimer ?? ''),
    notes: paragraphsOf(row?.notes ?? ''),
  };
}

/**
 * `signedOffAt`: the facts as they will read once the checker's sign-off at that instant is recorded (issue 26
 * item 11: the sealed PDF is drawn before the step to Completed, which is recorded with the same instant, so the
 * document made again from the stored report gives the same bytes).
 */
export async function readReportFacts(
  db: Db,
  reportId: number,
  ownerId?: number,
  signedOffAt?: Date,
): Promise<ReportFacts> {
  const stored = await findReport(db, reportId);
  if (!stored) throw notFound(`Report ${reportId} does not exist.`);
  const record = signedOffAt
    ? {
        ...stored,
        status: COMPLETED,
        report_status: COMPLETED,
        status_read_only: true,
        updated_at: signedOffAt,
      }
    : stored;
  const owners = await findOwners(db, reportId);
  const owner = ownerId === undefined ? null : (owners.find((o) => o.id === ownerId) ?? null);
  if (ownerId !== undefined && !owner) throw notFound(`Report ${reportId} has no owner ${ownerId}.`);
  const fund = await findFundAndClient(db, record.fund_id);
  const method =
    record.depreciation_method_id === null ? undefined : await findMethod(db, record.depreciation_method_id);
  const signing = await readDocumentSigning(db, reportId, record);
  return {
    record,
    clientName: fund?.client_name ?? null,
    fundName: fund?.fund_name ?? null,
    methodName: method?.description ?? null,
    methodCode: method?.code ?? null,
    ...signing,
    owners,
    owner,
    firm: await readDocumentFirm(db),
  };
}

/** What of the report says who signs a document and when (a capex forecast is a report row too, issue 27). */
export type SigningRecord = Pick<
  ReportRecord,
  | 'status'
  | 'updated_at'
  | 'surveyor_id'
  | 'checker_id'
  | 'surveyor_first_name'
  | 'surveyor_last_name'
  | 'checker_first_name'
  | 'checker_last_name'
>;

/** Who prepared and checked the document, whether and when it was signed off, and the date it is issued on. */
export type DocumentSigning = Pick<
  ReportFacts,
  'surveyor' | 'checker' | 'completed' | 'signedOff' | 'stamp' | 'dateOfIssue'
>;

/**
 * The signatories (name, tax agent registration, office, the day each signed), the sign-off and the date of issue
 * of a report's document. Issue 27: the capex forecast's document reads its people the same way.
 */
export async function readDocumentSigning(
  db: Db,
  reportId: number,
  record: SigningRecord,
): Promise<DocumentSigning> {
  const userIds = [record.surveyor_id, record.checker_id].filter((id): id is number => id !== null);
  const signatories = await findSignatories(db, userIds);
  const completed = record.status === COMPLETED;
  const signedOff = completed ? sydneyDate(record.updated_at) : null;
  const submitted = completed ? await findSubmittedForChecking(db, reportId) : null;
  return {
    surveyor: person(
      record.surveyor_first_name,
      record.surveyor_last_name,
      signatories.get(record.surveyor_id ?? -1),
      submitted && sydneyDate(submitted),
    ),
    checker: person(
      record.checker_first_name,
      record.checker_last_name,
      signatories.get(record.checker_id ?? -1),
      signedOff,
    ),
    completed,
    // A Completed report is read-only (docs/product/states-and-permissions.md): its last write is the one that
    // completed it, so its time is the sign-off.
    signedOff,
    stamp: record.updated_at,
    dateOfIssue: dateOfIssue(signedOff, record.updated_at),
  };
}

/** The checker's sign-off date, else "Draft of" the last stored write (never the clock). */
export function dateOfIssue(signedOff: string | null, stamp: Date): string {
  return signedOff ? formatLongDate(signedOff) : `Draft of ${formatLongDate(sydneyDate(stamp))}`;
}
