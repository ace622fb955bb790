import { describe, expect, it } from 'vitest';
import { recordingApi } from './testing/recording-api';
import { HttpWorkflowPort } from './workflow';

const STATE = {
  depreciationReportId: 4,
  statusId: 2,
  status: 'QA Review',
  readOnly: false,
  surveyor: { userId: 2, name: 'Alex Surveyor' },
  checker: { userId: 3, name: 'Chris Checker' },
  actions: [],
  steps: [],
  signOff: null,
};

describe('HttpWorkflowPort (docs/api.md "Workflow")', () => {
  it('moves a report with POST /depreciationReport/{status}?depreciationId={report}, the comment in the body', async () => {
    const { api, calls } = recordingApi({ 'post /depreciationReport/1': STATE });
    const port = new HttpWorkflowPort(api);
    expect(await port.move(4, 1, 'Check the lives.')).toEqual(STATE);
    expect(await port.move(4, 1, null)).toEqual(STATE);
    expect(calls).toEqual([
      {
        method: 'post',
        path: '/depreciationReport/1',
        body: { comment: 'Check the lives.' },
        params: { depreciationId: 4 },
      },
      { method: 'post', path: '/depreciationReport/1', body: {}, params: { depreciationId: 4 } },
    ]);
  });

  it('reads the state, the blockers and the history by report, and keeps the reason of a refusal', async () => {
    const refusal = { status: 403, message: null };
    const { api, calls } = recordingApi(
      {
        'get /depreciationReports/4/workflow': STATE,
        'get /depreciationReports/4/workflow/blockers': { blocking: [], blockingCount: 0 },
      },
      { 'get /depreciationReports/4/history': refusal },
    );
    const port = new HttpWorkflowPort(api);
    expect(await port.state(4)).toEqual(STATE);
    expect(await port.blockers(4)).toEqual({ blocking: [], blockingCount: 0 });
    expect(port.lastFailure()).toBeNull();
    expect(await port.history(4)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
    expect(calls.map((c) => c.path)).toEqual([
      '/depreciationReports/4/workflow',
      '/depreciationReports/4/workflow/blockers',
      '/depreciationReports/4/history',
    ]);
  });

  it('reads what a sign-off seals, and reads and posts the comment thread (issue 26)', async () => {
    const thread = { depreciationReportId: 4, comments: [], mayPost: true };
    const { api, calls } = recordingApi({
      'get /depreciationReports/4/workflow/sign-off': { depreciationReportId: 4 },
      'get /depreciationReports/4/comments': thread,
      'post /depreciationReports/4/comments': thread,
    });
    const port = new HttpWorkflowPort(api);
    expect(await port.signOffSummary(4)).toEqual({ depreciationReportId: 4 });
    expect(await port.comments(4)).toEqual(thread);
    expect(await port.postComment(4, 'Fixed the life.')).toEqual(thread);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['get', '/depreciationReports/4/workflow/sign-off', undefined],
      ['get', '/depreciationReports/4/comments', undefined],
      ['post', '/depreciationReports/4/comments', { comment: 'Fixed the life.' }],
    ]);
  });
});
