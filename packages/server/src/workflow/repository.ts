/** The workflow's reads and writes (015_report_workflow.sql). Parameterised queries only. */

import type { Database } from '@taxdep/db/schema';
import type { ReportKind, WorkflowPerson, WorkflowStep } from '@taxdep/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Subject } from './moves';

type Db = Kysely<Database> | Transaction<Database>;

export interface WorkflowRecord extends Subject {
  /**
   * Issue 27: a depreciation report or a capex forecast; issue 28: or a reinstatement cost assessment. The workflow
   * serves each, with its own blockers.
   */
  kind: ReportKind;
  surveyor: WorkflowPerson | null;
  checker: WorkflowPerson | null;
}

function person(id: number | null, first: string | null, last: string | null): WorkflowPerson | null {
  return id === null ? null : { userId: id, name: [first, last].filter(Boolean).join(' ') };
}

/** The report with its status and people; `lock` takes the row FOR UPDATE (a status change). */
export async function findWorkflowRecord(
  db: Db,
  reportId: number,
  lock = false,
): Promise<WorkflowRecord | undefined> {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .leftJoin('users as su', 'su.id', 'r.surveyor_id')
    .leftJoin('users as ch', 'ch.id', 'r.checker_id')
    .select([
      'r.id',
      'r.status_id as statusId',
      's.status',
      's.read_only as statusReadOnly',
      'r.surveyor_id as surveyorId',
      'r.checker_id as checkerId',
      'r.kind',
      'su.first_name as surveyorFirst',
      'su.last_name as surveyorLast',
      'ch.first_name as checkerFirst',
      'ch.last_name as checkerLast',
    ])
    .where('r.id', '=', reportId);
  // A status change waits for register writes, which hold the report FOR SHARE (kernel/report-state.ts).
  if (lock) query = query.forUpdate('r');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { surveyorFirst, surveyorLast, checkerFirst, checkerLast, ...subject } = row;
  return {
    ...subject,
    surveyor: person(row.surveyorId, surveyorFirst, surveyorLast),
    checker: person(row.checkerId, checkerFirst, checkerLast),
  };
}

export async function findSteps(db: Db, reportId: number): Promise<WorkflowStep[]> {
  const rows = await db
    .selectFrom('report_workflow_steps as w')
    .innerJoin('report_statuses as f', 'f.id', 'w.from_status_id')
    .innerJoin('report_statuses as t', 't.id', 'w.to_status_id')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.from_status_id',
      'f.status as from_status',
      'w.to_status_id',
      't.status as to_status',
      'w.user_id',
      'u.first_name',
      'u.last_name',
      'w.comment',
      'w.stepped_at',
    ])
    .where('w.report_id', '=', reportId)
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({
    fromStatusId: r.from_status_id,
    fromStatus: r.from_status,
    toStatusId: r.to_status_id,
    toStatus: r.to_status,
    by: { userId: r.user_id, name: `${r.first_name} ${r.last_name}` },
    at: new Date(r.stepped_at).toISOString(),
    comment: r.comment,
  }));
}

/**
 * Records a step; `at` (a sign-off's: the instant its sealed PDF was drawn with, issue 26 item 11) dates both the
 * step and the report's last write, else now. Answers the step's id.
 */
export async function recordStep(
  trx: Transaction<Database>,
  step: { reportId: number; from: number; to: number; userId: number; comment: string | null; at?: Date },
): Promise<bigint> {
  const at = step.at ?? sql<Date>`now()`;
  await trx
    .updateTable('reports')
    .set({ status_id: step.to, report_status_id: step.to, updated_at: at })
    .where('id', '=', step.reportId)
    .execute();
  const row = await trx
    .insertInto('report_workflow_steps')
    .values({
      report_id: step.reportId,
      from_status_id: step.from,
      to_status_id: step.to,
      user_id: step.userId,
      comment: step.comment,
      stepped_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface FailingAsset {
  id: number;
  description: string | null;
  asset_errors: unknown[] | null;
}

/** The assets whose stored verdict has errors (judged first by the caller), at most `limit`, and their count. */
export async function findFailingAssets(
  db: Db,
  reportId: number,
  limit: number,
): Promise<{ assets: FailingAsset[]; count: number }> {
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'description', 'asset_errors'])
    .where('report_id', '=', reportId)
    .where('has_errors', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
  const counted = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('report_id', '=', reportId)
    .where('has_errors', '=', true)
    .executeTakeFirstOrThrow();
  return { assets, count: Number(counted.n) };
}

/**
 * Whether the register holds capital works (category 43) with no construction start date of their own, so the
 * building's construction commencement dates their rate and the report must state it (issue 25;
 * packages/domain/src/report/report-facts.ts `missingReportFacts`).
 */
export async function hasUndatedCapitalWorks(db: Db, reportId: number): Promise<boolean> {
  const row = await db
    .selectFrom('assets as a')
    .innerJoin('depreciation_categories as c', 'c.id', 'a.category_id')
    .select('a.id')
    .where('a.report_id', '=', reportId)
    .where('c.code', '=', '43')
    .where('a.construction_start_date', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many assets the register holds. */
export async function countAssets(db: Db, reportId: number): Promise<number> {
  const row = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
