/**
 * The assessment's SQL (036_rca_assessments.sql): an assessment is a report of kind 'rca' with its inputs in
 * rca_assessments and its History in rca_changes. Every value is a bound parameter.
 */
import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import { insertReportRow } from '../kernel/new-report-place-repository';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface AssessmentInsert {
  fundId: number;
  propertyId: number;
  reportName: string;
  surveyorId: number | null;
  checkerId: number | null;
  office: string | null;
  settings: unknown;
  buildings: unknown;
  notes: unknown;
  userId: number | null;
}

/** A new assessment: its report (In Progress, kind rca) and its inputs. */
export async function insertAssessment(trx: Trx, assessment: AssessmentInsert): Promise<number> {
  const id = await insertReportRow(trx, {
    ...assessment,
    kind: 'rca',
    reportType: 'Reinstatement Cost Assessment',
  });
  await trx
    .insertInto('rca_assessments')
    .values({
      report_id: id,
      settings: JSON.stringify(assessment.settings),
      buildings: JSON.stringify(assessment.buildings),
      notes: JSON.stringify(assessment.notes),
      updated_by: assessment.userId,
    })
    .execute();
  return id;
}

/** The assessment's header and inputs: its report, status, people, fund, property; undefined when not an rca. */
export async function findHeader(db: Db, reportId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('rca_assessments as a', 'a.report_id', 'r.id')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .innerJoin('funds as f', 'f.id', 'r.fund_id')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .leftJoin('users as su', 'su.id', 'r.surveyor_id')
    .leftJoin('users as ch', 'ch.id', 'r.checker_id')
    .select([
      'r.id',
      'r.report_name',
      'r.fund_id',
      'f.name as fund_name',
      'p.portfolio_id',
      'r.property_id',
      'p.property_name',
      'p.street_address',
      'p.suburb',
      'p.state',
      'p.post_code',
      // The files are named after the property (docs/api.md "File names").
      'p.master_id',
      'r.status_id',
      's.status',
      's.read_only as status_read_only',
      'r.surveyor_id',
      'r.checker_id',
      sql<string | null>`su.first_name || ' ' || su.last_name`.as('surveyor'),
      sql<string | null>`ch.first_name || ' ' || ch.last_name`.as('checker'),
      // What its document says of who signs it and when (report-document's SigningRecord), and its reference.
      'su.first_name as surveyor_first_name',
      'su.last_name as surveyor_last_name',
      'ch.first_name as checker_first_name',
      'ch.last_name as checker_last_name',
      'r.updated_at',
      'r.reference',
      'a.settings',
      'a.buildings',
      'a.notes',
      'a.version',
    ])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'rca')
    .executeTakeFirst();
}

export type HeaderRow = NonNullable<Awaited<ReturnType<typeof findHeader>>>;

/**
 * The assessment for a save, its report row locked until the transaction ends (FOR UPDATE: saves take turns on the
 * version, and a status change to Completed waits for them, as kernel/report-state.ts does for the register).
 */
export async function lockAssessment(trx: Trx, reportId: number) {
  return trx
    .selectFrom('reports as r')
    .innerJoin('rca_assessments as a', 'a.report_id', 'r.id')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .select([
      'r.id',
      's.status',
      's.read_only as statusReadOnly',
      'r.surveyor_id as surveyorId',
      'r.checker_id as checkerId',
      'r.report_name',
      'a.settings',
      'a.buildings',
      'a.notes',
      'a.version',
    ])
    .where('r.id', '=', reportId)
    .where('r.kind', '=', 'rca')
    .forUpdate('r')
    .executeTakeFirst();
}

export interface InputsUpdate {
  reportName: string;
  settings: unknown;
  buildings: unknown;
  notes: unknown;
  version: number;
  userId: number;
}

export async function updateInputs(trx: Trx, reportId: number, inputs: InputsUpdate): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ report_name: inputs.reportName, updated_at: sql`now()` })
    .where('id', '=', reportId)
    .execute();
  await trx
    .updateTable('rca_assessments')
    .set({
      settings: JSON.stringify(inputs.settings),
      buildings: JSON.stringify(inputs.buildings),
      notes: JSON.stringify(inputs.notes),
      version: inputs.version,
      updated_at: sql`now()`,
      updated_by: inputs.userId,
    })
    .where('report_id', '=', reportId)
    .execute();
}

export interface ChangeInsert {
  action: 'settings' | 'added' | 'changed' | 'removed';
  buildingId: string | null;
  buildingLabel: string | null;
  fields: { field: string; from: string | null; to: string | null }[] | null;
}

export async function insertChanges(
  trx: Trx,
  reportId: number,
  userId: number,
  changes: ChangeInsert[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('rca_changes')
    .values(
      changes.map((c) => ({
        report_id: reportId,
        user_id: userId,
        action: c.action,
        building_id: c.buildingId,
        building_label: c.buildingLabel,
        fields: c.fields === null ? null : JSON.stringify(c.fields),
      })),
    )
    .execute();
}

/** The newest `limit` changes of the assessment, for the History. */
export async function findChanges(db: Db, reportId: number, limit: number) {
  return db
    .selectFrom('rca_changes')
    .select(['user_id', 'action', 'building_id', 'building_label', 'fields', 'changed_at'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
