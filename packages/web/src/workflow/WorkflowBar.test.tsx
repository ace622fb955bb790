import type { ReportKind } from '@taxdep/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../ui/container-context';
import { CommentsStore } from './CommentsStore';
import { HistoryTab } from './HistoryTab';
import { WORKFLOW_TYPES } from './identifiers';
import { FakeWorkflowPort, RETURN, state } from './testing/fake-port';
import { signOffStoreOver } from './testing/sign-off';
import { WorkflowBar } from './WorkflowBar';
import { WorkflowStore } from './WorkflowStore';

afterEach(cleanup);

async function shown(
  port: FakeWorkflowPort,
  view: 'bar' | 'history' = 'bar',
  openGeneralInfo?: (buildingId?: string) => void,
  openAsset?: (assetId: number) => void,
  kind?: ReportKind,
) {
  const store = new WorkflowStore(port, async () => undefined);
  const container = new Container();
  container.bind(WORKFLOW_TYPES.WorkflowStore).toConstantValue(store);
  container.bind(WORKFLOW_TYPES.SignOffStore).toConstantValue(signOffStoreOver(store, port).store);
  container.bind(WORKFLOW_TYPES.CommentsStore).toConstantValue(new CommentsStore(port));
  await act(async () => {
    render(
      <ContainerProvider container={container}>
        {view === 'bar' ? (
          <WorkflowBar reportId={4} openGeneralInfo={openGeneralInfo} openAsset={openAsset} kind={kind} />
        ) : (
          <HistoryTab reportId={4} />
        )}
      </ContainerProvider>,
    );
  });
  return store;
}

describe('the workflow bar and History tab (issue 15)', () => {
  it('shows who moved the report into each stage, and only the moves the service allows', async () => {
    const port = new FakeWorkflowPort();
    port.current = {
      ...state('QA Review', [RETURN]),
      steps: [
        {
          fromStatusId: 1,
          fromStatus: 'In Progress',
          toStatusId: 2,
          toStatus: 'QA Review',
          by: { userId: 2, name: 'Alex Surveyor' },
          at: '2026-11-26T19:00:00.000Z',
          comment: null,
        },
      ],
    };
    // Whoever may not comment sees no reply box: the bar's only buttons are the moves.
    port.thread = { ...port.thread, mayPost: false };
    await shown(port);
    expect(screen.getByTestId('workflow-stage-2').textContent).toContain('Submitted by Alex Surveyor');
    expect(screen.getByTestId('workflow-stage-1').textContent).toBe('In Progress');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Return to surveyor…']);
    fireEvent.click(screen.getByTestId('workflow-return'));
    expect(screen.getByTestId('workflow-comment-dialog')).toBeTruthy();
    expect((screen.getByTestId('workflow-comment-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists what blocks a refused submit', async () => {
    const port = new FakeWorkflowPort();
    port.failure = { status: 409, message: 'Report 4 cannot go to QA Review yet; fix this first.' };
    port.blocking = {
      blocking: [{ kind: 'generalInfo', assetId: null, message: 'General Info: Checker is required.' }],
      blockingCount: 1,
    };
    await shown(port);
    await act(async () => {
      fireEvent.click(screen.getByTestId('workflow-submit'));
    });
    expect(screen.getByTestId('workflow-error').textContent).toContain('Submit to QA was refused');
    expect(screen.getByTestId('workflow-blocking').textContent).toBe('General Info: Checker is required.');
  });

  it('names each missing fact of a refused submit and links to General Info (issue 25)', async () => {
    const port = new FakeWorkflowPort();
    port.failure = { status: 409, message: 'Report 4 cannot go to QA Review yet; fix these 2 first.' };
    port.blocking = {
      blocking: [
        { kind: 'generalInfo', assetId: null, message: 'General Info: Inspection date is missing.' },
        { kind: 'asset', assetId: 9, message: 'Asset 9 (Carpet): Tax code is required.' },
      ],
      blockingCount: 2,
    };
    const opened: string[] = [];
    await shown(
      port,
      'bar',
      () => opened.push('general info'),
      (assetId) => opened.push(`asset ${assetId}`),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('workflow-submit'));
    });
    expect(screen.getByTestId('workflow-blocking').textContent).toContain(
      'General Info: Inspection date is missing.',
    );
    const link = screen.getByRole('link', { name: 'Open General Info' });
    fireEvent.click(link);
    // Issue 26 item 12: each asset is a link that opens it in the register, its reasons said once after it.
    const asset = screen.getByRole('link', { name: 'Asset 9 (Carpet)' });
    expect(asset.parentElement?.textContent).toBe('Asset 9 (Carpet): Tax code is required.');
    fireEvent.click(asset);
    expect(opened).toEqual(['general info', 'asset 9']);
  });

  it('a capex forecast’s refused submit links its settings blockers to Settings (issue 27)', async () => {
    const port = new FakeWorkflowPort();
    port.failure = { status: 409, message: 'Report 4 cannot go to QA Review yet; fix this first.' };
    port.blocking = {
      blocking: [
        { kind: 'capexSettings', assetId: null, message: 'Settings: Horizon must be 10, 15 or 20.' },
      ],
      blockingCount: 1,
    };
    const opened: string[] = [];
    await shown(port, 'bar', () => opened.push('settings'), undefined, 'capex');
    await act(async () => {
      fireEvent.click(screen.getByTestId('workflow-submit'));
    });
    const link = screen.getByRole('link', { name: 'Open Settings' });
    expect(link.getAttribute('href')).toBe('?capexId=4');
    fireEvent.click(link);
    expect(opened).toEqual(['settings']);
  });

  it('an assessment’s refused submit links its settings and building blockers to Inputs, at the building (issue 28)', async () => {
    const port = new FakeWorkflowPort();
    port.failure = { status: 409, message: 'Report 4 cannot go to QA Review yet; fix this first.' };
    port.blocking = {
      blocking: [
        { kind: 'rcaSettings', assetId: null, message: 'Settings: Policy period must be 1 to 24 months.' },
        {
          kind: 'rcaBuilding',
          assetId: null,
          buildingId: 'b2',
          message: 'Warehouse: Add at least one floor area.',
        },
      ],
      blockingCount: 2,
    };
    const opened: (string | undefined)[] = [];
    await shown(port, 'bar', (buildingId) => opened.push(buildingId), undefined, 'rca');
    await act(async () => {
      fireEvent.click(screen.getByTestId('workflow-submit'));
    });
    expect(screen.getByTestId('workflow-blocking').textContent).toContain(
      'Warehouse: Add at least one floor area.',
    );
    const link = screen.getByRole('link', { name: 'Open Inputs' });
    expect(link.getAttribute('href')).toBe('?rcaId=4');
    fireEvent.click(link);
    expect(opened).toEqual(['b2']);
  });

  it('marks the history entries after the user’s last step as new', async () => {
    const port = new FakeWorkflowPort();
    port.historyAnswer = {
      depreciationReportId: 4,
      lastSeenAt: '2026-11-26T10:00:00.000Z',
      truncated: false,
      entries: [
        {
          kind: 'asset',
          at: '2026-11-26T11:00:00.000Z',
          by: { userId: 2, name: 'Alex Surveyor' },
          summary: 'Changed asset 9 (Carpet)',
          assetId: 9,
          changes: [{ field: 'Location', from: null, to: 'Roof' }],
          comment: null,
        },
        {
          kind: 'workflow',
          at: '2026-11-26T10:00:00.000Z',
          by: { userId: 3, name: 'Chris Checker' },
          summary: 'Returned to the surveyor',
          assetId: null,
          changes: [],
          comment: 'Check the carpet.',
        },
      ],
    };
    await shown(port, 'history');
    const [changed, returned] = screen.getAllByTestId('history-entry');
    expect(changed?.textContent).toContain('New since your last step');
    expect(changed?.textContent).toContain('Location');
    expect(changed?.textContent).toContain('Roof');
    expect(returned?.textContent).not.toContain('New since your last step');
    expect(returned?.textContent).toContain('“Check the carpet.”');
  });
  it('a returned report shows its comment once, in the thread, and the bar leads to it', async () => {
    const port = new FakeWorkflowPort();
    const returnStep = {
      fromStatusId: 2,
      fromStatus: 'QA Review',
      toStatusId: 1,
      toStatus: 'In Progress',
      by: { userId: 3, name: 'Chris Checker' },
      at: '2026-11-26T10:00:00.000Z',
      comment: 'Check the carpet.',
    };
    port.current = { ...state('In Progress'), steps: [returnStep] };
    port.thread = {
      depreciationReportId: 4,
      comments: [{ id: 7, by: returnStep.by, at: returnStep.at, text: returnStep.comment, withReturn: true }],
      mayPost: true,
    };
    await shown(port);
    expect(screen.getByTestId('workflow-returned').textContent).toContain('Returned by Chris Checker');
    expect(screen.getByTestId('workflow-bar').textContent?.split('Check the carpet.')).toHaveLength(2);
    const entry = screen.getByTestId('workflow-comment-entry');
    expect(entry.getAttribute('aria-current')).toBe('true');
    // Folded away by the user, the thread opens again to show it.
    (screen.getByTestId('workflow-comments') as HTMLDetailsElement).open = false;
    fireEvent.click(screen.getByRole('link', { name: 'Read it in Comments' }));
    expect((screen.getByTestId('workflow-comments') as HTMLDetailsElement).open).toBe(true);
    expect(document.activeElement).toBe(entry);
  });
});
