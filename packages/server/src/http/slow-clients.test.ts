import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import { createTestDatabase, removeTestConfig, type TestDatabase, testConfig } from '../test/database';
import { DEFAULT_SLOW_CLIENT_LIMITS, slowClientLimits } from './slow-clients';

/**
 * Small numbers so a slow client is caught in a second or two: the body's rate is judged after 2 s at
 * 1000 B/s, a stall is 1 s, late headers 1 s. A byte every 500 ms never stalls but is far too slow.
 */
const LIMITS = {
  HTTP_HEADERS_TIMEOUT_SECONDS: '1',
  HTTP_REQUEST_TIMEOUT_SECONDS: '60',
  HTTP_BODY_GRACE_SECONDS: '2',
  HTTP_BODY_MIN_BYTES_PER_SECOND: '1000',
  HTTP_BODY_STALL_SECONDS: '1',
};
const UPLOAD_LIMIT = 8 * 1024 * 1024;

let database: TestDatabase;
let config: Config;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig();
  for (const [name, value] of Object.entries(LIMITS)) vi.stubEnv(name, value);
  try {
    app = await buildApp({ db: database.db, config });
  } finally {
    vi.unstubAllEnvs();
  }
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/test/upload', { bodyLimit: UPLOAD_LIMIT }, async (request) => ({
    bytes: (request.body as Buffer).length,
  }));
  // A hook that takes longer than the grace: the body is judged before Fastify starts parsing it.
  app.post(
    '/test/slow-hook',
    { bodyLimit: UPLOAD_LIMIT, onRequest: () => new Promise((resolve) => setTimeout(resolve, 2500)) },
    async () => ({ ok: true }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await removeTestConfig(config);
});

interface Exchange {
  status: number;
  body: string;
  /** From the first byte sent to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Sends `head`, then the body in pieces of `piece` bytes every `everyMs` until `total` is sent or the server
 * answers; resolves when the server closes the connection.
 */
function send(head: string, body: { total: number; piece: number; everyMs: number }): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (received || socket.destroyed || sent >= body.total) return;
      const size = Math.min(body.piece, body.total - sent);
      sent += size;
      socket.write(Buffer.alloc(size, 'a'));
      timer = setTimeout(next, body.everyMs);
    };
    socket.on('connect', () => {
      socket.write(head);
      next();
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.split('\r\n\r\n')[1] ?? '', closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within 20 s; received: ${received}`));
    }, 20_000).unref();
  });
}

function post(path: string, length: number, headers = ''): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n` +
    `Content-Length: ${length}\r\n${headers}\r\n`
  );
}

describe('slow clients (issue 10 item 7)', () => {
  it('answer a body dripping one byte every 500 ms with 408 and close the connection', async () => {
    const result = await send(post('/test/upload', 1000), { total: 1000, piece: 1, everyMs: 500 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({ message: expect.stringMatching(/slower than 1000 bytes/) });
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it('answer a body that stops arriving with 408 after the stall time', async () => {
    const result = await send(post('/test/upload', 1000), { total: 400, piece: 400, everyMs: 10 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({ message: expect.stringMatching(/No part .* for 1 s/) });
    expect(result.closedAfterMs).toBeLessThan(2000);
  });

  it('let a slow but steady upload and a fast large one through', async () => {
    const steady = await send(post('/test/upload', 12_000, 'Connection: close\r\n'), {
      total: 12_000,
      piece: 1000,
      everyMs: 250,
    });
    expect(steady.status).toBe(200);
    expect(JSON.parse(steady.body)).toEqual({ bytes: 12_000 });
    const size = 6 * 1024 * 1024;
    const fast = await send(post('/test/upload', size, 'Connection: close\r\n'), {
      total: size,
      piece: size,
      everyMs: 0,
    });
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual({ bytes: size });
  });

  it('answer 408 when the body is too slow before parsing has begun', async () => {
    const result = await send(post('/test/slow-hook', 1000), { total: 1000, piece: 1, everyMs: 500 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({ message: expect.stringMatching(/slower than 1000 bytes/) });
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it('cover the OpenID provider, which reads its bodies itself', async () => {
    const form = (length: number, close = '') =>
      post('/oidc/token', length, close).replace(
        'application/octet-stream',
        'application/x-www-form-urlencoded',
      );
    // A body sent at once still reaches the provider whole: it refuses the grant, it does not wait or 408.
    const fast = await send(form(1000, 'Connection: close\r\n'), { total: 1000, piece: 1000, everyMs: 0 });
    expect(fast.status).toBe(400);
    expect(fast.body).toContain('invalid_request');
    const result = await send(form(1000), { total: 1000, piece: 1, everyMs: 500 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({ message: expect.stringMatching(/slower than/) });
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it('close the connection of a refused call whose body is still dripping', async () => {
    const result = await send(post('/api/v1/depreciationReport', 1000).replace('POST', 'PUT'), {
      total: 1000,
      piece: 1,
      everyMs: 500,
    });
    expect(result.status).toBe(401);
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it('answer headers that arrive too slowly with 408', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    const drip = setInterval(() => socket.writable && socket.write('X'), 200);
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('slow client limits', () => {
  it('default to the documented numbers and read the environment in seconds', () => {
    expect(slowClientLimits({})).toEqual(DEFAULT_SLOW_CLIENT_LIMITS);
    expect(DEFAULT_SLOW_CLIENT_LIMITS).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 900_000,
      bodyGraceMs: 10_000,
      bodyMinBytesPerSecond: 1024,
      bodyStallMs: 15_000,
    });
    expect(slowClientLimits(LIMITS)).toEqual({
      headersTimeoutMs: 1000,
      requestTimeoutMs: 60_000,
      bodyGraceMs: 2000,
      bodyMinBytesPerSecond: 1000,
      bodyStallMs: 1000,
    });
  });

  it('refuse numbers that are not positive or a headers timeout beyond the request timeout', () => {
    expect(() => slowClientLimits({ HTTP_BODY_STALL_SECONDS: '0' })).toThrow(/HTTP_BODY_STALL_SECONDS/);
    expect(() => slowClientLimits({ HTTP_BODY_GRACE_SECONDS: 'soon' })).toThrow(/positive number/);
    expect(() =>
      slowClientLimits({ HTTP_HEADERS_TIMEOUT_SECONDS: '120', HTTP_REQUEST_TIMEOUT_SECONDS: '60' }),
    ).toThrow(/must not exceed/);
  });
});
