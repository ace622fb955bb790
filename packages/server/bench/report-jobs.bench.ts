/**
 * Benchmark of the report PDF's job path (issue 14; docs/api.md "Report documents"): a generated register
 * (test/register-fixtures.ts) on PGlite, or PostgreSQL with BENCH_DATABASE_URL; the preview queues the job, the
 * runner makes the document with the real renderer and stores it in parts, then the stored parts are read back as
 * the preview serves them. Prints the job's time (queue to done), pages and size, the peak resident memory during
 * the job and during the read-back (sampled every 10 ms), and whether the bytes read back hash to the stored
 * SHA-256. Figures only, no timed assertions.
 *
 *   pnpm --filter @taxdep/server exec tsx bench/report-jobs.bench.ts
 *   BENCH_SIZES=1000,100000 pnpm --filter @taxdep/server exec tsx bench/report-jobs.bench.ts
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { reportDocumentFileName, writeReportDocument } from '../src/report-document/index';
import { readPart } from '../src/report-jobs/document-repository';
import { ReportJobRunner } from '../src/report-jobs/runner';
import { documentStatus, preview } from '../src/report-jobs/service';
import { createTestDatabase } from '../src/test/database';
import { createReport, insertGeneratedRegister } from '../src/test/register-fixtures';

const SIZES = (process.env.BENCH_SIZES ?? '1000,20000').split(',').map(Number);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Peak RSS while `work` runs. */
async function sampled<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; before: number; peak: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { value, ms, before, peak: Math.max(peak, process.memoryUsage().rss) };
}

async function run(size: number): Promise<void> {
  const database = await createTestDatabase();
  const db = database.db;
  try {
    const reportId = await createReport(db);
    await db
      .updateTable('reports')
      .set({ report_name: `Bench ${size}` })
      .where('id', '=', reportId)
      .execute();
    await insertGeneratedRegister(db, reportId, size, 2025);
    const runner = new ReportJobRunner(
      db,
      { write: writeReportDocument, fileName: reportDocumentFileName },
      {
        onError: (error) => process.stdout.write(`  job error: ${String(error)}\n`),
      },
    );
    const job = await sampled(async () => {
      await preview(db, { wake: () => undefined }, reportId);
      await runner.runOnce();
      return documentStatus(db, reportId);
    });
    const document = job.value.document;
    if (!document) throw new Error(`no document: ${JSON.stringify(job.value.job)}`);
    const stored = await db
      .selectFrom('report_documents')
      .select('id')
      .where('document_uid', '=', document.documentUId)
      .executeTakeFirstOrThrow();
    const served = await sampled(async () => {
      const hash = createHash('sha256');
      let parts = 0;
      for (let part = await readPart(db, stored.id, 0); part; part = await readPart(db, stored.id, parts)) {
        hash.update(part);
        parts += 1;
      }
      return { parts, sha256: hash.digest('hex') };
    });
    process.stdout.write(
      `${size} assets (${database.schema ? 'PostgreSQL' : 'PGlite'}): job ${(job.ms / 1000).toFixed(2)} s ` +
        `(figures' first computation included), ${document.pages} pages, ${(document.bytes / 1024 / 1024).toFixed(2)} MB ` +
        `in ${served.value.parts} parts; RSS ${mb(job.before)} before, peak ${mb(job.peak)} during the job; ` +
        `read back in ${(served.ms / 1000).toFixed(2)} s, peak ${mb(served.peak)}; ` +
        `SHA-256 ${served.value.sha256 === document.sha256 ? 'matches' : 'DIFFERS'}; load average ${load()}\n`,
    );
  } finally {
    await database.close();
  }
}

process.stdout.write(`report jobs bench, Node ${process.version}, load average ${load()}\n`);
for (const size of SIZES) await run(size);
