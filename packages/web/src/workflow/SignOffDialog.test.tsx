import type { ReportKind } from '@taxdep/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../ui/container-context';
import { CommentsStore } from './CommentsStore';
import { WORKFLOW_TYPES } from './identifiers';
import { FakeWorkflowPort, SIGN_OFF, state } from './testing/fake-port';
import { signOffStoreOver } from './testing/sign-off';
import { WorkflowBar } from './WorkflowBar';
import { WorkflowStore } from './WorkflowStore';

afterEach(cleanup);

/** The bar of a report (or a capex forecast) in QA Review, its checker signed in. */
async function shown(kind?: ReportKind, port = new FakeWorkflowPort()) {
  port.current = state('QA Review', [SIGN_OFF]);
  const reloaded: number[] = [];
  const workflow = new WorkflowStore(
    port,
    async (id) => {
      reloaded.push(id);
    },
    1,
  );
  const signOff = signOffStoreOver(workflow, port);
  const container = new Container();
  container.bind(WORKFLOW_TYPES.WorkflowStore).toConstantValue(workflow);
  container.bind(WORKFLOW_TYPES.SignOffStore).toConstantValue(signOff.store);
  container.bind(WORKFLOW_TYPES.CommentsStore).toConstantValue(new CommentsStore(port));
  await act(async () => {
    render(
      <ContainerProvider container={container}>
        <WorkflowBar reportId={4} kind={kind} />
      </ContainerProvider>,
    );
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('workflow-signOff'));
  });
  return { port, reloaded, ...signOff };
}

describe('Sign off asks first, showing what it seals (issue 26 item 11)', () => {
  it('shows the report, years, assets, totals and signatories; Cancel moves nothing', async () => {
    const { port } = await shown();
    const summary = screen.getByTestId('sign-off-summary').textContent ?? '';
    expect(summary).toContain('30 June 2025');
    expect(summary).toContain('12 Harbour St Sydney');
    expect(summary).toContain('2024–25 to 2028–29');
    expect(summary).toContain('12 (1 without figures, left out of the totals)');
    expect(summary).toContain('$120,000');
    expect(summary).toContain('$15,001');
    expect(summary).toContain('Alex Surveyor');
    expect(summary).toContain('Chris Checker');
    fireEvent.click(screen.getByTestId('sign-off-cancel'));
    expect(screen.queryByTestId('sign-off-dialog')).toBeNull();
    expect(port.moves).toEqual([]);
  });

  it('shows the document in the dialog, waiting while it is made', async () => {
    const { documents } = await shown();
    documents.answers = [
      {
        kind: 'pending',
        status: {
          reportId: 4,
          state: 'generating',
          revision: { generalInfoVersion: 1, registerRevision: '1/1' },
          document: null,
          job: null,
        },
      },
      { kind: 'pdf', file: { blob: new Blob(['%PDF']), fileName: 'a.pdf' } },
    ];
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-open-document'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() =>
      expect(screen.getByTestId('sign-off-preview').getAttribute('src')).toBe('about:blank'),
    );
    expect(documents.previews).toBe(2);
  });

  it('seals on confirm: progress while the PDF is made, then Completed with the signed PDF to download', async () => {
    const { port, reloaded, saved } = await shown();
    port.moveAnswer = {
      ...state('QA Review'),
      signOff: {
        state: 'sealing',
        stage: 'Asset schedules',
        done: 3,
        total: 12,
        error: null,
        at: '2026-11-29T01:00:00.000Z',
      },
    };
    port.current = port.moveAnswer;
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-confirm'));
    });
    expect(port.moves).toEqual([[4, 3, null]]);
    expect(screen.getByTestId('sign-off-progress').textContent).toContain('3 of 12');
    port.current = { ...state('Completed'), statusId: 3, readOnly: true };
    await waitFor(() => expect(screen.getByTestId('sign-off-done').textContent).toContain('Signed off'));
    await waitFor(() => expect(reloaded).toEqual([4]));
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-download'));
    });
    expect(saved.map((f) => f.fileName)).toEqual(['12 Harbour St Sydney - 30 June 2025.pdf']);
  });

  it('says why a failed seal left the report unsigned, and offers to try again', async () => {
    const { port, reloaded } = await shown();
    port.moveAnswer = {
      ...state('QA Review', [SIGN_OFF]),
      signOff: {
        state: 'failed',
        stage: '',
        done: 0,
        total: 0,
        error: 'The PDF could not be made.',
        at: '2026-11-29T01:00:00.000Z',
      },
    };
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-confirm'));
    });
    expect(screen.getByTestId('sign-off-failed').textContent).toBe(
      'The report was not signed off: The PDF could not be made.',
    );
    expect(screen.getByTestId('sign-off-confirm').textContent).toBe('Try again');
    expect(reloaded).toEqual([4]);
  });
});

/** Issue 27 item 5: a forecast is signed off by the same calls; the service summarises it without totals. */
function capexPort(): FakeWorkflowPort {
  const port = new FakeWorkflowPort();
  port.summary = {
    ...port.summary,
    reportName: 'Harbour Tower capex forecast',
    firstFinancialYear: 2026,
    lastFinancialYear: 2046,
    assetCount: 26,
    uncalculatedCount: 2,
    totals: null,
  };
  return port;
}

describe('Sign off of a capex forecast (issue 27 item 5)', () => {
  it('names a forecast, its years and items, never a depreciation report’s assets or totals', async () => {
    await shown('capex', capexPort());
    const dialog = screen.getByTestId('sign-off-dialog');
    expect(screen.getByRole('heading', { name: 'Sign off and seal the forecast' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Signing off completes the forecast and seals its PDF. Nobody can change the forecast or its PDF afterwards.',
    );
    const terms = [...screen.getByTestId('sign-off-summary').querySelectorAll('dt')].map(
      (dt) => dt.textContent,
    );
    expect(terms).toEqual([
      'Forecast',
      'Property',
      'Financial years',
      'Items',
      'Prepared by',
      'Checked and signed off by',
    ]);
    const summary = screen.getByTestId('sign-off-summary').textContent ?? '';
    expect(summary).toContain('Harbour Tower capex forecast');
    expect(summary).toContain('2025–26 to 2045–46');
    expect(summary).toContain('26 (2 left out of the forecast)');
    expect(dialog.textContent).not.toMatch(/report|asset|schedule|deduction/i);
  });

  it('previews the forecast’s PDF by the id the bar is given, and says a forecast is signed off', async () => {
    const port = capexPort();
    const { documents } = await shown('capex', port);
    documents.answers = [
      { kind: 'pdf', file: { blob: new Blob(['%PDF']), fileName: 'Harbour Tower capex forecast.pdf' } },
    ];
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-open-document'));
    });
    expect(documents.asked).toEqual([4]);
    expect(screen.getByTitle('The forecast PDF as it stands')).toBeTruthy();
    port.moveAnswer = { ...state('Completed'), statusId: 3, readOnly: true };
    port.current = port.moveAnswer;
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-off-confirm'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('sign-off-done').textContent).toBe(
        'Signed off. The forecast is Completed and its PDF is sealed.',
      ),
    );
  });
});
