import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../ui/container-context';
import { CommentsStore } from './CommentsStore';
import { CommentThread } from './CommentThread';
import { WORKFLOW_TYPES } from './identifiers';
import { FakeWorkflowPort } from './testing/fake-port';

afterEach(cleanup);

const RETURNED = {
  id: 1,
  by: { userId: 3, name: 'Chris Checker' },
  at: '2026-11-26T10:00:00.000Z',
  text: 'Check the carpet life.',
  withReturn: true,
};

async function shown(port: FakeWorkflowPort, markReturn = false) {
  const container = new Container();
  container.bind(WORKFLOW_TYPES.CommentsStore).toConstantValue(new CommentsStore(port));
  await act(async () => {
    render(
      <ContainerProvider container={container}>
        <CommentThread reportId={4} version={1} markReturn={markReturn} />
      </ContainerProvider>,
    );
  });
}

describe("the report's comment thread (issue 26 item 12)", () => {
  it('marks the newest return comment as the one to act on while the report stands returned', async () => {
    const port = new FakeWorkflowPort();
    const reply = {
      ...RETURNED,
      id: 2,
      by: { userId: 2, name: 'Alex Surveyor' },
      text: 'Done.',
      withReturn: false,
    };
    const again = { ...RETURNED, id: 3, text: 'And the blinds.' };
    port.thread = {
      depreciationReportId: 4,
      comments: [RETURNED, reply, again, { ...reply, id: 4 }],
      mayPost: true,
    };
    await shown(port, true);
    const marked = screen
      .getAllByTestId('workflow-comment-entry')
      .filter((e) => e.getAttribute('aria-current'));
    expect(marked.map((e) => e.querySelector('.workflow-comment-text')?.textContent)).toEqual([
      'And the blinds.',
    ]);
    expect(marked[0]?.id).toBe('workflow-comment-to-act-on');
  });

  it('marks none once the report has moved on from the return', async () => {
    const port = new FakeWorkflowPort();
    port.thread = { depreciationReportId: 4, comments: [RETURNED], mayPost: true };
    await shown(port, false);
    expect(screen.getByTestId('workflow-comment-entry').getAttribute('aria-current')).toBeNull();
  });

  it('shows the return comment and posts the surveyor’s reply', async () => {
    const port = new FakeWorkflowPort();
    port.thread = { depreciationReportId: 4, comments: [RETURNED], mayPost: true };
    await shown(port);
    expect(screen.getByTestId('workflow-comment-entry').textContent).toContain(
      'Chris Checker, returning the report',
    );
    const post = screen.getByTestId('workflow-reply-post') as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reply'), {
      target: { value: ' The 2023 ruling says 8 years. ' },
    });
    port.thread = {
      ...port.thread,
      comments: [
        RETURNED,
        {
          ...RETURNED,
          id: 2,
          by: { userId: 2, name: 'Alex Surveyor' },
          text: 'The 2023 ruling says 8 years.',
          withReturn: false,
        },
      ],
    };
    await act(async () => {
      fireEvent.click(post);
    });
    expect(port.posted).toEqual(['The 2023 ruling says 8 years.']);
    expect(screen.getAllByTestId('workflow-comment-entry')).toHaveLength(2);
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a refused reply with the service’s reason, and offers no box to whoever may not post', async () => {
    const port = new FakeWorkflowPort();
    port.thread = { depreciationReportId: 4, comments: [RETURNED], mayPost: true };
    await shown(port);
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Done.' } });
    port.failure = { status: 409, message: 'Report 4 is Completed: its comments are closed.' };
    await act(async () => {
      fireEvent.click(screen.getByTestId('workflow-reply-post'));
    });
    expect(screen.getByRole('alert').textContent).toContain('its comments are closed');
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Done.');
    cleanup();
    port.thread = { ...port.thread, mayPost: false };
    await shown(port);
    expect(screen.getByTestId('workflow-comments').textContent).toContain('Check the carpet life.');
    expect(screen.queryByLabelText('Reply')).toBeNull();
  });
});
