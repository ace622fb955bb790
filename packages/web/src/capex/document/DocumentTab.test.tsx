import type { ExportedFile } from '@taxdep/domain/ports';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  documentInfo,
  FakeReportDocumentPort,
  pdf,
  reportStatus,
} from '../../report-document/testing/fake-port';
import { documentStoreOver } from '../../report-document/testing/store';
import { FakeCapexPort } from '../testing/fake-port';
import { CapexFiles } from './CapexFiles';
import { CapexDocument } from './DocumentTab';

afterEach(cleanup);

const FORECAST_PDF = 'Harbour Tower capex forecast.pdf';

/** The Document tab of forecast 4 over fake ports, opened as the tab opens it. */
async function shown(documents: FakeReportDocumentPort, capex = new FakeCapexPort()) {
  const { store, saved } = documentStoreOver(documents);
  const files: ExportedFile[] = [];
  const capexFiles = new CapexFiles(capex, { save: (file) => files.push(file) });
  render(<CapexDocument documents={store} files={capexFiles} capexReportId={4} />);
  await act(() => store.open(4));
  return { store, saved, files, capex };
}

describe('the capex view’s Document tab (issue 27 item 5)', () => {
  it('shows the forecast’s PDF by its id in a frame, up to date with the items and settings; its download saves it', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf(FORECAST_PDF) }];
    port.statuses = [reportStatus('ready', { reportId: 4 })];
    const { store, saved } = await shown(port);
    expect(port.calls).toEqual(['preview 4', 'status 4']);
    expect(screen.getByRole('heading', { name: 'Forecast PDF' })).toBeTruthy();
    expect(screen.getByTitle('Forecast PDF preview').getAttribute('src')).toBe('about:blank#navpanes=0');
    expect(screen.getByTestId('report-changes').textContent).toBe(
      'Up to date with the items and the settings.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download the forecast PDF' }));
    expect(saved).toEqual([FORECAST_PDF]);
    store.close();
  });

  it('shows the progress while the PDF is generated, and which of its sources changed since', async () => {
    const port = new FakeReportDocumentPort();
    const generating = reportStatus('generating', { document: documentInfo({ generalInfoChanged: true }) });
    if (generating.job) generating.job.stage = 'pages';
    port.previews = [{ kind: 'pending', status: generating }];
    const { store } = await shown(port);
    const bar = screen.getByRole('progressbar', { name: 'Generating the forecast PDF' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemax')).toBe('120');
    expect(screen.getByText('Generating the forecast PDF: 40 of 120 pages')).toBeTruthy();
    expect(
      screen.getByText('The forecast PDF is being generated; it shows here when it is ready.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate' }).getAttribute('aria-disabled')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Download the forecast PDF' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    store.close();
  });

  it('says why the PDF failed, with the service’s reason', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pending', status: reportStatus('failed') }];
    const { store } = await shown(port);
    expect(screen.getByTestId('report-failure').textContent).toBe(
      'Failed to generate report: The PDF could not be made.',
    );
    expect(screen.queryByTitle('Forecast PDF preview')).toBeNull();
    store.close();
  });

  it('each file button downloads its call and saves the file under the service’s name', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf(FORECAST_PDF) }];
    const { store, files, capex } = await shown(port);
    const aside = screen.getByRole('complementary', { name: 'Figures as files' });
    const buttons = within(aside).getAllByRole('button');
    // Native buttons, none taken out of the tab order, each described by what its file holds.
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Matrix CSV',
      'Items CSV',
      'Replacements CSV',
      'Excel workbook',
    ]);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('tabindex')).toBeNull();
      expect(
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBeTruthy();
    }
    for (const button of buttons) {
      await act(async () => {
        fireEvent.click(button);
      });
    }
    expect(capex.calls.map((c) => [c.name, c.body])).toEqual([
      ['exportCsv', { capexReportId: 4, table: 'matrix' }],
      ['exportCsv', { capexReportId: 4, table: 'items' }],
      ['exportCsv', { capexReportId: 4, table: 'replacements' }],
      ['exportWorkbook', { capexReportId: 4 }],
    ]);
    expect(files.map((f) => f.fileName)).toEqual([
      'Harbour Tower capex forecast - matrix.csv',
      'Harbour Tower capex forecast - items.csv',
      'Harbour Tower capex forecast - replacements.csv',
      'Harbour Tower capex forecast.xlsx',
    ]);
    expect(screen.queryByTestId('capex-files-failure')).toBeNull();
    store.close();
  });

  it('a refused file says which file and why, saves nothing, and the next that works clears it', async () => {
    const port = new FakeReportDocumentPort();
    port.previews = [{ kind: 'pdf', file: pdf(FORECAST_PDF) }];
    const capex = new FakeCapexPort();
    capex.refuse.exportWorkbook = { status: 403, message: 'You may not see forecast 4' };
    const { store, files } = await shown(port, capex);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Excel workbook' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The Excel workbook could not be downloaded: You may not see forecast 4.',
    );
    expect(files).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Items CSV' }));
    });
    expect(screen.queryByTestId('capex-files-failure')).toBeNull();
    expect(files).toHaveLength(1);
    store.close();
  });
});
