import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportApp } from './ReportApp';
import { FakeReportsPort, makeReport } from './testing/fakes';
import { renderInApp, testContainer } from './testing/render';

afterEach(cleanup);

describe('ReportApp', () => {
  it('shows a loader, then the header, the six tabs and General Info', async () => {
    renderInApp(<ReportApp reportId={42} />, { container: testContainer() });
    expect(screen.getByTestId('loader')).toBeTruthy();
    expect(await screen.findByTestId('general-info')).toBeTruthy();
    expect(screen.getByTestId('report-name').textContent).toBe('Harbour Tower, 30 June 2025');
    expect(screen.getByTestId('report-status').textContent).toBe('In Progress');
    expect(screen.queryByTestId('report-readonly-badge')).toBeNull();
    const tabs = within(screen.getByRole('navigation', { name: 'Report tabs' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'General Info',
      'Asset Register',
      'Calculations',
      'Deductions',
      'Summary',
      'Report',
      // Issue 15: the report's change history.
      'History',
    ]);
    expect(screen.getByRole('link', { name: 'General Info' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves between tabs keeping the report id in the query (docs/product/README.md#the-report-view-and-its-six-tabs)', async () => {
    renderInApp(<ReportApp reportId={42} />, { container: testContainer() });
    fireEvent.click(await screen.findByRole('link', { name: 'Asset Register' }));
    expect(screen.getByTestId('location').textContent).toBe('/AssetRegister?depreciationReportId=42');
    expect(await screen.findByRole('heading', { name: 'Asset Register' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Deductions' }));
    expect(screen.getByTestId('location').textContent).toBe('/Deductions?depreciationReportId=42');
    fireEvent.click(screen.getByRole('link', { name: 'General Info' }));
    expect(screen.getByTestId('location').textContent).toBe('/?depreciationReportId=42');
    expect(screen.getByTestId('general-info')).toBeTruthy();
  });

  it('opens a tab route directly', async () => {
    renderInApp(<ReportApp reportId={42} />, {
      container: testContainer(),
      url: '/Calculations?depreciationReportId=42',
    });
    expect(await screen.findByRole('heading', { name: 'Calculations' })).toBeTruthy();
    cleanup();
    renderInApp(<ReportApp reportId={42} />, {
      container: testContainer(),
      url: '/Report?depreciationReportId=42',
    });
    // The Report tab (issue 14): its PDF section; the fake service has no PDF, so the preview fails.
    expect(await screen.findByTestId('report-document')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to generate report');
  });

  it('shows the read-only badge for a read-only report', async () => {
    renderInApp(<ReportApp reportId={42} />, {
      container: testContainer(new FakeReportsPort(makeReport({ readOnly: true }))),
    });
    expect((await screen.findByTestId('report-readonly-badge')).textContent).toBe('Read only');
  });

  it('says so when the report cannot be loaded', async () => {
    renderInApp(<ReportApp reportId={7} />, { container: testContainer() });
    expect((await screen.findByTestId('report-load-error')).textContent).toContain(
      'Report 7 could not be loaded',
    );
  });
});
