/**
 * Benchmark of a paste from Excel of 1,000 rows (issue 16; docs/api.md "Paste from Excel"): the staging in the
 * domain (the clipboard's text read, each row normalised and judged with the CSV import's rules, compared with the
 * grid's rows) and the one write (`POST …/pasteModelAssets` through the service's whole request path, in process),
 * on PGlite and, with BENCH_DATABASE_URL, PostgreSQL. Two blocks: 1,000 rows pasted on the new-row line (1,000
 * assets added), and 1,000 rows pasted at the top of a page of 200 (200 assets changed, 800 added). Each run on a
 * fresh report; figures only, no assertion (docs/architecture.md "Tests").
 *
 *   pnpm bench:paste
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:paste
 */
import { loadavg } from 'node:os';
import type { PasteBody, RegisterAsset } from '@taxdep/domain';
import { stagePaste, writeClipboardBlock } from '@taxdep/domain/paste';
import { createTestApp, type TestApp } from '../src/test/app';
import { createReport, insertGeneratedRegister } from '../src/test/register-fixtures';

const ROWS = Number(process.env.BENCH_PASTE_ROWS ?? 1000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const PAGE = 200;

/** The grid's columns from Tax Code to Historical Building Cost, all shown (packages/web columns.ts). */
const COLUMNS = [
  'assetCode',
  'depreciationCategory',
  'fundCode',
  'propertyCode',
  'projectCode',
  'description',
  'subCategory',
  'location',
  'supplier',
  'invoiceNumber',
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'originalCost',
  'writtenDownValue',
  'writtenDownValueDate',
  'depreciationMethod',
  'depreciationRate',
  'annualDepreciationClaim',
  'historicalBuildingCost',
].map((key) => ({ key, label: key }));

/** A block as a surveyor copies it from a workbook: every column, money with `$` and commas, dates d/m/yyyy. */
function workbookBlock(rows: number): string {
  return writeClipboardBlock(
    Array.from({ length: rows }, (_, i) => [
      i % 10 === 0 ? 'B0040' : 'A0004',
      '40',
      'HPOF',
      'HT01',
      `PRJ-${i % 40}`,
      `Pasted asset ${i}\twith a tab`,
      'Assets generally',
      `Level ${i % 12}`,
      'Harbour Lifts',
      `INV-${1000 + i}`,
      `${1 + (i % 28)}/7/2023`,
      '',
      '30/06/2024',
      `$${(1000 + i).toLocaleString('en-AU')}.50`,
      '',
      '',
      i % 2 === 0 ? 'DV' : 'PC',
      i % 7 === 0 ? '12.5%' : '',
      '',
      `$${(2000 + i).toLocaleString('en-AU')}`,
    ]),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function pageOf(t: TestApp, reportId: number): Promise<RegisterAsset[]> {
  const response = await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, {
    pageSize: PAGE,
  });
  return response.json().modelAssets;
}

async function runOnce(t: TestApp, atTopOfPage: boolean, run: number) {
  const reportId = await createReport(t.database.db);
  await insertGeneratedRegister(t.database.db, reportId, PAGE, 1600 + run);
  await t.database.db
    .updateTable('assets')
    .set({ read_only: false })
    .where('report_id', '=', reportId)
    .execute();
  const rows = await pageOf(t, reportId);
  const text = workbookBlock(ROWS);
  const started = performance.now();
  const staging = stagePaste(
    text,
    { columns: COLUMNS, rows },
    { row: atTopOfPage ? 0 : 'new', column: 'assetCode' },
  );
  const staged = performance.now() - started;
  if (staging.outcome !== 'staged') throw new Error(staging.message);
  const body: PasteBody = {
    pasteId: crypto.randomUUID(),
    changes: staging.changes.map(({ assetId, base, values }) => ({ assetId, base, values })),
    additions: staging.additions.map((addition) => addition.values),
  };
  const writeStarted = performance.now();
  const response = await t.call('POST', `/depreciationReports/${reportId}/pasteModelAssets`, body);
  const written = performance.now() - writeStarted;
  if (response.statusCode !== 200) throw new Error(`paste refused: ${response.statusCode} ${response.body}`);
  const answer = response.json();
  return {
    staged,
    written,
    changed: answer.changedCount,
    added: answer.addedCount,
    bytes: JSON.stringify(body).length,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<void> {
  const t = await createTestApp();
  try {
    for (const atTopOfPage of [false, true]) {
      const runs = [];
      await runOnce(t, atTopOfPage, 0); // warm-up: the engine's plans, the JIT
      for (let run = 1; run <= REPEATS; run += 1) runs.push(await runOnce(t, atTopOfPage, run));
      const { changed, added, bytes } = runs[0]!;
      console.log(
        `${engine.padEnd(8)} ${ROWS} rows ${atTopOfPage ? `at the top of a page of ${PAGE}` : 'on the new-row line'}` +
          ` (${changed} changed, ${added} added; body ${(bytes / 1024).toFixed(0)} KB): staging median ` +
          `${ms(median(runs.map((r) => r.staged)))}, write median ${ms(median(runs.map((r) => r.written)))}` +
          ` (runs: ${runs.map((r) => `${ms(r.staged)} + ${ms(r.written)}`).join(', ')})`,
      );
    }
  } finally {
    await t.close();
  }
}

console.log(`paste bench: ${ROWS} rows, ${REPEATS} runs each, load average ${loadavg()[0]!.toFixed(1)}`);
delete process.env.TEST_DATABASE_URL;
await benchEngine('pglite');
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  await benchEngine('postgres');
}
