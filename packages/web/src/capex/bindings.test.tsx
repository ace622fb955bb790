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
});
