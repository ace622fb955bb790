import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SURVEYOR } from '../pages/sign-in';
import { productToken, startService } from './service';

/** Seconds since `since` (performance.now()), for the preparation log. */
export const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * The SQL that gives report `reportId` an EOFY report date, for `before`: its figures (Calculations, Deductions, the
 * PDF) are for the financial year ending on it, and are refused (409) without one; the demo data's fifth report
 * has none yet.
 */
export const giveEofyReportDate = (reportId: number) =>
  `UPDATE reports SET eofy_report_date = '2025-06-30' WHERE id = ${reportId};\n`;

export interface LargeRegister {
  dataDir: string;
  port: number;
  /** The report whose register receives the rows. */
  reportId: number;
  assets: number;
  /** SQL run in the same session just before large-register.sql (e.g. General Info the report needs). */
  before?: string;
}

/**
 * The large register, loaded from outside: a first start creates the database with the demo data; with the
 * service stopped (PGlite is one process only) large-register.sql adds the rows; a second start lists the
 * register in error mode once, which stores every row's verdict (as insertGeneratedRegister did before issue 11).
 */
export async function prepareLargeRegister(large: LargeRegister): Promise<void> {
  const { dataDir, port, reportId, assets } = large;
  const origin = `https://127.0.0.1:${port}`;
  const began = performance.now();
  await (await startService(dataDir, port)).stop();
  const loading = performance.now();
  const database = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const script = readFileSync(new URL('./large-register.sql', import.meta.url), 'utf8');
    await database.exec(
      `${large.before ?? ''}SET bench.report_id = ${reportId}; SET bench.assets = ${assets};\n${script}`,
    );
  } finally {
    await database.close();
  }
  console.log(
    `loaded ${assets} assets into report ${reportId} with large-register.sql in ${seconds(loading)} s`,
  );
  const service = await startService(dataDir, port);
  try {
    const judging = performance.now();
    const token = productToken(dataDir, port, SURVEYOR);
    const listing = await fetch(`${origin}/api/v1/depreciationReports/${reportId}/modelAssets?alerts=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!listing.ok) throw new Error(`the error-mode listing answered ${listing.status}`);
    const { registerAssetCount } = (await listing.json()) as { registerAssetCount?: number };
    if (registerAssetCount !== assets) throw new Error(`the register has ${registerAssetCount} assets`);
    console.log(`judged the register through GET .../modelAssets?alerts=true in ${seconds(judging)} s`);
  } finally {
    await service.stop();
  }
  console.log(`prepared in ${seconds(began)} s`);
}
