import { describe, expect, it } from 'vitest';
import { UNSET_TAXPAYER } from '../tax/law/taxpayer';
import { reportFixture } from './report.fixture';
import { taxpayerOfReport } from './taxpayer';

describe('taxpayerOfReport', () => {
  it('takes the contract and settlement dates from the property info', () => {
    const report = reportFixture();
    report.taxpayer = {
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: null,
      premisesCondition: 'previouslyUsed',
    };
    report.propertyInfo.exchangeDate = '2018-03-02';
    report.propertyInfo.settlementDate = '2018-04-13';
    expect(taxpayerOfReport(report)).toEqual({
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: null,
      contractDate: '2018-03-02',
      settlementDate: '2018-04-13',
      premisesCondition: 'previouslyUsed',
    });
  });

  it('reads a report without a taxpayer block as nothing answered', () => {
    const { taxpayer: _, ...report } = reportFixture();
    report.propertyInfo.exchangeDate = null;
    report.propertyInfo.settlementDate = null;
    expect(taxpayerOfReport(report as never)).toEqual(UNSET_TAXPAYER);
  });
});
