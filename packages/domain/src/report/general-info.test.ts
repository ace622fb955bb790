import { describe, expect, it } from 'vitest';
import {
  generalInfoInputState,
  isGeneralInfoFieldEditable,
  reportNameFromEofy,
  showsRequiredMark,
  validateGeneralInfo,
  withEofyReportDate,
} from './general-info';
import { reportFixture } from './report.fixture';

describe('validateGeneralInfo (docs/product/rules.md "General Info")', () => {
  it('accepts a complete report', () => {
    expect(validateGeneralInfo(reportFixture())).toEqual({});
  });

  it('reports every missing required field by name', () => {
    const report = reportFixture();
    report.instructions.reliantParty = '  ';
    report.instructions.depreciationMethodId = null;
    report.instructions.lowValuePoolFlag = null;
    report.reportingInfo.qsCheckerId = null;
    report.reportingInfo.assessmentDate = null;
    report.reportingInfo.eofyReportDate = '';
    report.reportingInfo.reportName = null;
    expect(Object.keys(validateGeneralInfo(report)).sort()).toEqual(
      [
        'assessmentDate',
        'checker',
        'depreciationMethodId',
        'eofyReportDate',
        'lowValuePoolFlag',
        'reliantParty',
        'reportName',
      ].sort(),
    );
  });

  it('accepts a false low value pool flag (it is answered)', () => {
    const report = reportFixture();
    report.instructions.lowValuePoolFlag = false;
    expect(validateGeneralInfo(report).lowValuePoolFlag).toBeUndefined();
  });

  it('limits the report name to 1000 characters', () => {
    const report = reportFixture();
    report.reportingInfo.reportName = 'x'.repeat(1000);
    expect(validateGeneralInfo(report)).toEqual({});
    report.reportingInfo.reportName = 'x'.repeat(1001);
    expect(validateGeneralInfo(report).reportName).toBe('Report name must be at most 1000 characters.');
  });

  it('wants real dates and a 30 June EOFY report date', () => {
    const report = reportFixture();
    report.reportingInfo.assessmentDate = '2025-02-30';
    report.reportingInfo.eofyReportDate = '2025-07-31';
    expect(validateGeneralInfo(report)).toEqual({
      assessmentDate: 'Assessment date is not a valid date.',
      eofyReportDate: 'EOFY report date must be a 30 June.',
    });
  });

  it('has no errors when read-only (docs/product/general-info.md)', () => {
    const report = reportFixture();
    report.readOnly = true;
    report.instructions.reliantParty = null;
    report.reportingInfo.reportName = null;
    expect(validateGeneralInfo(report)).toEqual({});
  });
});

describe('report name from the EOFY report date (docs/product/states-and-permissions.md)', () => {
  it('formats day, full month name, year', () => {
    expect(reportNameFromEofy('2025-06-30')).toBe('30 June 2025');
  });

  it('sets the name with the date, keeps it when the date is cleared', () => {
    const info = reportFixture().reportingInfo;
    expect(withEofyReportDate(info, '2026-06-30')).toMatchObject({
      eofyReportDate: '2026-06-30',
      reportName: '30 June 2026',
    });
    expect(withEofyReportDate(info, null)).toMatchObject({
      eofyReportDate: null,
      reportName: '30 June 2025',
    });
  });
});

describe('read-only rule (docs/product/general-info.md)', () => {
  it('disables all inputs and drops the required marks', () => {
    expect(generalInfoInputState(true)).toEqual({ disabled: true, showRequiredMarks: false });
    expect(generalInfoInputState(false)).toEqual({ disabled: false, showRequiredMarks: true });
    expect(showsRequiredMark('reportName', false)).toBe(true);
    expect(showsRequiredMark('reportName', true)).toBe(false);
    expect(showsRequiredMark('fundCode', false)).toBe(false);
    expect(isGeneralInfoFieldEditable('reliantParty', false)).toBe(true);
    expect(isGeneralInfoFieldEditable('reliantParty', true)).toBe(false);
    expect(isGeneralInfoFieldEditable('qsSurveyor', false)).toBe(false);
  });
});
