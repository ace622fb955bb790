import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportDocumentStore } from './ReportDocumentStore';
import { ReportDocument } from './ReportDocumentTab';
import { documentInfo, FakeReportDocumentPort, longDocument, pdf, reportStatus } from './testing/fake-port';

afterEach(cleanup);

/** Not a blob: the test DOM loads no frame page. */
const urls = { create: () => 'about:blank', revoke: () => undefined };

async function shown(port: FakeReportDocumentPort, firstPages = false) {
  const saved: string[] = [];
  const store = new ReportDocumentStore(
    port,
    { save: (file) => saved.push(file.fileName) },
    urls,
    {},
    firstPages ? port : null,
  );
  render(<ReportDocument store={store} />);
  await act(() => store.open(7));
  return { store, saved };
}

describe('the Report tab (spec 2.8)', () => {
  it('shows the PDF in a frame with when it was made and that it is up to date; Download File saves it', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [reportStatus('ready')];
    const { store, saved } = await shown(port);
    // The viewer opens on the first page without its thumbnail pane (docs/report-document.md "Speed").
    expect(screen.getByTitle('Report PDF preview').getAttribute('src')).toBe('about:blank#navpanes=0');
    expect(screen.getByTestId('report-notice').textContent).toContain('24 pages');
    expect(screen.getByTestId('report-changes').textContent).toBe(
      'Up to date with the asset register and General Info.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download File' }));
    expect(saved).toEqual(['FY25 Depreciation.pdf']);
    store.close();
  });

  it('shows the progress as rows of total while generating, and what changed since', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [reportStatus('generating', { document: documentInfo({ registerChanged: true }) })];
    const { store } = await shown(port);
    const bar = screen.getByRole('progressbar', { name: 'Generating the report' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemax')).toBe('120');
    expect(screen.getByText('Generating the report: 40 of 120 assets')).toBeTruthy();
    expect(screen.getByTestId('report-changes').textContent).toBe(
      'The asset register has changed since; regenerate to include the changes.',
    );
    expect(screen.getByRole('button', { name: 'Regenerate' }).getAttribute('aria-disabled')).toBe('true');
    store.close();
  });

  it('shows the SHA-256 of a sealed document, and Failed to generate report on failure', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf() }];
    port.statuses = [reportStatus('ready', { document: documentInfo({ sealed: true }) })];
    const { store } = await shown(port);
    expect(screen.getByTestId('report-seal').textContent).toContain('ab'.repeat(32));
    store.close();
    cleanup();

    const failing = new FakeReportDocumentPort();
    failing.previews = [null];
    const second = await shown(failing);
    expect(screen.getByRole('alert').textContent).toBe('Failed to generate report.');
    expect((screen.getByRole('button', { name: 'Download File' }) as HTMLButtonElement).disabled).toBe(true);
    second.store.close();
  });

  it('says plainly when the frame shows a long document’s first pages, with the whole one a click away', async () => {
    const port = new FakeReportDocumentPort();
    port.statuses = [reportStatus('ready', { document: longDocument() })];
    port.firstPagesFiles = [pdf('FY25 Depreciation (pages 1 to 8 of 1364).pdf')];
    port.previews = [{ kind: 'pdf', file: pdf() }];
    const { store, saved } = await shown(port, true);
    expect(screen.getByTestId('report-first-pages').textContent).toContain(
      'The frame shows pages 1 to 8 of 1,364 (the cover, contents, summaries and the first page of the asset schedules)',
    );
    expect(screen.getByTestId('report-notice').textContent).toContain('1,364 pages');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download File' }));
    });
    expect(saved).toEqual(['FY25 Depreciation.pdf']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open the whole document (1,364 pages)' }));
    });
    expect(store.frame).toBe('whole');
    expect(screen.queryByTestId('report-first-pages')).toBeNull();
    store.close();
  });
});
