import { NO_LOGIN_PAGE, SESSION_KEYS } from '@taxdep/domain/ports';
import axios from 'axios';
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

describe('AxiosApiClient (spec 7, 8)', () => {
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
  });

  it('on 401 clears local storage and goes to the no-login page', async () => {
    const { client, local, navigation } = setup(() => ({ status: 401 }));
    local.set('depreciationReportId', '7');
    await expect(client.post('/x', { a: 1 })).resolves.toBeNull();
    expect(local.entries.size).toBe(0);
    expect(navigation.redirects).toEqual([NO_LOGIN_PAGE]);
  });

  it('on 403 asks once whether to reload, and reloads on OK', async () => {
    const { client, session, navigation } = setup(() => ({ status: 403 }));
    await client.get('/a');
    await client.get('/b');
    expect(navigation.confirms).toEqual([SESSION_TIMED_OUT_MESSAGE]);
    expect(navigation.reloads).toBe(1);
    expect(session.get(SESSION_KEYS.unauthorized)).not.toBeNull();
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

  it('reads both forms of content-disposition', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9port.pdf")).toBe('réport.pdf');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf(undefined)).toBeNull();
  });
});
