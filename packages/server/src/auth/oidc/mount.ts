/// <reference path="./oidc-provider.d.ts" />
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT } from './provider';

/**
 * Hands every `/oidc/...` request (except our interaction pages, which are more specific routes) to the
 * provider's Koa app, the way a connect-style mount does: `url` loses the mount prefix and `originalUrl`
 * keeps the full path, from which the provider works out its mount path. The provider reads request bodies
 * itself, so this scope's content-type parser leaves the stream untouched.
 */
export async function mountProvider(app: FastifyInstance, deps: { provider: Provider }) {
  const callback = deps.provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (
    request: { raw: IncomingMessage },
    reply: { hijack(): void; raw: Parameters<typeof callback>[1] },
  ) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    const rest = url.slice(OIDC_MOUNT.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    callback(raw, reply.raw);
  };
  app.all(OIDC_MOUNT, { schema: { hide: true } }, handler);
  app.all(`${OIDC_MOUNT}/*`, { schema: { hide: true } }, handler);
}
