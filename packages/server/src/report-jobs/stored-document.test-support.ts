/**
 * A stored, ready report document made without the renderer, with a first-pages file, for tests that need one to
 * exist (the fuzz test's valid examples of the main portal's download and of GET …/first-pages).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../kernel/record-repository';

export async function storeTestDocument(
  db: Db,
  reportId: number,
): Promise<{ fundId: number; documentUId: string }> {
  const report = await db
    .selectFrom('reports')
    .select(['fund_id', 'version'])
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto('report_document_jobs')
    .values({
      report_id: reportId,
      general_info_version: report.version,
      register_revision: 'test',
      status: 'done',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
  const documentUId = randomUUID();
  const document = await db
    .insertInto('report_documents')
    .values({
      document_uid: documentUId,
      report_id: reportId,
      job_id: job.id,
      general_info_version: report.version,
      register_revision: 'test',
      file_name: 'report.pdf',
      byte_count: BigInt(bytes.byteLength),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      pages: 1,
      ready: true,
      generated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('report_document_parts')
    .values({ document_id: document.id, part_no: 0, bytes })
    .execute();
  await db
    .insertInto('report_document_first_pages')
    .values({
      document_id: document.id,
      pages: 1,
      byte_count: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    })
    .execute();
  return { fundId: report.fund_id, documentUId };
}
