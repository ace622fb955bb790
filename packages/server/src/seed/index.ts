import { lockSeeding } from '@taxdep/db';
import type { Database } from '@taxdep/db/schema';
import type { Kysely, Transaction } from 'kysely';
import { demoReports, insertDemoPortal, METHOD } from './demo';
import { generateRegister, type RegisterPlan, type SeedTaxCode } from './demo-assets';
import { insertCapexDemo } from './demo-capex';
import { insertDemoFirm } from './demo-firm';
import { insertDemoRates, insertRcaDemo } from './demo-rca';
import { insertResidentialDemo } from './demo-residential';
import { insertDemoUsers, syncDemoUsers } from './demo-users';
import { seedIncentiveWindows } from './incentive-windows';
import { Prng } from './prng';
import { seedTaxCodes } from './tax-codes';

export { DEMO_ADMINISTRATOR, DEMO_PASSWORD, DEMO_USERS, uidOf } from './demo-users';

export interface SeedOutcome {
  taxCodes: number;
  demo: boolean;
}

/**
 * Reference data always; the demo data when asked and the database has no users yet (idempotent). Demo users
 * can sign in only while the demo data is on, whatever the data folder held before.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoData: boolean },
): Promise<SeedOutcome> {
  const taxCodes = await seedTaxCodes(db);
  await seedIncentiveWindows(db);
  const demo = options.demoData ? await seedDemoData(db) : false;
  await syncDemoUsers(db, options.demoData);
  return { taxCodes, demo };
}

/** The register sizes of the demo reports, in report order (the first is the big one of the brief). */
const REGISTER_SIZES = [320, 28, 18, 12, 0];
const DEMO_SEED = 20_250_630;

export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return false;
    const users = await insertDemoUsers(trx);
    // Issue 25 item 1: the firm, its offices and the users' places in them.
    await insertDemoFirm(trx, users);
    const portal = await insertDemoPortal(trx);
    const reports = await trx
      .insertInto('reports')
      .values(demoReports(portal, users))
      .returning(['id'])
      .execute();
    await trx
      .insertInto('report_output_columns')
      .values(reports.map((r) => ({ report_id: r.id })))
      .execute();
    const prng = new Prng(DEMO_SEED);
    const codes = await loadSeedTaxCodes(trx);
    const categoryIds = Object.fromEntries(
      (await trx.selectFrom('depreciation_categories').select(['id', 'code']).execute()).map((c) => [
        c.code,
        c.id,
      ]),
    );
    for (const [index, report] of reports.entries()) {
      const count = REGISTER_SIZES[index] ?? 0;
      if (count === 0) continue;
      const labelByLocation = index === 0 ? await insertDemoLabels(trx, report.id) : {};
      const plan: RegisterPlan = {
        reportId: report.id,
        count,
        fundCode: index < 3 ? 'HPOF' : 'SCRF',
        propertyCode: ['HT01', 'HT01', 'CP02', 'RP01'][index] ?? '',
        reportMethod: index === 2 ? 'PC' : 'DV',
        methodIds: METHOD,
        categoryIds,
        ...codes,
        labelByLocation,
        errorRate: index === 1 ? 0 : 0.06,
        // Issue 16 item 10: Riverside Plaza is a shopping centre; Harbour Tower and Collins Place are offices.
        propertyType: index === 3 ? 'retail' : 'office',
        // Issue 25 item 4: the In Progress Harbour Tower register shows a customised rate still to be explained.
        unexplainedRates: index === 0 ? 1 : 0,
      };
      await insertRegister(trx, generateRegister(prng, plan));
    }
    // Issue 23 item 8: a residential rental of two individuals, on which every rule of the law around the figures
    // shows (./demo-residential.ts); after the others, so their ids stay as the docs and tests name them.
    await insertResidentialDemo(
      trx,
      { surveyor: users['alex.surveyor@demo.taxdep'], checker: users['casey.checker@demo.taxdep'] },
      categoryIds,
      METHOD,
    );
    // Issue 27: Harbour Tower's capex forecast, beside its depreciation reports (./demo-capex.ts); last, likewise.
    await insertCapexDemo(
      trx,
      { fundId: portal.funds.hpof, propertyId: portal.properties.harbourTower },
      {
        surveyor: users['sam.surveyor@demo.taxdep'],
        checker: users['chris.checker@demo.taxdep'],
        office: 'Sydney',
      },
    );
    // Issue 28: the sample building-rate library (only with the demo data: a firm loads its own) and Harbour
    // Tower's reinstatement cost assessment priced from it (./demo-rca.ts); last, likewise.
    await insertRcaDemo(
      trx,
      { fundId: portal.funds.hpof, propertyId: portal.properties.harbourTower },
      {
        surveyor: users['sam.surveyor@demo.taxdep'],
        checker: users['chris.checker@demo.taxdep'],
        office: 'Sydney',
      },
      await insertDemoRates(trx),
    );
    return true;
  });
}

async function insertDemoLabels(
  trx: Transaction<Database>,
  reportId: number,
): Promise<Record<string, number>> {
  const labels = await trx
    .insertInto('abandonment_labels')
    .values([
      {
        report_id: reportId,
        label: 'Level 12 tenancy fit-out (lease expiry)',
        abandonment_date: '2026-03-31',
      },
      { report_id: reportId, label: 'Ground floor café fit-out', abandonment_date: null },
      { report_id: reportId, label: 'Level 3 legal tenancy strip-out', abandonment_date: '2025-11-30' },
    ])
    .returning(['id'])
    .execute();
  return { 'Level 12': labels[0]!.id, 'Ground floor café': labels[1]!.id, 'Level 3': labels[2]!.id };
}

async function insertRegister(trx: Transaction<Database>, rows: ReturnType<typeof generateRegister>) {
  if (rows.length === 0) return;
  // PostgreSQL returns the ids of a multi-row INSERT … RETURNING in VALUES order.
  const ids = await trx
    .insertInto('assets')
    .values(rows.map((r) => r.asset))
    .returning('id')
    .execute();
  const demolitions = rows.flatMap((row, i) => row.demolitions.map((d) => ({ ...d, asset_id: ids[i]!.id })));
  if (demolitions.length > 0) await trx.insertInto('demolitions').values(demolitions).execute();
}

async function loadSeedTaxCodes(trx: Transaction<Database>) {
  const rows = await trx
    .selectFrom('tax_codes as t')
    .innerJoin('depreciation_categories as c', 'c.id', 't.category_id')
    .select([
      't.id',
      't.code',
      't.asset_group',
      't.asset',
      't.effective_life_years',
      't.construction_type',
      'c.code as category',
    ])
    .orderBy('t.code')
    .execute();
  const toSeed = (r: (typeof rows)[number]): SeedTaxCode => ({
    id: r.id,
    code: r.code,
    assetGroup: r.asset_group,
    asset: r.asset,
    life: r.effective_life_years,
    constructionType: r.construction_type,
  });
  return {
    plantCodes: rows.filter((r) => r.category === '40' && r.effective_life_years !== null).map(toSeed),
    capitalWorksCodes: rows.filter((r) => r.category === '43').map(toSeed),
    otherCodes: rows.filter((r) => r.category === 'R').map(toSeed),
  };
}

/** A demo report as the start banner lists it. */
export interface DemoReport {
  id: number;
  name: string | null;
  status: string;
  /**
   * Issue 27: a depreciation report opens at `?depreciationReportId=`, a capex forecast at `?capexId=`; issue 28: an
   * assessment at `?rcaId=`.
   */
  kind: 'depreciation' | 'capex' | 'rca';
}

/** The demo reports for the start banner, so a newcomer can open one by its link straight away. */
export async function listDemoReports(db: Kysely<Database>): Promise<DemoReport[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('report_statuses', 'report_statuses.id', 'reports.status_id')
    .select(['reports.id', 'reports.report_name', 'report_statuses.status', 'reports.kind'])
    .orderBy('reports.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.report_name, status: r.status, kind: r.kind }));
}
