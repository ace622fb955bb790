import type { CloudToken } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../auth/fakes.test-support';
import { CLOUD_TOKEN_KEEP_MS, CLOUD_TOKEN_SESSION_KEY, HttpSessionInfoPort } from './session';
import { recordingApi } from './testing/recording-api';

const START = Date.parse('2026-11-26T00:00:00Z');
const cloud = (expiresInSeconds: number): CloudToken => ({
  token: `cloud-${expiresInSeconds}`,
  tokenType: 'Bearer',
  audience: 'taxdep-document-store',
  expiresOn: new Date(START + expiresInSeconds * 1000).toISOString(),
  expiresInSeconds,
});

describe('HttpSessionInfoPort (issue 15; docs/api.md "Session")', () => {
  it('GET /users/me and the heading of a report from GET /depreciationReports/{id}', async () => {
    const me = { userId: 3, firstName: 'Sam' };
    const report = {
      propertyInfo: { propertyName: 'Harbour Tower', streetAddress: '1 Harbour Street', suburb: 'Sydney' },
      reportingInfo: { reportName: '30 June 2025', eofyReportDate: '2025-06-30' },
    };
    const { api, calls } = recordingApi({ 'get /users/me': me, 'get /depreciationReports/12': report });
    const port = new HttpSessionInfoPort(api, new MemoryStore());
    expect(await port.me()).toEqual(me);
    expect(await port.reportHeading(12)).toEqual({
      propertyName: 'Harbour Tower',
      reportName: '30 June 2025',
      streetAddress: '1 Harbour Street',
      suburb: 'Sydney',
      eofyReportDate: '2025-06-30',
    });
    expect(await port.reportHeading(13)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([
      '/users/me',
      '/depreciationReports/12',
      '/depreciationReports/13',
    ]);
  });

  it('keeps the cloud token in the session about 51 minutes, then asks again (spec 4)', async () => {
    let now = START;
    const session = new MemoryStore();
    const { api, calls } = recordingApi({ 'get /cloudToken': cloud(3100) });
    const port = new HttpSessionInfoPort(api, session, () => now);
    expect((await port.cloudToken())?.token).toBe('cloud-3100');
    expect(session.get(CLOUD_TOKEN_SESSION_KEY)).toContain('cloud-3100');
    now += 30 * 60_000;
    expect((await port.cloudToken())?.token).toBe('cloud-3100');
    expect(calls).toHaveLength(1);
    // Within a minute of the 3,100,000 ms it is asked for again.
    now = START + CLOUD_TOKEN_KEEP_MS - 30_000;
    await port.cloudToken();
    expect(calls).toHaveLength(2);
  });

  it('keeps a token no longer than the service says it lasts, and drops an unreadable one', async () => {
    let now = START;
    const session = new MemoryStore();
    const { api, calls } = recordingApi({ 'get /cloudToken': cloud(600) });
    const port = new HttpSessionInfoPort(api, session, () => now);
    await port.cloudToken();
    now += 9 * 60_000 + 1;
    await port.cloudToken();
    expect(calls).toHaveLength(2);
    session.set(CLOUD_TOKEN_SESSION_KEY, '{not json');
    await port.cloudToken();
    expect(calls).toHaveLength(3);
  });
});
