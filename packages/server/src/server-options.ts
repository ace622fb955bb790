import type { FastifyListenOptions, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Options of the Fastify instance. The sign-in work adds HTTPS here (Fastify takes `https` at construction,
 * not at listen) from `config.auth`.
 */
export function fastifyOptions(config: Config, logger: boolean): FastifyServerOptions {
  const { tls, trustProxy } = config.auth;
  return {
    logger: logger ? { level: config.logLevel } : false,
    trustProxy,
    // MSAL refuses an authority that is not https, so the embedded default serves everything over TLS
    // (src/auth/config.ts). Typed as the http server: the request and reply APIs are the same.
    ...(tls ? { https: { cert: tls.cert, key: tls.key } } : {}),
  } as FastifyServerOptions;
}

/** Where the server listens; extended by the sign-in work if TLS needs it. */
export function listenOptions(config: Config): FastifyListenOptions {
  return { port: config.port, host: config.host };
}
