import {
  FAILURE_MESSAGE_MAX_LENGTH,
  NO_LOGIN_PAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SESSION_KEYS,
} from '@taxdep/domain/ports';
import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { FakeNavigation, fakeAdapter, MemoryStore } from '../auth/fakes.test-support';
import { AxiosApiClient, fileNameOf, SESSION_TIMED_OUT_MESSAGE } from './client';

function setup(answer: Parameters<typeof fakeAdapter>[0], confirmAnswer = true) {
  const adapter = fakeAdapter(answer);
  const session = new MemoryStore();
  const local = new MemoryStore();
  const navigation = new FakeNavigation(confirmAnswer);
  session.set(SESSION_KEYS.productToken, 'product-token');
  const client = new AxiosApiClient({
    baseUrl: '/api/v1',
    session,
    local,
    navigation,
    http: axios.create({ adapter }),
  });
  return { adapter, session, local, navigation, client };
}

describe('AxiosApiClient (docs/product/calls.md, docs/product/rules.md#messages-and-errors)', () => {
  it('sends the product bearer and no-cache on the versioned base and answers the data', async () => {
    const { adapter, client } = setup(() => ({ status: 200, data: [{ id: 1 }] }));
    await expect(client.get('/depreciationMethods', { pageNo: 1 })).resolves.toEqual([{ id: 1 }]);
    const request = adapter.requests[0]!;
    expect(request.url).toBe('/api/v1/depreciationMethods');
    expect(request.params).toEqual({ pageNo: 1 });
    expect(request.headers.Authorization).toBe('Bearer product-token');
    expect(request.headers['Cache-Control']).toBe('no-cache');
  });

  it('answers null for a success with no data', async () => {
    const { client } = setup(() => ({ status: 204 }));
    await expect(client.delete('/depreciationReports/token')).resolves.toBeNull();
    expect(client.lastFailure()).toEqual({ status: 204, message: null });
  });

  it('on 401 clears local storage and goes to the no-login page', async () => {
    const { client, local, navigation } = setup(() => ({ status: 401 }));
    local.set('depreciationReportId', '7');
    await expect(client.post('/x', { a: 1 })).resolves.toBeNull();
    expect(local.entries.size).toBe(0);
    expect(navigation.redirects).toEqual([NO_LOGIN_PAGE]);
    // The session handling speaks for itself: no reason for the screen's alert.
    expect(client.lastFailure()).toEqual({ status: 401, message: null });
    // Issue 26 item 15: from a report's tab, the page's "Sign in again" comes back to that tab.
    navigation.at = '/AssetRegister?depreciationReportId=4';
    await client.post('/x');
    expect(navigation.redirects[1]).toBe(
      `${NO_LOGIN_PAGE}?return=${encodeURIComponent('/AssetRegister?depreciationReportId=4')}`,
    );
  });

  it('on 403 asks once whether to reload, and reloads on OK', async () => {
    const { client, session, navigation } = setup(() => ({ status: 403 }));
    await client.get('/a');
    await client.get('/b');
    expect(navigation.confirms).toEqual([SESSION_TIMED_OUT_MESSAGE]);
    expect(navigation.reloads).toBe(1);
    expect(session.get(SESSION_KEYS.unauthorized)).not.toBeNull();
    expect(client.lastFailure()).toEqual({ status: 403, message: null });
  });

  it('on 403 does not reload when the user cancels', async () => {
    const { client, navigation } = setup(() => ({ status: 403 }), false);
    await client.put('/depreciationReport', {});
    expect(navigation.confirms).toHaveLength(1);
    expect(navigation.reloads).toBe(0);
  });

  it('clears the Unauthorized marker on other failures', async () => {
    const { client, session, navigation } = setup(() => ({ status: 500 }));
    session.set(SESSION_KEYS.unauthorized, 'true');
    await expect(client.get('/a')).resolves.toBeNull();
    expect(session.get(SESSION_KEYS.unauthorized)).toBeNull();
    expect(navigation.redirects).toEqual([]);
  });

  it('a refusal answers null and keeps the service’s message as the reason (issue #10)', async () => {
    const message = 'Report 3 is read-only (its status is Completed); nothing was changed.';
    const { client, navigation } = setup(() => ({ status: 409, data: { message } }));
    await expect(client.put('/depreciationReport', {})).resolves.toBeNull();
    expect(client.lastFailure()).toEqual({ status: 409, message });
    expect(navigation.redirects).toEqual([]);
    expect(navigation.confirms).toEqual([]);
  });

  it('keeps the fields a refusal names, as bounded text, and drops entries of another shape (issue 27)', async () => {
    const errors = [
      { field: 'escalationPercent', message: 'Escalation must be   at most 25%.' },
      { index: 0, problem: 'blank', message: 'A label is blank.' },
      { field: 'openingBalanceCents', message: 'x'.repeat(FAILURE_MESSAGE_MAX_LENGTH + 20) },
      { field: 'horizon', message: 7 },
    ];
    const { client } = setup(() => ({
      status: 400,
      data: { message: 'The settings were not saved.', errors },
    }));
    await expect(client.put('/CapexReports/4', {})).resolves.toBeNull();
    const failure = client.lastFailure();
    expect(failure?.message).toBe('The settings were not saved.');
    expect(failure?.fieldErrors?.map((e) => e.field)).toEqual(['escalationPercent', 'openingBalanceCents']);
    expect(failure?.fieldErrors?.[0]?.message).toBe('Escalation must be at most 25%.');
    expect(failure?.fieldErrors?.[1]?.message).toHaveLength(FAILURE_MESSAGE_MAX_LENGTH);
    const plain = setup(() => ({ status: 400, data: { message: 'Bad.', errors: 'none' } }));
    await plain.client.post('/a');
    expect(plain.client.lastFailure()).toEqual({ status: 400, message: 'Bad.' });
  });

  it('a success clears the reason of an earlier failure', async () => {
    let status = 400;
    const { client } = setup(() => ({ status, data: status === 400 ? { message: 'Bad date.' } : { id: 1 } }));
    await client.post('/a');
    expect(client.lastFailure()).toEqual({ status: 400, message: 'Bad date.' });
    status = 200;
    await expect(client.post('/a')).resolves.toEqual({ id: 1 });
    expect(client.lastFailure()).toBeNull();
  });

  it('shortens a long message to one line of bounded length, and ignores a message that is not text', async () => {
    const long = `Invalid request:\n${'body/reportingInfo/reportName is wrong. '.repeat(20)}`;
    const { client } = setup(() => ({ status: 400, data: { message: long } }));
    await client.post('/a');
    const reason = client.lastFailure()?.message ?? '';
    expect(reason).toHaveLength(FAILURE_MESSAGE_MAX_LENGTH);
    expect(reason.startsWith('Invalid request: body/reportingInfo/reportName is wrong.')).toBe(true);
    expect(reason.endsWith('…')).toBe(true);
    const odd = setup(() => ({ status: 404, data: { message: { html: '<b>x</b>' } } }));
    await odd.client.get('/b');
    expect(odd.client.lastFailure()).toEqual({ status: 404, message: null });
  });

  it('a fault or a lost connection gives a generic reason, never the body', async () => {
    const { client } = setup(() => ({
      status: 500,
      data: { message: 'relation "assets" does not exist at Pool.query (/srv/db.js:12)' },
    }));
    await expect(client.post('/a')).resolves.toBeNull();
    expect(client.lastFailure()).toEqual({ status: 500, message: SERVICE_UNAVAILABLE_MESSAGE });
    const session = new MemoryStore();
    session.set(SESSION_KEYS.productToken, 'product-token');
    const offline = new AxiosApiClient({
      baseUrl: '/api/v1',
      session,
      local: new MemoryStore(),
      navigation: new FakeNavigation(),
      http: axios.create({
        adapter: async (config) => {
          throw new AxiosError('Network Error', 'ERR_NETWORK', config);
        },
      }),
    });
    await expect(offline.post('/a')).resolves.toBeNull();
    expect(offline.lastFailure()).toEqual({ status: null, message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('sends nobody without a product token to the no-login page', async () => {
    const { client, session, adapter, navigation } = setup(() => ({ status: 200, data: 1 }));
    session.remove(SESSION_KEYS.productToken);
    await expect(client.get('/a')).resolves.toBeNull();
    expect(adapter.requests).toHaveLength(0);
    expect(navigation.redirects).toEqual([NO_LOGIN_PAGE]);
  });

  it('downloads a blob with the file name of content-disposition', async () => {
    const { client, adapter } = setup(() => ({
      status: 200,
      data: new Blob(['a,b']),
      headers: { 'content-disposition': 'attachment; filename="register.csv"' },
    }));
    const file = await client.download('/fund/1/depreciationReports/2/downloadAssetRegister');
    expect(file?.fileName).toBe('register.csv');
    expect(adapter.requests[0]!.responseType).toBe('blob');
  });

  it('a refused download keeps the service’s message, read from the blob it came in (issue #10)', async () => {
    const message = 'Report 2 has no EOFY report date: set it on General Info.';
    const { client } = setup(() => ({
      status: 409,
      data: new Blob([JSON.stringify({ message })], { type: 'application/json' }),
    }));
    await expect(client.download('/depreciationReports/2/exportSchedule')).resolves.toBeNull();
    expect(client.lastFailure()).toEqual({ status: 409, message });
    const odd = setup(() => ({ status: 404, data: new Blob(['<html>not json</html>']) }));
    await expect(odd.client.download('/depreciationReports/2/exportModelAssets')).resolves.toBeNull();
    expect(odd.client.lastFailure()).toEqual({ status: 404, message: null });
  });

  it('reads both forms of content-disposition', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9port.pdf")).toBe('réport.pdf');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf(undefined)).toBeNull();
  });
});
