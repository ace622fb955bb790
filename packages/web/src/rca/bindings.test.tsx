import type { ApiClient } from '@taxdep/domain/ports';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPES } from '../identifiers';
import { bindReport } from '../report/bindings';
import { SUBMIT, state } from '../workflow/testing/fake-port';
import { bindRca } from './bindings';
import { RcaApp } from './RcaApp';
import { makeRcaReport } from './testing/fake-port';
import { renderRca } from './testing/render';

afterEach(cleanup);

function appOver(api: ApiClient) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.ApiClient).toConstantValue(api);
  bindReport(container);
  bindRca(container);
  renderRca(<RcaApp rcaReportId={9} />, container);
}

const quiet: Omit<ApiClient, 'get'> = {
  post: async () => null,
  put: async () => null,
  delete: async () => null,
  download: async () => null,
  lastFailure: () => null,
};

describe('bindRca (issue 28)', () => {
  it('reads the assessment through the contract’s call, and a move on the workflow bar reads it again', async () => {
    const asked: string[] = [];
    let status = 'In Progress';
    appOver({
      ...quiet,
      get: async <T,>(path: string) => {
        asked.push(`GET ${path}`);
        if (path === '/RcaReports/9') return makeRcaReport({ status }) as T;
        if (path === '/depreciationReports/9/workflow')
          return state(status, status === 'In Progress' ? [SUBMIT] : []) as T;
        return null;
      },
      post: async <T,>(path: string) => {
        asked.push(`POST ${path}`);
        status = 'QA Review';
        return state(status) as T;
      },
    });
    expect((await screen.findByTestId('rca-status')).textContent).toBe('In Progress');
    expect(screen.getByTestId('rca-name').textContent).toBe('Harbour Tower RCA');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to QA' }));
    await waitFor(() => expect(screen.getByTestId('rca-status').textContent).toBe('QA Review'));
    expect(asked.filter((a) => a === 'GET /RcaReports/9')).toHaveLength(2);
  });

  it('the Document tab shows the PDF by the assessment’s id and downloads the build-up CSV and workbook (item 5)', async () => {
    const downloads: string[] = [];
    appOver({
      ...quiet,
      get: async <T,>(path: string) => (path === '/RcaReports/9' ? (makeRcaReport() as T) : null),
      download: async (path) => {
        downloads.push(path);
        return path.endsWith('/preview')
          ? { blob: new Blob(['%PDF-1.7']), fileName: 'Harbour Tower RCA.pdf' }
          : null;
      },
      lastFailure: () => ({ status: 404, message: 'No such assessment.' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Document' }));
    await waitFor(() => expect(screen.getByTitle('Assessment PDF preview')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Build-up CSV' }));
    await waitFor(() => expect(screen.getByTestId('rca-files-failure')).toBeTruthy());
    expect(screen.getByTestId('rca-files-failure').textContent).toBe(
      'The build-up CSV could not be downloaded: No such assessment.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Excel workbook' }));
    });
    expect(downloads).toEqual([
      '/depreciationReports/9/preview',
      '/RcaReports/9/exportCsv',
      '/RcaReports/9/exportWorkbook',
    ]);
  });

  it('an assessment that is not the user’s says so, without a retry', async () => {
    appOver({ ...quiet, get: async () => null, lastFailure: () => ({ status: 404, message: 'Not found.' }) });
    expect((await screen.findByTestId('rca-load-error')).textContent).toContain(
      'Assessment 9 does not exist, or it is not one of yours.',
    );
  });
});
