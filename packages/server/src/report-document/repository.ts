/**
 * The SQL of the document's facts (facts.ts): the fund and client, the method's name, the agents' numbers, and
 * (issue 25 item 1) the firm, the signatories' offices and the surveyor's submission for checking.
 */
import type { Db } from '../kernel/record-repository';

export async function findFundAndClient(db: Db, fundId: number) {
  return db
    .selectFrom('funds as f')
    .innerJoin('clients as c', 'c.id', 'f.client_id')
    .select(['f.name as fund_name', 'c.name as client_name'])
    .where('f.id', '=', fundId)
    .executeTakeFirst();
}

export async function findMethod(db: Db, methodId: number) {
  return db
    .selectFrom('depreciation_methods')
    .select(['code', 'description'])
    .where('id', '=', methodId)
    .executeTakeFirst();
}

export interface SignatoryRow {
  taxAgentNumber: string | null;
  /** Their office (migration 027), null when none is set. */
  office: OfficeRow | null;
}

export interface OfficeRow {
  name: string;
  street_address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string | null;
  email: string | null;
}

/** The tax agent registration numbers (migration 014) and offices (027) of the given users, by user id. */
export async function findSignatories(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, SignatoryRow>> {
  const signatories = new Map<number, SignatoryRow>();
  if (userIds.length === 0) return signatories;
  const users = await db
    .selectFrom('users as u')
    .leftJoin('offices as o', 'o.id', 'u.office_id')
    .select([
      'u.id',
      'u.tax_agent_registration_number',
      'o.name',
      'o.street_address',
      'o.suburb',
      'o.state',
      'o.postcode',
      'o.phone',
      'o.email',
    ])
    .where('u.id', 'in', [...userIds])
    .execute();
  for (const u of users) {
    const { name, street_address, suburb, state, postcode, phone, email } = u;
    const office =
      name === null || street_address === null || suburb === null || state === null || postcode === null
        ? null
        : { name, street_address, suburb, state, postcode, phone, email };
    signatories.set(u.id, { taxAgentNumber: u.tax_agent_registration_number, office });
  }
  return signatories;
}

/** The firm as the document prints it (migration 027's one row). */
export async function findDocumentFirm(db: Db) {
  return db
    .selectFrom('firm')
    .select([
      'name',
      'abn',
      'tpb_registration_number',
      'phone',
      'email',
      'website',
      'logo',
      'disclaimer',
      'notes',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** When the surveyor last submitted the report for checking (its newest step into QA Review), or null. */
export async function findSubmittedForChecking(db: Db, reportId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('report_workflow_steps as w')
    .innerJoin('report_statuses as s', 's.id', 'w.to_status_id')
    .select('w.stepped_at')
    .where('w.report_id', '=', reportId)
    .where('s.status', '=', 'QA Review')
    .orderBy('w.stepped_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.stepped_at ?? null;
}

/**
 * The rates set in the register in place of the tax office's (Customize mode), by asset id: the tax office's rate
 * the row still holds (depreciation_rate) and the reason (migration 029), for the schedule's mark and legend
 * (issue 25 item 4, row-notes.ts). Only the customised rows: a register has few.
 */
export async function findCustomisedRates(
  db: Db,
  reportId: number,
): Promise<Map<string, { officeRate: string | null; reason: string | null }>> {
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'depreciation_rate', 'rate_reason'])
    .where('report_id', '=', reportId)
    .where('source_tax_rate', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [String(r.id), { officeRate: r.depreciation_rate, reason: r.rate_reason }]));
}
