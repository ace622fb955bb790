import type {
  ReportDocumentInfo,
  ReportDocumentStatus,
  ReportListEntry,
  ReportListPage,
  ReportListQuery,
} from '@taxdep/domain';
import type { ExportedFile, PortalPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import {
  NO_REPORT_PDF_MESSAGE,
  PortalStore,
  REPORT_PDF_BEING_MADE_MESSAGE,
  REPORT_PDF_FAILED,
} from './PortalStore';

function entry(id: number, fundId = 1): ReportListEntry {
  return {
    depreciationReportId: id,
    reportKind: 'depreciation',
    reportName: `Report ${id}`,
    fundId,
    fundCode: `F${fundId}`,
    portfolioId: 1,
    portfolioName: 'P',
    propertyId: id,
    propertyName: `Property ${id}`,
    propertyCode: null,
    propertyAddress: '1 George Street, Sydney, NSW, 2000',
    eofyReportDate: '2025-06-30',
    statusId: 1,
    status: 'In Progress',
    surveyor: 'Sam Surveyor',
    checker: null,
    myRole: 'surveyor',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const STORED: ReportDocumentInfo = {
  documentUId: '0b7c3a52-1f0e-4c1e-9d59-6f1d2a3b4c5d',
  fileName: '30 June 2024.pdf',
  generatedAt: '2026-11-26T05:04:03.000Z',
  revision: { generalInfoVersion: 3, registerRevision: '41/320' },
  pages: 12,
  bytes: 40_000,
  sha256: 'a'.repeat(64),
  sealed: true,
  registerChanged: false,
  generalInfoChanged: false,
};

/** A report's PDF status: `state`, and the stored document when there is one. */
function pdfStatus(
  state: ReportDocumentStatus['state'],
  document: ReportDocumentInfo | null,
): ReportDocumentStatus {
  return { reportId: 7, state, revision: STORED.revision, job: null, document };
}

function fakePort(
  options: {
    fail?: boolean;
    pdf?: ReportDocumentStatus | null;
    pdfDownloadFails?: boolean;
    statuses?: { id: number; status: string }[];
  } = {},
) {
  const calls: { list: string; query: ReportListQuery }[] = [];
  /** Every PDF call in order: `status <report>` and `pdf <fund>/<report>/<documentUId>`. */
  const pdfCalls: string[] = [];
  let failure: { status: number; message: string } | null = null;
  const saved: ExportedFile[] = [];
  const page = (query: ReportListQuery): ReportListPage | null =>
    options.fail ? null : { reports: [entry(query.pageNo ?? 1)], totalRecords: 120, totalPages: 3 };
  const port: PortalPort = {
    portfolios: async () => [],
    properties: async () => [],
    staff: async () => [],
    methods: async () => [],
    createReport: async () => null,
    createCapexReport: async () => null,
    statuses: async () => options.statuses ?? [{ id: 1, status: 'In Progress' }],
    funds: async () => [
      {
        fundId: 4,
        fundCode: 'F4',
        fundName: 'Fund 4',
        clientId: 1,
        clientName: 'C',
        portfolioCount: 1,
        reportCount: 2,
      },
    ],
    myWork: async (query) => {
      calls.push({ list: 'mine', query });
      return page(query);
    },
    fundReports: async (fundId, query) => {
      calls.push({ list: `fund ${fundId}`, query });
      return page(query);
    },
    downloadAssetRegister: async (_fundId, reportId) =>
      options.fail ? null : { blob: new Blob(['x']), fileName: `register-${reportId}.csv` },
    reportDocument: async (reportId) => {
      pdfCalls.push(`status ${reportId}`);
      const answer = options.pdf === undefined ? pdfStatus('ready', STORED) : options.pdf;
      failure = answer ? null : { status: 403, message: 'You may not see report 7' };
      return answer;
    },
    downloadReport: async (fundId, reportId, document) => {
      pdfCalls.push(`pdf ${fundId}/${reportId}/${document.documentUId}`);
      failure = options.pdfDownloadFails ? { status: 404, message: 'No such document.' } : null;
      return options.pdfDownloadFails ? null : { blob: new Blob(['%PDF-']), fileName: document.fileName };
    },
    lastFailure: () => failure ?? (options.fail ? { status: 404, message: 'No fund 4.' } : null),
  };
  const files = { save: (file: ExportedFile) => saved.push(file) };
  return { port, calls, pdfCalls, saved, files };
}

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
});
