import { describe, expect, it } from 'vitest';
import { HttpCapexCommitPort } from './capex-commit';
import { recordingApi } from './testing/recording-api';

describe('HttpCapexCommitPort (issue 27 item 4, domain/api/capex-commit-calls.ts)', () => {
  it('lists the reports and commits on their paths, and says why a commit was refused', async () => {
    const targets = { reports: [] };
    const message = 'Asset 77 was already disposed of on 2026-07-01; nothing was saved.';
    const { api, calls } = recordingApi(
      { 'get /CapexReports/4/commitTargets': targets },
      { 'post /CapexReports/4/commit': { status: 409, message } },
    );
    const port = new HttpCapexCommitPort(api);
    await expect(port.commitTargets(4)).resolves.toBe(targets);
    expect(port.lastFailure()).toBeNull();
    const body = { itemId: '1', financialYear: 2027, depreciationReportId: 42, save: true };
    await expect(port.commit(4, body)).resolves.toBeNull();
    expect(port.lastFailure()).toEqual({ status: 409, message });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'get /CapexReports/4/commitTargets',
      'post /CapexReports/4/commit',
    ]);
    expect(calls[1]?.body).toEqual(body);
  });
});
