/**
 * Issue 27: a fresh portal shows a capex forecast: Harbour Tower's, listed in its fund with its kind, every item
 * read by the forecast (none left out), every building element and both kinds of spending in it, an item past its
 * life replaced now, a remaining life overridden with its reason, lifts escalating at their own rate.
 */
import type { CapexForecastAnswer, CapexReport, ReportListPage } from '@taxdep/domain';
import { BUILDING_ELEMENT_IDS } from '@taxdep/domain/capex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

describe(`the demo capex forecast on ${testEngine()}`, () => {
  let t: TestApp;
  let forecast: CapexReport;
  let figures: CapexForecastAnswer;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const funds = (await t.call('GET', '/funds/all')).json<{ fundId: number; fundCode: string }[]>();
    const hpof = funds.find((f) => f.fundCode === 'HPOF')?.fundId;
    const listed = (await t.call('GET', `/funds/${hpof}/reports?reportKind=capex`)).json<ReportListPage>();
    expect(listed.reports).toHaveLength(1);
    const id = listed.reports[0]?.depreciationReportId;
    forecast = (await t.call('GET', `/CapexReports/${id}`)).json<CapexReport>();
    figures = (await t.call('GET', `/CapexReports/${id}/forecast`)).json<CapexForecastAnswer>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is Harbour Tower’s, In Progress, surveyed by Sam, with the property’s depreciation report to start from', () => {
    expect(forecast).toMatchObject({
      propertyName: 'Harbour Tower',
      status: 'In Progress',
      surveyor: 'Sam Surveyor',
      readOnly: false,
      settings: {
        baseYear: 2026,
        horizon: 20,
        escalationPercent: '3',
        elementEscalationPercent: { lifts: '4' },
      },
    });
    expect(forecast.depreciationReportId).not.toBeNull();
    expect(forecast.sinkingFund).not.toBeNull();
  });

  it('has about 25 valid items across every element, capital and repairs, one past its life and one overridden', () => {
    expect(forecast.items.length).toBeGreaterThanOrEqual(25);
    expect(forecast.items.every((item) => item.errors.length === 0)).toBe(true);
    expect(new Set(forecast.items.map((i) => i.element))).toEqual(new Set(BUILDING_ELEMENT_IDS));
    expect(new Set(forecast.items.map((i) => i.expenditure))).toEqual(new Set(['capital', 'repairs']));
    const seals = forecast.items.find((i) => i.description === 'Curtain wall glazing seals');
    expect(figures.replacements.find((r) => r.itemId === seals?.itemId)?.year).toBe(0);
    const towers = forecast.items.find((i) => i.remainingLifeOverride !== null);
    expect(towers).toMatchObject({ description: 'Cooling towers', remainingLifeOverride: 3 });
    expect(figures.replacements.find((r) => r.itemId === towers?.itemId)?.year).toBe(3);
  });

  it('forecasts every item, with figures in the immediate band, capital and repairs', () => {
    expect(figures.leftOut).toEqual([]);
    expect(figures.bands[0]).toMatchObject({ band: 'immediate' });
    expect(figures.bands[0]?.totalCents).toBeGreaterThan(0);
    expect(figures.capitalCents).toBeGreaterThan(0);
    expect(figures.repairsCents).toBeGreaterThan(0);
    expect(figures.sinkingFund?.years).toHaveLength(21);
  });
});
