/**
 * The SQL of the report documents (issue 11: SQL only in repositories; migration 013; docs/api.md "Report
 * documents"): the revision a report is at, the jobs (queue, claim, heartbeat, finish) and the stored documents.
 */
import { type DownloadNameFacts, propertyForName } from '@taxdep/domain/format';
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';

/** What a document is made from (migration 013 says why the pair identifies the register's rows). */
export interface Revision {
  generalInfoVersion: number;
  registerRevision: string;
}

/** The report as the jobs need it: its name, fund, whether it is read-only, and its current revision. */
export interface DocumentReport extends Revision {
  id: number;
  /**
   * Issue 27: a capex forecast's document is its own (src/capex), named and revised by its own rows; issue 28: an
   * assessment's likewise (src/rca).
   */
  kind: 'depreciation' | 'capex' | 'rca';
  fundId: number;
  reportName: string | null;
  readOnly: boolean;
  /** What its files are named after (docs/api.md "File names"). */
  nameFacts: DownloadNameFacts;
}

/**
 * One statement, so General Info and the register are read in the same snapshot. The register's revision is its
 * newest writer (`assets_report_written_by` index, read backwards) and its number of assets. Issue 27: a capex
 * forecast's revision is its settings' version (with the report row's) and its newest change with its number of
 * items (035_capex_forecasts.sql: every item and settings change is a capex_changes row). Issue 28: an
 * assessment's is its inputs' version (with the report row's) and its number of buildings (every save of the inputs
 * moves the version, 036_rca_assessments.sql).
 */
export async function findDocumentReport(db: Db, reportId: number): Promise<DocumentReport | undefined> {
  const { rows } = await sql<{
    id: number;
    fund_id: number;
    report_name: string | null;
    read_only: boolean;
    street_address: string | null;
    suburb: string | null;
    property_name: string | null;
    master_id: string | null;
    eofy_report_date: string | null;
    reference: string | null;
    version: number;
    newest: string | null;
    asset_count: number;
    kind: 'depreciation' | 'capex' | 'rca';
  }>`
    select r.id, r.fund_id, r.report_name, s.read_only, p.street_address, p.suburb, p.property_name,
      p.master_id, r.eofy_report_date::text as eofy_report_date, r.reference, r.kind,
      case when r.kind = 'capex' then r.version + (select c.version from capex_forecasts c where c.report_id = r.id)
        when r.kind = 'rca' then r.version + (select a.version from rca_assessments a where a.report_id = r.id)
        else r.version end as version,
      case when r.kind = 'capex'
        then (select max(x.id)::text from capex_changes x where x.report_id = r.id)
        when r.kind = 'rca' then null
        else (select a.written_by::text from assets a where a.report_id = r.id order by a.written_by desc limit 1)
      end as newest,
      case when r.kind = 'capex' then (select count(*)::integer from capex_items i where i.report_id = r.id)
        when r.kind = 'rca'
          then (select jsonb_array_length(a.buildings) from rca_assessments a where a.report_id = r.id)
        else (select count(*)::integer from assets a where a.report_id = r.id) end as asset_count
    from reports r join report_statuses s on s.id = r.status_id join properties p on p.id = r.property_id
    where r.id = ${reportId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    fundId: row.fund_id,
    reportName: row.report_name,
    readOnly: row.read_only,
    nameFacts: {
      property: propertyForName({
        streetAddress: row.street_address,
        suburb: row.suburb,
        propertyName: row.property_name,
        masterId: row.master_id,
      }),
      reportDate: row.eofy_report_date,
      reference: row.reference,
    },
    generalInfoVersion: row.version,
    registerRevision: `${row.newest ?? '0'}/${row.asset_count}`,
  };
}

export interface JobRow {
  id: number;
  report_id: number;
  general_info_version: number;
  register_revision: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  stage: string;
  done: number;
  total: number;
  attempts: number;
  claim_token: string | null;
  error: string | null;
  document_id: number | null;
  queued_at: Date;
  /** Migration 030: a sign-off's job (issue 26 item 11), by the checker at the instant they confirmed. */
  sign_off: boolean;
  sign_off_by: number | null;
  sign_off_at: Date | null;
}

const JOB_COLUMNS = [
  'id',
  'report_id',
  'general_info_version',
  'register_revision',
  'status',
  'stage',
  'done',
  'total',
  'attempts',
  'claim_token',
  'error',
  'document_id',
  'queued_at',
  'sign_off',
  'sign_off_by',
  'sign_off_at',
] as const;

/** The revision's document job (a sign-off's job is another, `signOff`). */
export function findJob(
  db: Db,
  reportId: number,
  revision: Revision,
  signOff = false,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('report_document_jobs')
    .select(JOB_COLUMNS)
    .where('report_id', '=', reportId)
    .where('general_info_version', '=', revision.generalInfoVersion)
    .where('register_revision', '=', revision.registerRevision)
    .where('sign_off', '=', signOff)
    .executeTakeFirst();
}

/** A finished or failed job's columns set back to queued, for a new version of its document. */
function requeued() {
  return {
    status: 'queued',
    stage: '',
    done: 0,
    total: 0,
    attempts: 0,
    error: null,
    claim_token: null,
    queued_at: sql<Date>`now()`,
    started_at: null,
    finished_at: null,
  } as const;
}

/**
 * Queues the sign-off of the revision by `userId` (issue 26 item 11): a finished or failed sign-off job of the
 * revision is queued again with the new instant; a queued or running one is shared (a second click waits for it).
 * The instant is cut to milliseconds, as a JS Date reads it, so the document drawn with it and the report's
 * stored sign-off time give the same bytes when the sealed document is made again.
 */
export async function queueSignOff(
  db: Db,
  reportId: number,
  revision: Revision,
  userId: number,
): Promise<JobRow> {
  const now = sql<Date>`date_trunc('milliseconds', now())`;
  await db
    .insertInto('report_document_jobs')
    .values({
      report_id: reportId,
      general_info_version: revision.generalInfoVersion,
      register_revision: revision.registerRevision,
      sign_off: true,
      sign_off_by: userId,
      sign_off_at: now,
    })
    .onConflict((oc) =>
      oc
        .constraint('report_document_jobs_one_per_revision')
        .doUpdateSet({ ...requeued(), document_id: null, sign_off_by: userId, sign_off_at: now })
        .where('report_document_jobs.status', 'in', ['done', 'failed']),
    )
    .execute();
  const job = await findJob(db, reportId, revision, true);
  if (!job) throw new Error(`the sign-off of report ${reportId} vanished as it was queued`);
  return job;
}

/** The report's newest sign-off job, whatever its revision (the workflow bar shows its progress or failure). */
export function findNewestSignOff(db: Db, reportId: number): Promise<JobRow | undefined> {
  return db
    .selectFrom('report_document_jobs')
    .select(JOB_COLUMNS)
    .where('report_id', '=', reportId)
    .where('sign_off', '=', true)
    .orderBy('queued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The revision's job, queued if there was none (two requests for one revision share it: the unique key makes the
 * second insert a no-op). `again`: a finished or failed job is queued once more (a new version), a queued or
 * running one is shared as it is.
 */
export async function queueJob(
  db: Db,
  reportId: number,
  revision: Revision,
  again: boolean,
): Promise<JobRow> {
  const insert = db.insertInto('report_document_jobs').values({
    report_id: reportId,
    general_info_version: revision.generalInfoVersion,
    register_revision: revision.registerRevision,
  });
  const conflict = insert.onConflict((oc) => {
    const target = oc.constraint('report_document_jobs_one_per_revision');
    if (!again) return target.doNothing();
    return target.doUpdateSet(requeued()).where('report_document_jobs.status', 'in', ['done', 'failed']);
  });
  await conflict.execute();
  const job = await findJob(db, reportId, revision);
  if (!job) throw new Error(`the job of report ${reportId} vanished as it was queued`);
  return job;
}

/**
 * Claims the oldest queued job, or a running one whose heartbeat is older than `staleSeconds` (its instance died).
 * `FOR UPDATE SKIP LOCKED`: two instances claiming at once take different jobs, never the same one twice.
 */
export async function claimJob(db: Db, token: string, staleSeconds: number): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`
    update report_document_jobs
    set status = 'running', attempts = attempts + 1, claim_token = ${token}::uuid,
      started_at = now(), heartbeat_at = now(), error = null
    where id = (
      select id from report_document_jobs
      where status = 'queued'
        or (status = 'running' and heartbeat_at < now() - make_interval(secs => ${staleSeconds}))
      order by queued_at, id
      limit 1
      for update skip locked)
    returning ${sql.join(JOB_COLUMNS.map((column) => sql.ref(column)))}`.execute(db);
  return rows[0];
}

/** Progress and heartbeat of the claim's holder; false when the claim was lost (another instance took the job). */
export async function reportProgress(
  db: Db,
  jobId: number,
  token: string,
  progress: { stage: string; done: number; total: number },
): Promise<boolean> {
  const result = await db
    .updateTable('report_document_jobs')
    .set({ ...progress, heartbeat_at: sql<Date>`now()` })
    .where('id', '=', jobId)
    .where('claim_token', '=', token)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends the claim's job as done (with its document, or none) or failed; false when the claim was lost. */
export async function finishJob(
  db: Db,
  jobId: number,
  token: string,
  end: { status: 'done' | 'failed'; documentId: number | null; error: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('report_document_jobs')
    .set({
      status: end.status,
      document_id: end.documentId,
      error: end.error,
      finished_at: sql<Date>`now()`,
      claim_token: null,
    })
    .where('id', '=', jobId)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Hands the claim's job back to the queue (this instance is stopping): another instance, or this one after its
 * restart, takes it up at once instead of waiting for the heartbeat to go stale. */
export async function releaseJob(db: Db, jobId: number, token: string): Promise<void> {
  await db
    .updateTable('report_document_jobs')
    .set({ status: 'queued', claim_token: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('id', '=', jobId)
    .where('claim_token', '=', token)
    .where('status', '=', 'running')
    .execute();
}
