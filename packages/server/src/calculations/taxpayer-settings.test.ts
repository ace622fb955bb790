/**
 * Issue 23: the engine's settings carry the report's taxpayer and the incentives' windows in force, and a change of
 * the taxpayer is a change of the settings, so every figure is made again (register-refresh.ts).
 */
import type { ReportAnswer } from '@taxdep/domain';
import { DEFAULT_INCENTIVE_WINDOWS, UNSET_TAXPAYER } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { type RegisterState, refreshRegister } from './register-refresh';
import { reportSettings } from './report-inputs';
import { readRegisterDelta, type SettingsJson } from './repository';

const GENERAL: SettingsJson = [
  '2025-06-30',
  'statutory',
  'cent',
  true,
  'DV',
  null,
  null,
  null,
  null,
  null,
  null,
];

describe('reportSettings (issue 23)', () => {
  it('gives UNSET_TAXPAYER where nothing is answered, and the windows it is given', () => {
    const settings = reportSettings(GENERAL, DEFAULT_INCENTIVE_WINDOWS);
    expect(settings?.taxpayer).toEqual(UNSET_TAXPAYER);
    expect(settings?.incentiveWindows).toBe(DEFAULT_INCENTIVE_WINDOWS);
  });

  it('reads each stored fact, the contract date from the exchange date; an unknown value as not set', () => {
    const json: SettingsJson = [
      ...GENERAL.slice(0, 5),
      'individual',
      'residentialRental',
      'nonsense',
      'previouslyUsed',
      '2018-03-02',
      '2018-04-13',
    ] as SettingsJson;
    expect(reportSettings(json, [])?.taxpayer).toEqual({
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: null,
      contractDate: '2018-03-02',
      settlementDate: '2018-04-13',
      premisesCondition: 'previouslyUsed',
    });
  });
});

describe(`the figures follow a change of the taxpayer on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db, { eofyReportDate: '2025-06-30' });
    const code = await taxCode(t.database.db, 'A0004');
    expect(
      (await t.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code))).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the taxpayer with the settings, and a change of it makes every figure again', async () => {
    const state: RegisterState = {
      snapshot: null,
      syncedAt: 0,
      writesAtSync: undefined,
      missing: false,
      settingsKey: null,
      frame: null,
      settings: null,
      owners: [],
      rows: new Map(),
      order: null,
      changedRows: null,
    };
    const store = { reference: null };
    const refresh = () => refreshRegister(t.database.db, store, reportId, state, Date.now());
    expect(await refresh()).toBe('changed');
    expect(await refresh()).toBe('unchanged');
    const frameBefore = state.frame;
    const report = (await t.call('GET', `/depreciationReports/${reportId}`)).json<ReportAnswer>();
    const saved = await t.call('PUT', '/depreciationReport', {
      ...report,
      taxpayer: { ...report.taxpayer, entityType: 'company', turnoverBand: 'from10mTo50m' },
      propertyInfo: { ...report.propertyInfo, exchangeDate: '2018-03-02' },
    });
    expect(saved.statusCode).toBe(200);
    const delta = await readRegisterDelta(t.database.db, reportId, state.snapshot, { rows: false });
    expect(reportSettings(delta.settings!, DEFAULT_INCENTIVE_WINDOWS)?.taxpayer).toEqual({
      ...UNSET_TAXPAYER,
      entityType: 'company',
      turnoverBand: 'from10mTo50m',
      contractDate: '2018-03-02',
    });
    // The settings changed: a new frame, so every part is made again (not only the rows written since).
    expect(await refresh()).toBe('changed');
    expect(state.frame).not.toBe(frameBefore);
    expect(state.changedRows).toBeNull();
    expect(await refresh()).toBe('unchanged');
  });
});
