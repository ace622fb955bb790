/**
 * File answers in the contract (docs/api.md "Contract", "File answers"): a call declared as `CsvFile` is documented
 * under text/csv, and the answers' check judges it by its Content-Type, a stream included.
 */
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { declareRoute } from '../contract/declare-route';
import { CONTRACT_VIOLATION, validateResponses } from '../contract/response-check';

describe('a file answer', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function serving(type: string) {
    const app = Fastify();
    apps.push(app);
    validateResponses(app);
    declareRoute(
      app,
      'GET /depreciationReports/{id}/downloadstaticfile',
      { tags: [], summary: 'test' },
      async (_request, reply) => reply.type(type).send(Readable.from(['a,b\r\n'])),
    );
    await app.ready();
    return app.inject({ url: '/depreciationReports/1/downloadstaticfile' });
  }

  it('passes when sent as its declared media type, streamed', async () => {
    const answer = await serving('text/csv; charset=utf-8');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('a,b\r\n');
  });

  it('fails when sent as anything else', async () => {
    const answer = await serving('application/json');
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toContain(CONTRACT_VIOLATION);
    expect(answer.json().message).toContain('not text/csv');
  });
});
