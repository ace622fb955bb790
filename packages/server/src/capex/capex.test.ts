/**
 * Issue 27: a capex forecast through its calls, on both engines: made from a portfolio's property, its settings
 * saved with the version (a stale one 409, a bad rate 400 naming the field), its items stored as sent with the
 * domain's errors, its forecast the domain's figures for the stored rows (issue 27's example: life 15 installed
 * 2012, base 2026, horizon 20: replaced FY2027 and FY2042; $10,000.00 at 3% for 5 years is $11,592.74), items
 * deleted, and the reports' edit rule (capex-register.test.ts: register proposals, lists and kinds). Every answer
 * is checked against the contract (src/test/app.ts).
 */
import type { CapexForecastAnswer, CapexItemWire, CapexReport, CapexSettingsRefusal } from '@taxdep/domain';
import { type CapexItem, forecastCapex, sinkingFund } from '@taxdep/domain/capex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { STATUS, setReportStatus } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from '../workflow/people.test-support';
import { createForecastFixture, type ForecastFixture, itemSave } from './capex.test-support';
import { currentFinancialYear } from './service';

const domainItem = ({ itemId, errors: _, replacesAssetId: __, ...fields }: CapexItemWire): CapexItem => ({
  id: itemId,
  ...fields,
});

describe(`capex forecasts on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let third: Person;
  let fixture: ForecastFixture;
  let id: number;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CARA.CHECKER', 'checker');
    third = await addUser(t, 'THIRD.PERSON', 'surveyor');
    fixture = await createForecastFixture(t, { checkerId: checker.id });
    id = fixture.forecast.capexReportId;
    url = `/CapexReports/${id}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes a forecast of a portfolio’s property, In Progress, surveyed by its maker', async () => {
    expect(fixture.forecast).toMatchObject({
      reportName: 'Capex forecast 2026',
      portfolioId: fixture.portfolioId,
      propertyId: fixture.propertyId,
      statusId: STATUS.inProgress,
      status: 'In Progress',
      surveyorId: surveyor.id,
      checkerId: checker.id,
      checker: 'Cara Checker',
      readOnly: false,
      settings: { baseYear: 2026, horizon: 20, escalationPercent: '3', elementEscalationPercent: {} },
      sinkingFund: null,
      version: 1,
      items: [],
      depreciationReportId: fixture.depreciationReportId,
    });
    const read = await t.call('GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(fixture.forecast);
  });

  it('defaults the base year to the current financial year in Sydney, 10 years and 3%', async () => {
    // 30 June 2026 23:59 in Sydney is still FY2026; half an hour past midnight it is FY2027.
    expect(currentFinancialYear(new Date('2026-06-30T13:59:00Z'))).toBe(2026);
    expect(currentFinancialYear(new Date('2026-06-30T14:30:00Z'))).toBe(2027);
    const before = currentFinancialYear(new Date());
    const made = await t.call('POST', `/portfolios/${fixture.portfolioId}/capexReports`, {
      propertyId: fixture.propertyId,
      reportName: 'Defaults',
    });
    expect(made.statusCode, made.body).toBe(200);
    const settings = made.json<CapexReport>().settings;
    expect([before, currentFinancialYear(new Date())]).toContain(settings.baseYear);
    expect(settings).toMatchObject({ horizon: 10, escalationPercent: '3' });
  });

  it('refuses a property of another portfolio (400), a missing portfolio (404) and the surveyor as checker', async () => {
    const other = await createForecastFixture(t);
    const wrong = await t.call('POST', `/portfolios/${fixture.portfolioId}/capexReports`, {
      propertyId: other.propertyId,
      reportName: 'Wrong property',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `Property ${other.propertyId} is not a property of portfolio ${fixture.portfolioId}.`,
    );
    const missing = await t.call('POST', '/portfolios/999999/capexReports', {
      propertyId: fixture.propertyId,
      reportName: 'Nowhere',
    });
    expect(missing.statusCode).toBe(404);
    const same = await t.call('POST', `/portfolios/${fixture.portfolioId}/capexReports`, {
      propertyId: fixture.propertyId,
      reportName: 'Four eyes',
      surveyorId: surveyor.id,
      checkerId: surveyor.id,
    });
    expect(same.statusCode).toBe(400);
  });

  it('saves the settings with the version read: a stale version is 409, a bad rate 400 naming the field', async () => {
    const settings = {
      baseYear: 2026,
      horizon: 20,
      escalationPercent: '3',
      elementEscalationPercent: { lifts: '4.5' },
    };
    const fund = { openingBalanceCents: 5_000_000, contributionCents: 1_000_000, interestPercent: '2' };
    const body = { reportName: 'Capex forecast FY2026', settings, sinkingFund: fund, version: 1 };
    const saved = await t.call('PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CapexReport>()).toMatchObject({
      reportName: 'Capex forecast FY2026',
      settings,
      sinkingFund: fund,
      version: 2,
    });

    const stale = await t.call('PUT', url, { ...body, reportName: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since version 1 \(it is now version 2\)/);

    const slip = await t.call('PUT', url, {
      ...body,
      version: 2,
      settings: { ...settings, escalationPercent: '35' },
      sinkingFund: { ...fund, interestPercent: '1.23456' },
    });
    expect(slip.statusCode).toBe(400);
    expect(slip.json<CapexSettingsRefusal>()).toEqual({
      message: 'The forecast was not saved: correct escalationPercent and interestPercent.',
      errors: [
        { field: 'escalationPercent', message: 'Escalation must be at most 25% a year.' },
        { field: 'interestPercent', message: 'Interest rate has more than four decimals.' },
      ],
    });
    expect((await t.call('GET', url)).json<CapexReport>().version).toBe(2);
  });

  let items: CapexItemWire[];

  it('stores items as sent and answers each with the domain’s errors', async () => {
    const saved = await t.call('PUT', `${url}/items`, {
      items: [
        itemSave(),
        itemSave({ description: ' ', lifeYears: 0 }),
        itemSave({
          element: 'mechanical',
          description: 'Chiller service',
          lumpSumCents: null,
          quantity: 2,
          unit: 'no.',
          unitRateCents: 1_234_567,
          yearInstalled: null,
          age: 20,
          lifeYears: 20,
          expenditure: 'repairs',
        }),
        itemSave({
          element: 'internalFinishes',
          description: 'Carpet',
          remainingLifeOverride: 5,
          remainingLifeReason: 'Worn at the entries',
          lifeYears: 10,
        }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    items = saved.json<{ items: CapexItemWire[] }>().items;
    expect(items.map((i) => i.description)).toEqual(['Roof membrane', ' ', 'Chiller service', 'Carpet']);
    expect(items.map((i) => i.errors.map((e) => e.field))).toEqual([
      [],
      ['description', 'lifeYears'],
      [],
      [],
    ]);
    expect(new Set(items.map((i) => i.itemId)).size).toBe(4);
    expect((await t.call('GET', url)).json<CapexReport>().items).toEqual(items);
  });

  it('forecasts the stored items as the domain does, leaving out and listing the item in error', async () => {
    const answer = await t.call('GET', `${url}/forecast`);
    expect(answer.statusCode, answer.body).toBe(200);
    const forecast = answer.json<CapexForecastAnswer>();
    const [roof, bad, chiller, carpet] = items.map((i) => i.itemId) as [string, string, string, string];
    // Issue 27: life 15 installed 2012 from base 2026 is replaced in FY2027 and FY2042 (year 31 is past 20).
    expect(
      forecast.replacements.filter((r) => r.itemId === roof).map((r) => [r.financialYear, r.cents]),
    ).toEqual([
      [2027, 1_030_000],
      [2042, 1_604_706],
    ]);
    // $10,000.00 at 3% for 5 years is $11,592.74 (the carpet's remaining life is overridden to 5 years).
    expect(forecast.replacements.find((r) => r.itemId === carpet && r.year === 5)?.cents).toBe(1_159_274);
    // 2 × $12,345.67 is $24,691.34, 20 years old at life 20: replaced now, and again in year 20.
    expect(forecast.replacements.filter((r) => r.itemId === chiller).map((r) => r.year)).toEqual([0, 20]);
    expect(forecast.repairsByYear[0]).toBe(2_469_134);
    expect(forecast.leftOut).toEqual([
      {
        itemId: bad,
        description: ' ',
        errors: [
          { field: 'description', message: 'Description is required.' },
          { field: 'lifeYears', message: 'Life must be a whole number of years, from 1 to 100.' },
        ],
      },
    ]);

    // Every figure is the domain's for the same rows.
    const stored = (await t.call('GET', url)).json<CapexReport>();
    const domain = forecastCapex(stored.settings, stored.items.map(domainItem));
    expect(forecast.replacements).toEqual(domain.replacements);
    expect(forecast.totalByYear).toEqual(domain.totalByYear);
    expect(forecast.capitalByYear).toEqual(domain.capitalByYear);
    expect(forecast.repairsByYear).toEqual(domain.repairsByYear);
    expect(forecast.matrix.map((row) => row.cents)).toEqual(Object.values(domain.matrix));
    expect(forecast.bands.map((b) => b.totalCents)).toEqual(domain.bands.map((b) => b.totalCents));
    expect([forecast.capitalCents, forecast.repairsCents, forecast.totalCents]).toEqual([
      domain.capitalCents,
      domain.repairsCents,
      domain.totalCents,
    ]);
    expect(forecast.bands.reduce((sum, b) => sum + b.totalCents, 0)).toBe(forecast.totalCents);
    expect(forecast.sinkingFund).toEqual(
      sinkingFund(stored.sinkingFund as NonNullable<CapexReport['sinkingFund']>, 2026, domain.totalByYear),
    );
    expect(forecast.financialYears).toHaveLength(21);
  });

  it('changes an item by its id, and records who changed what in the History', async () => {
    const roof = items[0] as CapexItemWire;
    const { itemId, errors: _, ...fields } = roof;
    const changed = await t.call('PUT', `${url}/items`, {
      items: [{ ...fields, itemId, lumpSumCents: 1_200_000, note: 'Quoted' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().items).toEqual([{ ...roof, lumpSumCents: 1_200_000, note: 'Quoted' }]);
    const history = (await t.call('GET', `/depreciationReports/${id}/history`)).json();
    expect(history.entries[0]).toMatchObject({
      kind: 'capexItem',
      by: { userId: surveyor.id, name: 'Sam Surveyor' },
      summary: `Changed item ${itemId} (Roof membrane)`,
      itemId,
      changes: [
        { field: 'Lump sum', from: '$10,000.00', to: '$12,000.00' },
        { field: 'Note', from: null, to: 'Quoted' },
      ],
    });
    const summaries = history.entries.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain(`Added item ${itemId} (Roof membrane)`);
    expect(summaries).toContain('Changed forecast settings');
    const unknown = await t.call('PUT', `${url}/items`, { items: [{ ...fields, itemId: '999999' }] });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes items of the forecast only; the forecast then leaves nothing out', async () => {
    const bad = (items[1] as CapexItemWire).itemId;
    const other = await createForecastFixture(t);
    const foreign = await t.call('PUT', `/CapexReports/${other.forecast.capexReportId}/items`, {
      items: [itemSave()],
    });
    const foreignId = foreign.json().items[0].itemId as string;
    const deleted = await t.call('POST', `${url}/items/delete`, { itemIds: [bad, foreignId, 'abc', bad] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 1 });
    const forecast = (await t.call('GET', `${url}/forecast`)).json<CapexForecastAnswer>();
    expect(forecast.leftOut).toEqual([]);
    expect((await t.call('GET', url)).json<CapexReport>().items).toHaveLength(3);
  });

  it('lets only the surveyor and checker write, and nobody once Completed', async () => {
    const refusal = `Only the surveyor and the checker of report ${id} may change it; nothing was changed.`;
    for (const [method, path, body] of [
      ['PUT', `${url}/items`, { items: [itemSave()] }],
      ['POST', `${url}/items/delete`, { itemIds: [(items[0] as CapexItemWire).itemId] }],
      ['PUT', url, { reportName: 'x', settings: fixture.forecast.settings, sinkingFund: null, version: 2 }],
    ] as const) {
      const answer = await third.call(method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json().message).toBe(refusal);
    }
    const read = await third.call('GET', url);
    expect(read.json<CapexReport>().readOnly).toBe(true);
    expect((await checker.call('PUT', `${url}/items`, { items: [] })).statusCode).toBe(200);

    await setReportStatus(t.database.db, id, STATUS.completed);
    try {
      const refused = await t.call('PUT', `${url}/items`, { items: [itemSave()] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/read-only/);
      expect((await t.call('POST', `${url}/items/delete`, { itemIds: ['1'] })).statusCode).toBe(409);
      expect((await t.call('GET', url)).json<CapexReport>().readOnly).toBe(true);
    } finally {
      await setReportStatus(t.database.db, id, STATUS.inProgress);
    }
    expect((await t.call('GET', url)).json<CapexReport>().items).toHaveLength(3);
  });
});
