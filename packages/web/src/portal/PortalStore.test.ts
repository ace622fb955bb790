import type { ReportListEntry } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { PortalStore } from './PortalStore';
import {
  FORECAST_PDF_FAILED,
  NO_FORECAST_PDF_MESSAGE,
  NO_REPORT_PDF_MESSAGE,
  REPORT_PDF_BEING_MADE_MESSAGE,
  REPORT_PDF_FAILED,
} from './pdf-messages';
import { entry, fakePort, pdfStatus, STORED } from './testing/fake-port';

describe('PortalStore', () => {
  it('lands on my work, newest first, then narrows by status, EOFY date and fund from page 1', async () => {
    const { port, calls, files } = fakePort();
    const store = new PortalStore(port, files, null, { searchDelayMs: 0 });
    await store.start();
    expect(store.funds).toHaveLength(1);
    expect(calls[0]).toEqual({
      list: 'mine',
      query: { pageNo: 1, pageSize: 50, sortBy: 'updatedAt', order: 'DESC' },
    });
    await store.setPage(3);
    await store.setStatus(1);
    await store.setEofyReportDate('2025-06-30');
    await store.setFundFilter(4);
    expect(calls.at(-1)?.query).toEqual({
      pageNo: 1,
      pageSize: 50,
      sortBy: 'updatedAt',
      order: 'DESC',
      statusId: 1,
      eofyReportDate: '2025-06-30',
      fundId: 4,
    });
    expect(store.totalRecords).toBe(120);
  });

  it('opens a checker on what waits for their check, and counts it (issue 26 item 12)', async () => {
    const statuses = [
      { id: 1, status: 'In Progress' },
      { id: 2, status: 'QA Review' },
    ];
    const { port, calls, files } = fakePort({ statuses });
    const checker = new PortalStore(port, files, null);
    await checker.start({ role: 'checker' });
    expect(checker.list).toEqual({ kind: 'waiting' });
    const waiting = { myRole: 'checker', statusId: 2 };
    expect(calls.map((c) => c.query)).toEqual([
      { pageNo: 1, pageSize: 50, sortBy: 'updatedAt', order: 'DESC', ...waiting },
      { pageNo: 1, pageSize: 25, ...waiting },
    ]);
    expect(checker.waitingCount).toBe(120);
    // The other filters apply to it, the status stays QA Review.
    await checker.setStatus(1);
    await checker.setEofyReportDate('2025-06-30');
    expect(calls.at(-1)?.query).toMatchObject({ ...waiting, eofyReportDate: '2025-06-30' });

    // A surveyor starts on My work, and still sees the count.
    const surveyorPort = fakePort({ statuses });
    const surveyor = new PortalStore(surveyorPort.port, surveyorPort.files, null);
    await surveyor.start({ role: 'surveyor' });
    expect(surveyor.list).toEqual({ kind: 'mine' });
    expect(surveyorPort.calls[0]?.query).not.toHaveProperty('myRole');
    expect(surveyor.waitingCount).toBe(120);
  });

  it('narrows Waiting for me by kind (issue 28: assessments) without taking the narrowed total as the count', async () => {
    const statuses = [{ id: 2, status: 'QA Review' }];
    const fake = fakePort({ statuses });
    const myWork = fake.port.myWork;
    // Three of the 120 reports waiting are assessments.
    fake.port.myWork = async (query) => {
      const page = await myWork(query);
      return page && query.reportKind === 'rca' ? { ...page, totalRecords: 3, totalPages: 1 } : page;
    };
    const store = new PortalStore(fake.port, fake.files, null);
    await store.start({ role: 'checker' });
    await store.setPage(2);
    await store.setReportKind('rca');
    expect(fake.calls.at(-1)?.query).toMatchObject({
      myRole: 'checker',
      statusId: 2,
      reportKind: 'rca',
      pageNo: 1,
    });
    expect(store.totalRecords).toBe(3);
    expect(store.waitingCount).toBe(120);
    await store.setReportKind(null);
    expect(fake.calls.at(-1)?.query).not.toHaveProperty('reportKind');
  });

  it("shows a fund's reports with the fund in the path, not the query", async () => {
    const { port, calls, files } = fakePort();
    const store = new PortalStore(port, files, null);
    await store.setFundFilter(9);
    await store.showList({ kind: 'fund', fundId: 4 });
    expect(calls.at(-1)).toEqual({
      list: 'fund 4',
      query: { pageNo: 1, pageSize: 50, sortBy: 'updatedAt', order: 'DESC' },
    });
  });

  it('sorts a column ascending first, dates newest first, and flips on a second click', async () => {
    const { port, calls, files } = fakePort();
    const store = new PortalStore(port, files, null);
    await store.sort('propertyName');
    expect(calls.at(-1)?.query).toMatchObject({ sortBy: 'propertyName', order: 'ASC' });
    await store.sort('propertyName');
    expect(calls.at(-1)?.query).toMatchObject({ sortBy: 'propertyName', order: 'DESC' });
    await store.sort('eofyReportDate');
    expect(calls.at(-1)?.query).toMatchObject({ sortBy: 'eofyReportDate', order: 'DESC' });
  });

  it("says why a list or a download failed, in the service's words", async () => {
    const { port, files, saved } = fakePort({ fail: true });
    const store = new PortalStore(port, files, null);
    await store.start();
    expect(store.failure).toBe('The reports could not be loaded: No fund 4.');
    await store.downloadRegister(entry(7));
    expect(store.downloadFailure).toBe('The asset register could not be downloaded: No fund 4.');
    expect(saved).toEqual([]);
  });

  it("saves a downloaded register under the service's file name", async () => {
    const { port, files, saved } = fakePort();
    const store = new PortalStore(port, files, null);
    await store.downloadRegister(entry(7, 3));
    expect(saved.map((file) => file.fileName)).toEqual(['register-7.csv']);
    expect(store.downloadFailure).toBeNull();
  });

  it("downloads a listed report's newest stored PDF, asking its status on the click only", async () => {
    const { port, files, saved, pdfCalls } = fakePort();
    const store = new PortalStore(port, files, null);
    await store.start();
    // Listing asks nothing about PDFs: one status call per row would multiply the list's cost.
    expect(pdfCalls).toEqual([]);
    await store.downloadReportPdf(entry(7, 3));
    expect(pdfCalls).toEqual(['status 7', `pdf 3/7/${STORED.documentUId}`]);
    expect(saved.map((file) => file.fileName)).toEqual(['30 June 2024.pdf']);
    expect(store.downloadFailure).toBeNull();
  });

  it('downloads the newest PDF of an earlier revision too (the register changed since it was made)', async () => {
    const older = { ...STORED, sealed: false, registerChanged: true };
    const { port, files, saved } = fakePort({ pdf: pdfStatus('none', older) });
    await new PortalStore(port, files, null).downloadReportPdf(entry(7));
    expect(saved).toHaveLength(1);
  });

  it('says in words that a report has no stored PDF yet, or that it is being made, and downloads nothing', async () => {
    for (const [state, message] of [
      ['none', NO_REPORT_PDF_MESSAGE],
      ['failed', NO_REPORT_PDF_MESSAGE],
      ['generating', REPORT_PDF_BEING_MADE_MESSAGE],
    ] as const) {
      const { port, files, saved, pdfCalls } = fakePort({ pdf: pdfStatus(state, null) });
      const store = new PortalStore(port, files, null);
      await store.downloadReportPdf(entry(7));
      expect(store.downloadFailure).toBe(message);
      expect(pdfCalls).toEqual(['status 7']);
      expect(saved).toEqual([]);
    }
    expect(NO_REPORT_PDF_MESSAGE).toBe(
      'No PDF has been made for this report yet: open its Report tab to make it.',
    );
  });

  it("says why a PDF download failed in the service's words, at the status or at the file", async () => {
    const refused = fakePort({ pdf: null });
    const store = new PortalStore(refused.port, refused.files, null);
    await store.downloadReportPdf(entry(7));
    expect(store.downloadFailure).toBe(`${REPORT_PDF_FAILED}: You may not see report 7.`);
    expect(refused.pdfCalls).toEqual(['status 7']);

    const options = { pdfDownloadFails: true };
    const lost = fakePort(options);
    const again = new PortalStore(lost.port, lost.files, null);
    await again.downloadReportPdf(entry(7));
    expect(again.downloadFailure).toBe(`${REPORT_PDF_FAILED}: No such document.`);
    expect(lost.saved).toEqual([]);
    // The next download that works clears the alert.
    options.pdfDownloadFails = false;
    await again.downloadReportPdf(entry(7));
    expect(again.downloadFailure).toBeNull();
    expect(lost.saved).toHaveLength(1);
  });

  it('downloads a capex forecast’s newest stored PDF with isCapex=true, and says in its words when there is none', async () => {
    const forecast: ReportListEntry = {
      ...entry(9, 3),
      reportKind: 'capex',
      reportName: 'Harbour Tower capex',
    };
    const { port, files, saved, pdfCalls } = fakePort();
    const store = new PortalStore(port, files, null);
    await store.downloadReportPdf(forecast);
    expect(pdfCalls).toEqual(['status 9', `pdf 3/9/${STORED.documentUId} isCapex`]);
    expect(saved.map((file) => file.fileName)).toEqual(['30 June 2024.pdf']);
    expect(store.downloadFailure).toBeNull();

    const none = fakePort({ pdf: pdfStatus('none', null) });
    const empty = new PortalStore(none.port, none.files, null);
    await empty.downloadReportPdf(forecast);
    expect(empty.downloadFailure).toBe(NO_FORECAST_PDF_MESSAGE);
    expect(NO_FORECAST_PDF_MESSAGE).toBe(
      'No PDF has been made for this forecast yet: open its Document tab to make it.',
    );
    const refused = fakePort({ pdfDownloadFails: true });
    const failing = new PortalStore(refused.port, refused.files, null);
    await failing.downloadReportPdf(forecast);
    expect(failing.downloadFailure).toBe(`${FORECAST_PDF_FAILED}: No such document.`);
  });
});
