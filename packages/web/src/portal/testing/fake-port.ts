/** The main portal's test doubles: a listed report, a stored PDF and a PortalPort answering from options. */
import type {
  ReportDocumentInfo,
  ReportDocumentStatus,
  ReportListEntry,
  ReportListPage,
  ReportListQuery,
} from '@taxdep/domain';
import type { ExportedFile, PortalPort } from '@taxdep/domain/ports';

export function entry(id: number, fundId = 1): ReportListEntry {
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

export const STORED: ReportDocumentInfo = {
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
export function pdfStatus(
  state: ReportDocumentStatus['state'],
  document: ReportDocumentInfo | null,
): ReportDocumentStatus {
  return { reportId: 7, state, revision: STORED.revision, job: null, document };
}

export function fakePort(
  options: {
    fail?: boolean;
    pdf?: ReportDocumentStatus | null;
    pdfDownloadFails?: boolean;
    statuses?: { id: number; status: string }[];
    /** The list's rows; by default one depreciation report per page, its id the page number. */
    reports?: ReportListEntry[];
  } = {},
) {
  const calls: { list: string; query: ReportListQuery }[] = [];
  /** Every PDF call in order: `status <report>` and `pdf <fund>/<report>/<documentUId>` (then ` isCapex` or ` isRca`). */
  const pdfCalls: string[] = [];
  let failure: { status: number; message: string } | null = null;
  const saved: ExportedFile[] = [];
  const page = (query: ReportListQuery): ReportListPage | null =>
    options.fail
      ? null
      : { reports: options.reports ?? [entry(query.pageNo ?? 1)], totalRecords: 120, totalPages: 3 };
  const port: PortalPort = {
    portfolios: async () => [],
    properties: async () => [],
    staff: async () => [],
    methods: async () => [],
    createReport: async () => null,
    createCapexReport: async () => null,
    createRcaReport: async () => null,
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
    downloadReport: async (fundId, reportId, document, kind) => {
      const variant = kind === 'capex' ? ' isCapex' : kind === 'rca' ? ' isRca' : '';
      pdfCalls.push(`pdf ${fundId}/${reportId}/${document.documentUId}${variant}`);
      failure = options.pdfDownloadFails ? { status: 404, message: 'No such document.' } : null;
      return options.pdfDownloadFails ? null : { blob: new Blob(['%PDF-']), fileName: document.fileName };
    },
    lastFailure: () => failure ?? (options.fail ? { status: 404, message: 'No fund 4.' } : null),
  };
  const files = { save: (file: ExportedFile) => saved.push(file) };
  return { port, calls, pdfCalls, saved, files };
}
