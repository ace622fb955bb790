import type { FastifyListenOptions, FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';
import { slowClientLimits } from './http/slow-clients';
import { createServiceLogger, logSetup } from './logging';

/**
 * Options of the Fastify instance. The sign-in work adds HTTPS here (Fastify takes `https` at construction,
 * not at listen) from `config.auth`.
 */
export function fastifyOptions(config: Config, logger: boolean): FastifyServerOptions {
  const { tls, trustProxy } = config.auth;
  const limits = slowClientLimits();
  // Slow clients (src/http/slow-clients.ts): Node checks both timeouts only every connectionsCheckingInterval
  // (30 s by default, which would let late headers hold a connection 45 s), so a quarter of the headers' time.
  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(limits.headersTimeoutMs / 4))),
  };
  return {
    // The service's log goes to a file with only warnings on the console (src/logging.ts); tests log nothing.
    ...(logger ? { loggerInstance: createServiceLogger(logSetup(config)) } : { logger: false }),
    trustProxy,
    // Fastify's default 0 would switch Node's whole-request limit off.
    requestTimeout: limits.requestTimeoutMs,
    // MSAL refuses an authority that is not https, so the embedded default serves everything over TLS
    // (src/config/auth-config.ts). Typed as the http server: the request and reply APIs are the same.
    ...(tls ? { https: { cert: tls.cert, key: tls.key, ...timeouts } } : { http: timeouts }),
  } as FastifyServerOptions;
}

/** Where the server listens; extended by the sign-in work if TLS needs it. */
export function listenOptions(config: Config): FastifyListenOptions {
  return { port: config.port, host: config.host };
}
