/** The report's comment thread (030_sign_off_and_report_comments.sql). Parameterised queries only. */
import type { Database } from '@taxdep/db/schema';
import type { ReportComment } from '@taxdep/domain';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export async function findComments(db: Db, reportId: number): Promise<ReportComment[]> {
  const rows = await db
    .selectFrom('report_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'u.first_name', 'u.last_name', 'c.body', 'c.step_id', 'c.posted_at'])
    .where('c.report_id', '=', reportId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    by: { userId: r.user_id, name: [r.first_name, r.last_name].filter(Boolean).join(' ') },
    at: new Date(r.posted_at).toISOString(),
    text: r.body,
    withReturn: r.step_id !== null,
  }));
}

export async function insertComment(
  db: Db,
  comment: { reportId: number; userId: number; text: string; stepId: bigint | null },
): Promise<void> {
  await db
    .insertInto('report_comments')
    .values({
      report_id: comment.reportId,
      user_id: comment.userId,
      body: comment.text,
      step_id: comment.stepId,
    })
    .execute();
}
