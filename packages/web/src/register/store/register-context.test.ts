import { DEFAULT_INCENTIVE_WINDOWS } from '@taxdep/domain/tax';
import { describe, expect, it } from 'vitest';
import { FakeRegisterPort, MemorySession, makeRegisterReport } from '../testing/fake-port';
import { openRegisterStore } from '../testing/open-store';

describe('register rows are judged with the report’s taxpayer (issue 23)', () => {
  it('each row and a new row carry the EOFY date, the taxpayer with its dates, and the windows', async () => {
    const report = makeRegisterReport({
      taxpayer: {
        entityType: 'individual',
        propertyUse: 'residentialRental',
        turnoverBand: null,
        premisesCondition: 'previouslyUsed',
      },
    });
    report.reportingInfo = { ...report.reportingInfo, eofyReportDate: '2025-06-30' };
    report.propertyInfo = { ...report.propertyInfo, exchangeDate: '2018-03-02', settlementDate: null };
    const { store } = await openRegisterStore(new FakeRegisterPort(), new MemorySession(), report);
    store.addAsset();
    expect(store.rows.length).toBeGreaterThan(1);
    for (const row of store.rows) {
      expect(row.register).toEqual({
        eofyReportDate: '2025-06-30',
        taxpayer: {
          entityType: 'individual',
          propertyUse: 'residentialRental',
          turnoverBand: null,
          contractDate: '2018-03-02',
          settlementDate: null,
          premisesCondition: 'previouslyUsed',
        },
        incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
      });
    }
  });
});
