import { isValidAbn } from '@taxdep/domain/firm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { seedDatabase } from '.';
import { generateRegister, percentOf, type RegisterPlan } from './demo-assets';
import { Prng } from './prng';

describe(`demo seed on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ demoData: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds the tax codes from the effective-life table with codes of ours', async () => {
    const codes = await database.db
      .selectFrom('tax_codes')
      .select(['code', 'category_id'])
      .orderBy('code')
      .execute();
    expect(codes.length).toBe(188 + 8);
    expect(codes.map((c) => c.code)).toContain('A0001');
    expect(codes.map((c) => c.code)).toContain('B0106');
    expect(codes.map((c) => c.code)).not.toContain('B0107');
  });

  it('creates the demo users with upper-cased uids and the password demo', async () => {
    const users = await database.db.selectFrom('users').selectAll().orderBy('id').execute();
    const sam = users.find((u) => u.email === 'sam.surveyor@demo.taxdep');
    expect(sam?.uid).toBe('SAM.SURVEYOR');
    expect(sam?.role).toBe('surveyor');
    expect(users.find((u) => u.email === 'chris.checker@demo.taxdep')?.role).toBe('checker');
    expect(users.find((u) => u.email === 'casey.checker@demo.taxdep')?.uid).toBe('CASEY.CHECKER');
    expect(await verifyPassword('demo', sam?.password_hash ?? '')).toBe(true);
  });

  it('has a firm whose ABN passes the check digits, two offices, and the demo users placed in them', async () => {
    const firm = await database.db.selectFrom('firm').selectAll().executeTakeFirstOrThrow();
    expect(firm.name).toBe('Meridian Quantity Surveyors Pty Ltd');
    expect(isValidAbn(firm.abn ?? '')).toBe(true);
    expect(firm.tpb_registration_number).toMatch(/^[0-9]{8}$/);
    const placed = await database.db
      .selectFrom('users as u')
      .innerJoin('offices as o', 'o.id', 'u.office_id')
      .select(['u.email', 'o.name'])
      .orderBy('u.email')
      .execute();
    expect(new Set(placed.map((p) => p.name))).toEqual(new Set(['Sydney', 'Brisbane']));
    expect(placed.find((p) => p.email === 'sam.surveyor@demo.taxdep')?.name).toBe('Sydney');
  });

  it('has reports in each status and two reports of one property', async () => {
    const reports = await database.db
      .selectFrom('reports as r')
      .innerJoin('report_statuses as s', 's.id', 'r.status_id')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select(['r.id', 's.status', 'p.master_id'])
      .execute();
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['In Progress', 'QA Review', 'Completed']));
    const byMaster = new Map<string, number>();
    for (const r of reports) byMaster.set(r.master_id, (byMaster.get(r.master_id) ?? 0) + 1);
    expect(Math.max(...byMaster.values())).toBeGreaterThanOrEqual(2);
    expect(new Set(reports.map((r) => r.master_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('has one register of 300+ assets of mixed categories and methods, demolitions and labels', async () => {
    const rows = await sql<{ report_id: number; n: number; categories: number; methods: number }>`
      select report_id, count(*)::int as n, count(distinct category_id)::int as categories,
             count(distinct method_id)::int as methods
      from assets group by report_id order by n desc`.execute(database.db);
    const big = rows.rows[0]!;
    expect(big.n).toBeGreaterThanOrEqual(300);
    expect(big.categories).toBe(6);
    expect(big.methods).toBe(2);
    const demolished = await sql<{ n: number }>`select count(distinct d.asset_id)::int as n from demolitions d
      join assets a on a.id = d.asset_id where a.report_id = ${big.report_id}`.execute(database.db);
    expect(demolished.rows[0]!.n).toBeGreaterThan(5);
    const labelled = await database.db
      .selectFrom('assets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('report_id', '=', big.report_id)
      .where('abandonment_label_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(labelled.n).toBeGreaterThan(5);
    const incomplete = await sql<{
      n: number;
    }>`select count(*)::int as n from assets where report_id = ${big.report_id}
      and (description is null or depreciation_rate is null or financial_year_end_date is null or tax_code_id is null
        or original_cost is null or (invoice_date is null and depreciation_commencement_date is null)
        or (written_down_value is not null and written_down_value_date is null))`.execute(database.db);
    expect(incomplete.rows[0]!.n).toBeGreaterThan(3);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from assets`.execute(database.db);
    expect(await seedDatabase(database.db, { demoData: true })).toEqual({ taxCodes: 0, demo: false });
    const after = await sql<{ n: number }>`select count(*)::int as n from assets`.execute(database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('demo register generator', () => {
  const code = (id: number, life: string | null, constructionType: string | null = null) => ({
    id,
    code: `X${id}`,
    assetGroup: 'Group',
    asset: `Asset ${id} (detail)`,
    life,
    constructionType,
  });
  const plan: RegisterPlan = {
    reportId: 1,
    count: 200,
    fundCode: 'F',
    propertyCode: 'P',
    reportMethod: 'DV',
    methodIds: { PC: 1, DV: 2 },
    categoryIds: { '40': 1, AD: 2, '43': 3, L: 4, IA: 5, R: 6 },
    plantCodes: [code(1, '10'), code(2, '13.33')],
    capitalWorksCodes: [code(3, '40', 'non-residential'), code(4, '25', 'industrial')],
    otherCodes: [code(5, null)],
    labelByLocation: { 'Level 12': 9 },
    errorRate: 0.1,
  };

  it('is deterministic for a seed and differs between seeds', () => {
    const a = JSON.stringify(generateRegister(new Prng(7), plan), (_k, v) =>
      typeof v === 'bigint' ? `${v}` : v,
    );
    const b = JSON.stringify(generateRegister(new Prng(7), plan), (_k, v) =>
      typeof v === 'bigint' ? `${v}` : v,
    );
    const c = JSON.stringify(generateRegister(new Prng(8), plan), (_k, v) =>
      typeof v === 'bigint' ? `${v}` : v,
    );
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('stores the tax-office rate by the domain rule and the prime cost claim on the historical cost', () => {
    const rows = generateRegister(new Prng(1), { ...plan, errorRate: 0 });
    const dv13 = rows.find(
      (r) => r.asset.tax_code_id === 2 && r.asset.method_id === 2 && !r.asset.source_tax_rate,
    );
    // 200% ÷ 13.33 years = 15.0038%, stored as POST /depreciationRate answers it: two decimals (decision 12).
    expect(dv13?.asset.depreciation_rate).toBe('15.0000');
    const industrial = rows.find((r) => r.asset.tax_code_id === 4);
    expect(industrial?.asset.depreciation_rate).toBe('4.0000');
    expect(industrial?.asset.annual_depreciation_claim).toBe(
      percentOf(industrial?.asset.historical_building_cost as bigint, '4.0000'),
    );
    expect(percentOf(100_001n, '2.5000')).toBe(2_500n);
    expect(percentOf(100_020n, '2.5000')).toBe(2_501n);
  });

  it('gives each customised rate a reason naming the life it implies, but the first ones it is told to leave', () => {
    const rows = generateRegister(new Prng(3), { ...plan, count: 400, errorRate: 0, unexplainedRates: 1 });
    const customised = rows.filter((r) => r.asset.source_tax_rate != null);
    expect(customised.length).toBeGreaterThan(2);
    expect(customised[0]?.asset.rate_reason ?? null).toBeNull();
    for (const { asset } of customised.slice(1)) {
      const life = { '12.5000': '16', '15.0000': '13.33', '25.0000': '8' }[asset.source_tax_rate as string];
      expect(asset.rate_reason).toContain(`Self-assessed effective life of ${life} years (s40-105)`);
      // The tax office's rate stays beside it (rate-mode.ts), by the code's life.
      expect(asset.depreciation_rate).toMatch(/^(20|15)\.0000$/);
    }
    expect(
      rows.filter((r) => r.asset.source_tax_rate == null).every((r) => r.asset.rate_reason == null),
    ).toBe(true);
  });
});
