import type { ReportListEntry, ReportListPage, ReportListQuery } from '@taxdep/domain';
import type { ExportedFile, PortalPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { PortalStore } from './PortalStore';

function entry(id: number, fundId = 1): ReportListEntry {
  return {
    depreciationReportId: id,
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

function fakePort(options: { fail?: boolean } = {}) {
  const calls: { list: string; query: ReportListQuery }[] = [];
  const saved: ExportedFile[] = [];
  const page = (query: ReportListQuery): ReportListPage | null =>
    options.fail ? null : { reports: [entry(query.pageNo ?? 1)], totalRecords: 120, totalPages: 3 };
  const port: PortalPort = {
    statuses: async () => [{ id: 1, status: 'In Progress' }],
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
    lastFailure: () => (options.fail ? { status: 404, message: 'No fund 4.' } : null),
  };
  const files = { save: (file: ExportedFile) => saved.push(file) };
  return { port, calls, saved, files };
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
});
