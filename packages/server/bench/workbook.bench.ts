/**
 * Benchmark of the schedule's Excel workbook (issue 25 item 6; docs/api.md "The schedule as a workbook"): a register
 * of 100,000 assets under a low value pool (and one of a tenth of that, to show the memory does not grow with the
 * register) on PGlite, the figures computed first (they are the Calculations tab's, kept whatever is exported), then
 * the workbook written through the service's own functions to a sink that reads like a socket. Prints the time to
 * the last byte, the size, the process's resident memory (RSS) before and at its peak during the write (sampled every
 * 5 ms) and the live heap after a forced collection before and after. Target: under 10 s for 100,000 assets, with
 * memory that does not grow with the register. Figures only (docs/architecture.md "Tests": no timed assertions).
 *
 *   pnpm bench:workbook
 *   BENCH_ASSETS=20000 pnpm bench:workbook                             # a smaller register
 */
import { Writable } from 'node:stream';
import { currentFigures } from '../src/calculations';
import { workbookExport } from '../src/export/service';
import { writeWorkbook } from '../src/export/workbook-writer';
import { createReport, insertGeneratedRegister } from '../src/test/register-fixtures';
import { openBenchDatabase } from './bench-database';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const MB = 1024 * 1024;

const rss = () => process.memoryUsage().rss / MB;
function liveHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / MB;
}

/** A sink that takes 64 kB chunks a little at a time, as a socket does, so the writer's back-pressure is exercised. */
function socketLike(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      setImmediate(done);
    },
  });
  return { sink, bytes: () => bytes };
}

async function measure(
  db: Parameters<typeof currentFigures>[0],
  reportId: number,
  assets: number,
): Promise<void> {
  let started = performance.now();
  await currentFigures(db, reportId);
  const figuresSeconds = (performance.now() - started) / 1000;
  const heapBefore = liveHeap();
  const rssBefore = rss();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 5);
  started = performance.now();
  const file = await workbookExport(db, reportId);
  const { sink, bytes } = socketLike();
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  await writeWorkbook(sink, file.sheets);
  await finished;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const heapAfter = liveHeap();
  process.stdout.write(
    `${assets.toLocaleString('en-AU')} assets: figures ${figuresSeconds.toFixed(1)} s (before, kept for the tabs); ` +
      `workbook ${seconds.toFixed(2)} s, ${(bytes() / MB).toFixed(1)} MB; ` +
      `RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - rssBefore).toFixed(0)} MB); ` +
      `live heap ${heapBefore.toFixed(0)} → ${heapAfter.toFixed(0)} MB\n`,
  );
}

async function main(): Promise<void> {
  const { database, cleanup } = await openBenchDatabase('pglite');
  try {
    for (const assets of [Math.max(1, Math.round(ASSETS / 10)), ASSETS]) {
      const reportId = await createReport(database.db);
      await database.db
        .updateTable('reports')
        .set({ low_value_pool_flag: true })
        .where('id', '=', reportId)
        .execute();
      const seeded = performance.now();
      await insertGeneratedRegister(database.db, reportId, assets, 2025);
      process.stdout.write(
        `seeded ${assets} assets in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
      );
      await measure(database.db, reportId, assets);
    }
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
