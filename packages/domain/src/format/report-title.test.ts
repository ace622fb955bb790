import { describe, expect, it } from 'vitest';
import { type ReportTitleFacts, reportPropertyLabel, reportTitle } from './report-title';

const facts: ReportTitleFacts = {
  reportId: 7,
  propertyName: 'Harbour Tower',
  streetAddress: '1 Harbour Street',
  suburb: 'Sydney',
  eofyReportDate: '2025-06-30',
  reportName: '30 June 2025',
};

describe("a report's title (issue 26 item 14)", () => {
  it('names the property and the date', () => {
    expect(reportTitle(facts)).toBe('Harbour Tower, 30 June 2025');
  });

  it('tells apart two reports of one date by their property', () => {
    const other = { ...facts, reportId: 8, propertyName: 'Collins Place East' };
    expect(reportTitle(other)).not.toBe(reportTitle(facts));
  });

  it("adds the surveyor's own report name after the date", () => {
    expect(reportTitle({ ...facts, reportName: 'Initial schedule' })).toBe(
      'Harbour Tower, 30 June 2025 (Initial schedule)',
    );
  });

  it('uses the address without a property name, and the report number without either', () => {
    expect(reportTitle({ ...facts, propertyName: ' ' })).toBe('1 Harbour Street, Sydney, 30 June 2025');
    expect(reportPropertyLabel({ ...facts, propertyName: null, streetAddress: null, suburb: null })).toBe(
      'Report 7',
    );
  });

  it('leaves out a missing date', () => {
    expect(reportTitle({ ...facts, eofyReportDate: null, reportName: null })).toBe('Harbour Tower');
    expect(reportTitle({ ...facts, eofyReportDate: null, reportName: 'Draft' })).toBe('Harbour Tower, Draft');
  });
});
