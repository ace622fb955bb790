import type { ApiClient } from '@taxdep/domain/ports';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPES } from '../identifiers';
import { bindReport } from '../report/bindings';
import { SUBMIT, state } from '../workflow/testing/fake-port';
import { bindCapex } from './bindings';
import { CapexApp } from './CapexApp';
import { makeCapexReport } from './testing/fake-port';
import { renderCapex } from './testing/render';

afterEach(cleanup);

describe('bindCapex (issue 27)', () => {
  it('reads the forecast through the contract’s call, and a move on the workflow bar reads its header again', async () => {
    const asked: string[] = [];
    let status = 'In Progress';
    const api: ApiClient = {
      get: async <T,>(path: string) => {
        asked.push(`GET ${path}`);
        if (path === '/CapexReports/4') return makeCapexReport({ status }) as T;
        if (path === '/depreciationReports/4/workflow')
          return state(status, status === 'In Progress' ? [SUBMIT] : []) as T;
        return null;
      },
      post: async <T,>(path: string) => {
        asked.push(`POST ${path}`);
        status = 'QA Review';
        return state(status) as T;
      },
      put: async () => null,
      delete: async () => null,
      download: async () => null,
      lastFailure: () => null,
    };
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(TYPES.ApiClient).toConstantValue(api);
    bindReport(container);
    bindCapex(container);
    renderCapex(<CapexApp capexReportId={4} />, container);
    expect((await screen.findByTestId('capex-status')).textContent).toBe('In Progress');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to QA' }));
    await waitFor(() => expect(screen.getByTestId('capex-status').textContent).toBe('QA Review'));
    expect(asked).toContain('POST /depreciationReport/2');
    expect(asked.filter((a) => a === 'GET /CapexReports/4')).toHaveLength(2);
  });

  it('the Document tab reads the forecast’s PDF by its id through the report documents’ calls (issue 27 item 5)', async () => {
    const downloads: unknown[][] = [];
    const api: ApiClient = {
      get: async <T,>(path: string) => (path === '/CapexReports/4' ? (makeCapexReport() as T) : null),
      post: async () => null,
      put: async () => null,
      delete: async () => null,
      download: async (path, params) => {
        downloads.push([path, params]);
        return path.endsWith('/preview')
          ? { blob: new Blob(['%PDF-1.7']), fileName: 'Harbour Tower capex forecast.pdf' }
          : null;
      },
      lastFailure: () => null,
    };
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(TYPES.ApiClient).toConstantValue(api);
    bindReport(container);
    bindCapex(container);
    renderCapex(<CapexApp capexReportId={4} />, container);
    fireEvent.click(await screen.findByRole('tab', { name: 'Document' }));
    await waitFor(() => expect(screen.getByTitle('Forecast PDF preview')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Matrix CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads).toEqual([
      ['/depreciationReports/4/preview', undefined],
      ['/CapexReports/4/exportCsv', { table: 'matrix' }],
    ]);
    // Leaving the tab stops reading the PDF's state.
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.queryByTitle('Forecast PDF preview')).toBeNull();
  });
});
