/**
 * Issue 25 item 6: "Earlier years you may still amend". Read back with `pdftotext -layout`, every figure the page
 * prints for the two FYs before the current one is the calls' figure for that FY: the year before, the Deductions
 * call's first column of each view; both years' Total, the Power BI call's rows of that FY (decline + abandonment −
 * balancing adjustment); the year before that, each view as the Deductions tab answers it with the current FY a
 * year earlier (`categoryLines`). A report whose assets all start in the current FY has no such page, nor a line
 * in the contents.
 */
import type { CategoryReportAnswer, PowerBiPage } from '@taxdep/domain';
import { dollarsToCents, formatMoney } from '@taxdep/domain/format';
import { categoryLines, type DeductionCell } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createPooledDvReport, insertGeneratedRegister } from '../test/register-fixtures';
import { EARLIER_YEAR_ROWS, EARLIER_YEARS_TITLE } from './earlier-years';
import { readReportFigures } from './figures';
import { pdfText, renderToBuffer } from './pdf.test-support';

const VIEWS = [
  ['40', 'Division 40 depreciating assets: decline in value', 'depreciation'],
  ['L', 'Low value pool: decline in value', 'depreciation'],
  ['IA', 'Instant asset write-off', 'depreciation'],
  ['CapitalWorks', 'Division 43 capital works', 'depreciation'],
  ['Abandonment', 'Fit-out abandonment: written off', 'abandonment'],
  ['R', 'Repairs and expensed items', 'depreciation'],
] as const;
const BY_CLASS = ['40', 'L', 'CapitalWorks', 'IA', 'R'] as const;

const amountsOf = (line: string) => line.match(/-?\$[\d,]+/g) ?? [];

/** The amounts of the page's line starting with `label`. */
const rowOf = (page: string, label: string) =>
  amountsOf(page.split('\n').find((line) => line.trim().startsWith(label)) ?? '');

describe(`The earlier years in the report PDF on ${testEngine()}`, () => {
  let t: TestApp;
  let reportIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    reportIds = (
      await t.database.db
        .selectFrom('reports')
        .select('id')
        .where('eofy_report_date', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints each earlier year’s deductions by schedule as the calls give them for that year', async () => {
    let checked = 0;
    for (const reportId of reportIds) {
      const at = `report ${reportId}`;
      const figures = await readReportFigures(t.database.db, reportId);
      const pages = pdfText((await renderToBuffer(t.database.db, reportId)).bytes)
        .split('\f')
        .slice(0, -1);
      const page = pages.find((p) => p.includes(EARLIER_YEARS_TITLE) && p.includes('Total deductions'));
      const years = figures.earlierYears.map((y) => y.financialYear);
      if (years.length === 0) {
        expect(page, at).toBeUndefined();
        continue;
      }
      if (!page) throw new Error(`${at}: no page "${EARLIER_YEARS_TITLE}"`);
      const current = figures.currentFinancialYear;
      expect(
        years.every((fy) => fy === current - 1 || fy === current - 2),
        at,
      ).toBe(true);
      const call = async <T>(method: 'GET' | 'POST', url: string, body?: object) =>
        (await t.call(method, `/depreciationReports/${reportId}${url}`, body)).json() as T;
      // Each FY's cells per view: the year before from the Deductions call, the one before it as the tab answers
      // with the current FY a year earlier.
      const cells: Record<string, Record<number, DeductionCell>> = {};
      for (const [category] of VIEWS) {
        const answer = await call<CategoryReportAnswer>('GET', `/categoryReport?category=${category}`);
        expect(answer.financialYears[0], at).toBe(current - 1);
        const year = answer.balance[0];
        const earlier = categoryLines(
          { ...figures.figures.schedule, currentFinancialYear: current - 1 },
          category,
        ).balance[0];
        cells[category] = {
          [current - 1]: {
            ...(year as DeductionCell),
            depreciation: dollarsToCents(year?.depreciation ?? 0),
            abandonment: dollarsToCents(year?.abandonment ?? 0),
            balancingAdjustments: dollarsToCents(year?.balancingAdjustments ?? 0),
          },
          [current - 2]: earlier as DeductionCell,
        };
      }
      for (const [category, label, field] of VIEWS)
        expect(rowOf(page, label), `${at} ${label}`).toEqual(
          years.map((fy) => formatMoney(cells[category]?.[fy]?.[field] ?? 0)),
        );
      const sum = (fy: number, f: (c: DeductionCell) => number) =>
        BY_CLASS.reduce((s, c) => s + f(cells[c]?.[fy] as DeductionCell), 0);
      expect(rowOf(page, 'Balancing adjustments'), at).toEqual(
        years.map((fy) => formatMoney(-sum(fy, (c) => c.balancingAdjustments))),
      );
      // The abandonment schedule's figure is every abandonment written off in the year.
      for (const fy of years)
        expect(
          sum(fy, (c) => c.abandonment),
          at,
        ).toBe(cells.Abandonment?.[fy]?.abandonment);
      // The Total: the year's deduction over every asset line of the Power BI call for that FY.
      const totals = [];
      for (const fy of years) {
        const rows = await call<PowerBiPage>('POST', '/powerBiCalculation', {
          fromFinancialYear: fy,
          toFinancialYear: fy,
          pageSize: 5000,
        });
        expect(rows.totalPages, at).toBeLessThanOrEqual(1);
        totals.push(
          formatMoney(
            rows.rows.reduce(
              (s, r) =>
                s +
                dollarsToCents(r.depreciation) +
                dollarsToCents(r.abandonment) -
                dollarsToCents(r.balancingAdjustment),
              0,
            ),
          ),
        );
      }
      expect(rowOf(page, 'Total deductions'), at).toEqual(totals);
      // The rows add up to the Total in cents (printed in whole dollars, a row may be a dollar off).
      for (const year of figures.earlierYears)
        expect(
          EARLIER_YEAR_ROWS.slice(0, -1).reduce((s, [, figure]) => s + figure(year), 0),
          at,
        ).toBe(year.total);
      // Who may amend and by when; where the accountant finds those years' files.
      const flat = page.replace(/\s+/g, ' ');
      expect(flat, at).toContain('Who may amend, and by when:');
      expect(flat, at).toContain(
        `offers ${years.map((fy) => `FY${fy}`).join(' and ')} beside the current year`,
      );
      // The contents list gives its page.
      const start = pages.indexOf(page) + 1;
      expect(pages[1]?.replace(/\s+/g, ' '), at).toContain(`${EARLIER_YEARS_TITLE} ${start}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  }, 300_000);

  it('says the period for the entity type, both when it is not set', async () => {
    const db = t.database.db;
    const reportId = await createPooledDvReport(db);
    await insertGeneratedRegister(db, reportId, 40, 31);
    const pageOf = async () =>
      (
        pdfText((await renderToBuffer(db, reportId)).bytes)
          .split('\f')
          .find((p) => p.includes(EARLIER_YEARS_TITLE) && p.includes('Total deductions')) ?? ''
      ).replace(/\s+/g, ' ');
    const set = (type: 'individual' | 'company' | null) =>
      db.updateTable('reports').set({ taxpayer_entity_type: type }).where('id', '=', reportId).execute();
    await set(null);
    const unset = await pageOf();
    expect(unset).toContain('entity type is not set in this report, so both periods are given');
    expect(unset).toContain('an individual generally has two years');
    expect(unset).toContain('generally have four years');
    await set('individual');
    const individual = await pageOf();
    expect(individual).toContain(
      'the taxpayer is entered as Individual; an individual generally has two years',
    );
    expect(individual).not.toContain('four years from the day');
    await set('company');
    const company = await pageOf();
    expect(company).toContain('entered as Company (corporate tax entity)');
    expect(company).toContain('generally have four years from the day after the notice of assessment');
  }, 120_000);

  it('is left out, with its contents line, when every asset starts in the current FY', async () => {
    const db = t.database.db;
    const reportId = await createPooledDvReport(db);
    await insertGeneratedRegister(db, reportId, 30, 7);
    // Every asset entered in the register in the current FY (the report's EOFY date is 30 June 2025): a property
    // acquired this year.
    await db
      .updateTable('assets')
      .set({ financial_year_end_date: '2025-06-30' })
      .where('report_id', '=', reportId)
      .execute();
    const figures = await readReportFigures(db, reportId);
    expect(figures.earlierYears).toEqual([]);
    const text = pdfText((await renderToBuffer(db, reportId)).bytes);
    expect(text).not.toContain(EARLIER_YEARS_TITLE);
    expect(text).toContain('Summary for the year ending');
  }, 120_000);
});
