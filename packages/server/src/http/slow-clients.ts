/**
 * Slow clients (issue 10 item 7): a client that sends its headers or body a byte at a time must not hold a
 * connection for minutes. Node closes a request whose headers are late (`headersTimeout`) or which is not
 * whole by `requestTimeout` (set in src/server-options.ts); this file adds the body's own rule: after a grace
 * period the body must keep a minimum average rate, and it must never stall. Either answers 408 `{ message }`
 * and closes the connection. The numbers and their trade-off are in README.md "Configuration".
 *
 * Progress is read from the socket (`bytesRead`), not from the body stream, so the rule also covers bodies that
 * Fastify does not read: the OpenID provider under /oidc reads the raw request itself, and a call refused in
 * `onRequest` (401) keeps its connection while the rest of its body comes.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface SlowClientLimits {
  /** Node's `headersTimeout`: the request line and headers must have arrived by then. */
  headersTimeoutMs: number;
  /** Node's `requestTimeout`: the whole request, however steadily it flows. */
  requestTimeoutMs: number;
  /** A body's rate is not judged before this (TCP slow start, a radio waking up). */
  bodyGraceMs: number;
  /** After the grace: the average rate since the request began. */
  bodyMinBytesPerSecond: number;
  /** No byte of the body for this long ends the request. */
  bodyStallMs: number;
}

/**
 * 15 min for the whole request carries a 20 MB upload at 256 kbit/s (about 11 min) with room to spare; a client
 * that keeps the minimum rate can hold a connection that long, which is the price of not cutting off slow
 * lines. 1 KiB/s is 8 kbit/s, below any line a report is uploaded on; the one-byte-every-5-s drip of the issue
 * averages 0.2 B/s and is closed after the 10 s grace.
 */
export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 15 * 60_000,
  bodyGraceMs: 10_000,
  bodyMinBytesPerSecond: 1024,
  bodyStallMs: 15_000,
};

/** Seconds (decimals allowed) in the environment; the rate in bytes per second. */
const ENVIRONMENT: Record<keyof SlowClientLimits, { name: string; scale: number }> = {
  headersTimeoutMs: { name: 'HTTP_HEADERS_TIMEOUT_SECONDS', scale: 1000 },
  requestTimeoutMs: { name: 'HTTP_REQUEST_TIMEOUT_SECONDS', scale: 1000 },
  bodyGraceMs: { name: 'HTTP_BODY_GRACE_SECONDS', scale: 1000 },
  bodyMinBytesPerSecond: { name: 'HTTP_BODY_MIN_BYTES_PER_SECOND', scale: 1 },
  bodyStallMs: { name: 'HTTP_BODY_STALL_SECONDS', scale: 1000 },
};

/**
 * From the environment when the app is built (server-options.ts and the hook below), rather than through
 * Config: they are operators' tuning, not settings of the product, and a test sets them with `vi.stubEnv`.
 */
export function slowClientLimits(env: NodeJS.ProcessEnv = process.env): SlowClientLimits {
  const limits = { ...DEFAULT_SLOW_CLIENT_LIMITS };
  for (const key of Object.keys(ENVIRONMENT) as (keyof SlowClientLimits)[]) {
    const { name, scale } = ENVIRONMENT[key];
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`${name} must be a positive number, got '${raw}'`);
    }
    limits[key] = Math.round(value * scale);
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return limits;
}

/** Registers the body rule on the app's root, so it covers every route and the not-found handler. */
export function guardSlowClients(app: FastifyInstance, limits: SlowClientLimits = slowClientLimits()): void {
  const watches = new BodyWatches(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (hasBody(request)) watches.start(request, reply);
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    const watch = watches.of(request);
    if (!watch) return payload;
    if (watch.failure) {
      reply.header('connection', 'close');
      throw watch.failure;
    }
    return watch.wrap(payload);
  });
  app.addHook('onClose', async () => watches.clear());
}

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
}

/** The bodies in flight, checked together by one timer that runs only while there are any. */
class BodyWatches {
  private readonly active = new Set<BodyWatch>();
  /** Every watch of a request, also after it failed: preParsing may still have to answer for it. */
  private readonly byRequest = new WeakMap<FastifyRequest['raw'], BodyWatch>();
  private timer: NodeJS.Timeout | null = null;
  private readonly tickMs: number;

  constructor(private readonly limits: SlowClientLimits) {
    this.tickMs = Math.max(50, Math.min(1000, limits.bodyGraceMs / 4, limits.bodyStallMs / 4));
  }

  start(request: FastifyRequest, reply: FastifyReply): void {
    const socket = request.raw.socket;
    // Only a real connection: `app.inject` has a stand-in socket and no client to be slow.
    if (request.raw.complete || typeof socket?.bytesRead !== 'number') return;
    const watch = new BodyWatch(request, reply, socket, this.limits);
    this.active.add(watch);
    this.byRequest.set(request.raw, watch);
    request.raw.once('close', () => this.active.delete(watch));
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), this.tickMs);
      this.timer.unref();
    }
  }

  of(request: FastifyRequest): BodyWatch | undefined {
    return this.byRequest.get(request.raw);
  }

  clear(): void {
    this.active.clear();
    this.stopTimer();
  }

  private check(): void {
    const now = Date.now();
    for (const watch of this.active) {
      if (watch.check(now) !== 'receiving') this.active.delete(watch);
    }
    if (this.active.size === 0) this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

class BodyWatch {
  failure: HttpError | null = null;
  private readonly startedAt = Date.now();
  private readonly startBytes: number;
  private lastBytes: number;
  private lastProgressAt = this.startedAt;
  private body: WatchedBody | null = null;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly socket: NonNullable<FastifyRequest['raw']['socket']>,
    private readonly limits: SlowClientLimits,
  ) {
    this.startBytes = socket.bytesRead;
    this.lastBytes = this.startBytes;
  }

  wrap(payload: NodeJS.ReadableStream): WatchedBody {
    this.body = new WatchedBody(payload);
    return this.body;
  }

  check(now: number): 'receiving' | 'done' | 'failed' {
    if (this.request.raw.complete || this.socket.destroyed) return 'done';
    const bytes = this.socket.bytesRead;
    if (bytes !== this.lastBytes) {
      this.lastBytes = bytes;
      this.lastProgressAt = now;
    }
    const { bodyStallMs, bodyGraceMs, bodyMinBytesPerSecond } = this.limits;
    const elapsed = now - this.startedAt;
    if (now - this.lastProgressAt >= bodyStallMs) {
      return this.fail(
        `No part of the request body arrived for ${seconds(bodyStallMs)}; send the request again.`,
      );
    }
    if (elapsed >= bodyGraceMs && ((bytes - this.startBytes) * 1000) / elapsed < bodyMinBytesPerSecond) {
      return this.fail(
        `The request body arrived slower than ${bodyMinBytesPerSecond} bytes per second; send the request again.`,
      );
    }
    return 'receiving';
  }

  /** Answers 408 through whoever owns the answer at this point, and closes the connection. */
  private fail(message: string): 'failed' | 'receiving' {
    const error = new HttpError(408, message);
    const { reply } = this;
    if (reply.raw.headersSent) {
      // Answered already (e.g. 401): the connection stays open only for the rest of the body. The answer is
      // flushed before the socket goes.
      this.socket.end(() => this.socket.destroy());
    } else if (this.body?.reading) {
      // Fastify is parsing: it answers through the error handler with `Connection: close`.
      this.body.destroy(error);
    } else if (reply.sent) {
      // Hijacked by a handler that reads the request itself (the OpenID provider).
      const body = JSON.stringify({ message });
      reply.raw.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      reply.raw.end(body);
    } else {
      // Still in the hooks before parsing: preParsing answers, else the next check finds who owns it by then.
      this.failure = error;
      return 'receiving';
    }
    return 'failed';
  }
}

/**
 * The body as Fastify reads it. It takes data from the request only once read, so a parser that leaves the
 * body alone (the provider's, see src/auth/oidc/mount.ts) leaves the raw request to the provider.
 */
class WatchedBody extends Transform {
  /** Fastify compares it with Content-Length (Hooks › preParsing). */
  receivedEncodedLength = 0;
  reading = false;

  constructor(private readonly source: NodeJS.ReadableStream) {
    super();
    // A failure while nobody listens (Fastify stops listening once a body is too large) must not crash.
    this.on('error', () => {});
  }

  override _read(size: number): void {
    if (!this.reading) {
      this.reading = true;
      this.source.once('error', (error) => this.destroy(error));
      this.source.pipe(this);
    }
    super._read(size);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    callback(null, chunk);
  }
}

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}
