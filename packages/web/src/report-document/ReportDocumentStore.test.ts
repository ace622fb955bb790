import type { ExportedFile } from '@taxdep/domain/ports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ObjectUrls, REPORT_FAILED, ReportDocumentStore } from './ReportDocumentStore';
import {
  documentInfo,
  FakeReportDocumentPort,
  longDocument,
  pdf,
  reportStatus as status,
} from './testing/fake-port';

function setup(options: { firstPages?: boolean } = {}) {
  const port = new FakeReportDocumentPort();
  const saved: ExportedFile[] = [];
  const urls: ObjectUrls & { made: number; revoked: string[] } = {
    made: 0,
    revoked: [],
    create() {
      this.made += 1;
      return `blob:pdf-${this.made}`;
    },
    revoke(url) {
      this.revoked.push(url);
    },
  };
  const store = new ReportDocumentStore(
    port,
    { save: (file) => saved.push(file) },
    urls,
    { pollMs: 1000, watchMs: 15_000 },
    options.firstPages ? port : null,
  );
  return { port, saved, urls, store };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ReportDocumentStore (the Report tab, spec 2.8)', () => {
  it('shows a ready PDF in the frame with its state, and downloads it under the service’s file name', async () => {
    const { port, saved, store } = setup();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [status('ready')];
    await store.open(7);
    expect(store.pdfUrl).toBe('blob:pdf-1');
    expect(store.document?.pages).toBe(24);
    expect(store.generating).toBe(false);
    store.download();
    expect(saved.map((file) => file.fileName)).toEqual(['FY25 Depreciation.pdf']);
    expect(port.calls).toEqual(['preview 7', 'status 7']);
  });

  it('shows the progress while the document is made, then the PDF when it is ready', async () => {
    const { port, store } = setup();
    port.previews = [
      { kind: 'pending', status: status('generating') },
      { kind: 'pdf', file: pdf() },
    ];
    port.statuses = [
      status('generating', { job: { ...status('generating').job!, done: 90 } }),
      status('ready'),
    ];
    await store.open(7);
    expect(store.pdfUrl).toBeNull();
    expect(store.progress).toEqual({ done: 40, total: 120, stage: 'assets' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.progress?.done).toBe(90);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.generating).toBe(false);
    expect(store.pdfUrl).toBe('blob:pdf-1');
    expect(port.calls).toEqual(['preview 7', 'status 7', 'status 7', 'preview 7', 'status 7']);
  });

  it('says Failed to generate report when the preview fails or the job failed', async () => {
    const { port, store } = setup();
    port.previews = [null];
    port.failure = { status: 404, message: 'Report 7 does not exist.' };
    await store.open(7);
    expect(store.failure).toBe(`${REPORT_FAILED}: Report 7 does not exist.`);

    const failed = setup();
    failed.port.previews = [{ kind: 'pending', status: status('failed') }];
    await failed.store.open(7);
    expect(failed.store.failure).toBe(`${REPORT_FAILED}: The PDF could not be made.`);
    expect(failed.store.generating).toBe(false);
  });

  it('regenerates: keeps the PDF shown with the progress above it, then swaps in the new version', async () => {
    const { port, store, urls } = setup();
    port.previews = [
      { kind: 'pdf', file: pdf() },
      { kind: 'pdf', file: pdf('v2.pdf') },
    ];
    port.statuses = [status('ready'), status('ready', { document: documentInfo({ documentUId: 'new' }) })];
    port.regenerations = [status('generating', { document: documentInfo() })];
    await store.open(7);
    await store.regenerate();
    expect(store.generating).toBe(true);
    expect(store.pdfUrl).toBe('blob:pdf-1');
    await store.regenerate();
    expect(port.calls.filter((call) => call.startsWith('regenerate'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.pdf?.fileName).toBe('v2.pdf');
    expect(store.pdfUrl).toBe('blob:pdf-2');
    expect(urls.revoked).toEqual(['blob:pdf-1']);
    expect(store.document?.documentUId).toBe('new');
  });

  it('notices that the register or General Info changed since, while the tab is open', async () => {
    const { port, store } = setup();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [
      status('ready'),
      status('none', { document: documentInfo({ registerChanged: true, generalInfoChanged: true }) }),
    ];
    await store.open(7);
    expect(store.document?.registerChanged).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(store.document).toMatchObject({ registerChanged: true, generalInfoChanged: true });
    expect(port.calls).toEqual(['preview 7', 'status 7', 'status 7']);
  });

  it('stops reading on close and frees the frame’s URL; a late answer is dropped', async () => {
    const { port, store, urls } = setup();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [status('ready')];
    await store.open(7);
    store.close();
    expect(urls.revoked).toEqual(['blob:pdf-1']);
    expect(store.pdf).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(port.calls).toEqual(['preview 7', 'status 7']);
  });
});

describe('a long document (docs/report-document.md "The first pages")', () => {
  const long = () => status('ready', { document: longDocument() });

  it('is shown by its first pages, never fetched whole to be shown; Download File saves the whole document', async () => {
    const { port, saved, store } = setup({ firstPages: true });
    port.statuses = [long()];
    port.firstPagesFiles = [pdf('FY25 Depreciation (pages 1 to 8 of 1364).pdf')];
    port.previews = [{ kind: 'pdf', file: pdf() }];
    await store.open(7);
    expect(store.frame).toBe('first-pages');
    expect(store.pdfUrl).toBe('blob:pdf-1');
    expect(store.document?.firstPages?.pages).toBe(8);
    expect(port.calls).toEqual(['status 7', `first-pages 7 ${longDocument().documentUId}`]);
    await store.download();
    expect(saved.map((file) => file.fileName)).toEqual(['FY25 Depreciation.pdf']);
    expect(store.frame).toBe('first-pages');
    // Opening the whole document reuses the one downloaded.
    await store.showWhole();
    expect(store.frame).toBe('whole');
    expect(store.pdfUrl).toBe('blob:pdf-2');
    expect(port.calls.filter((call) => call === 'preview 7')).toHaveLength(1);
    await store.download();
    expect(saved).toHaveLength(2);
  });

  it('is shown whole when it has no first pages (1 MiB or less), or no document is ready yet', async () => {
    const short = setup({ firstPages: true });
    short.port.statuses = [status('ready')];
    short.port.previews = [{ kind: 'pdf', file: pdf() }];
    await short.store.open(7);
    expect(short.store.frame).toBe('whole');
    expect(short.port.calls).toEqual(['status 7', 'preview 7', 'status 7']);

    const pending = setup({ firstPages: true });
    pending.port.statuses = [status('none', { document: longDocument({ registerChanged: true }) })];
    pending.port.previews = [{ kind: 'pending', status: status('generating') }];
    await pending.store.open(7);
    expect(pending.store.pdfUrl).toBeNull();
    expect(pending.store.generating).toBe(true);
    expect(pending.port.calls).toEqual(['status 7', 'preview 7']);
  });

  it('keeps its first pages when the whole one is no longer current: the new version is being made', async () => {
    const { port, saved, store } = setup({ firstPages: true });
    port.statuses = [long()];
    port.firstPagesFiles = [pdf('first.pdf')];
    port.previews = [{ kind: 'pending', status: status('generating') }];
    await store.open(7);
    await store.showWhole();
    expect(store.frame).toBe('first-pages');
    expect(store.generating).toBe(true);
    await store.download();
    expect(saved).toEqual([]);
  });
});
