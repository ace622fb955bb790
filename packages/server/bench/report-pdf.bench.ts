/**
 * Benchmark of the report PDF (issue 14; docs/report-document.md "Speed"): generated registers of 1,000 and
 * 100,000 assets (test/register-fixtures.ts, the pool on, method DV) on PGlite, the document written to a sink
 * that counts bytes. Prints per register: the figures' first computation (what the tabs also pay once), the
 * document's time with the figures already made (twice), pages, bytes, the peak resident memory during the
 * document (sampled every 10 ms; the document yields every few pages) and the machine's load average.
 * Targets: 1,000 assets under 3 s, 100,000 under 60 s with flat memory. Figures only, no timed assertions.
 *
 *   pnpm bench:report-pdf
 *   BENCH_SIZES=1000,20000 pnpm bench:report-pdf
 */
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { readReportFigures } from '../src/report-document/figures';
import { writeReportDocument } from '../src/report-document/index';
import { createTestDatabase } from '../src/test/database';
import { createPooledDvReport, insertGeneratedRegister } from '../src/test/register-fixtures';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function run(size: number): Promise<void> {
  const database = await createTestDatabase();
  const db = database.db;
  try {
    const reportId = await createPooledDvReport(db);
    let t = performance.now();
    await insertGeneratedRegister(db, reportId, size, 2025);
    await sql`vacuum analyze assets`.execute(db);
    process.stdout.write(`${size} assets: seeded in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
    t = performance.now();
    await readReportFigures(db, reportId);
    process.stdout.write(
      `  figures (first computation, and the method comparison): ${((performance.now() - t) / 1000).toFixed(2)} s\n`,
    );
    for (let round = 1; round <= 2; round += 1) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      let bytes = 0;
      let last = { done: 0, total: 0 };
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await writeReportDocument(
        db,
        reportId,
        (chunk) => {
          bytes += chunk.length;
        },
        (progress) => {
          last = progress;
        },
      );
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      process.stdout.write(
        `  document #${round}: ${(ms / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s), ` +
          `${result.pages} pages, ${(bytes / 1024 / 1024).toFixed(2)} MB, RSS ${mb(before)} before, peak ${mb(peak)}, ` +
          `progress ${last.done}/${last.total}, load average ${load()}\n`,
      );
    }
  } finally {
    await database.close();
  }
}

process.stdout.write(`report PDF bench, Node ${process.version}, load average ${load()}\n`);
for (const size of SIZES) await run(size);
