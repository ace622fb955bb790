/**
 * One JSON request to the running portal over Node's HTTP(S), for the commands that talk to it as a browser does
 * (dependency rule `cli-not-server-sources`): `taxdep token` finding a user, and the table loads over the API
 * (load-incentive-windows). The embedded default's certificate is self-signed, so the portal's own is trusted
 * besides the usual authorities. Each caller says what a body that is not JSON stands for and which error a
 * timeout is, since `token` reads a silent portal as "not running" where a load reports the service unavailable.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { rootCertificates } from 'node:tls';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface JsonRequest {
  method: string;
  url: URL;
  /** Sent as JSON, with its content type and length; none when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The portal's certificate (PEM) when it is self-signed, else null. */
  certificate: string | null;
  timeoutMs: number;
  /** The body when the answer's text is not JSON (an empty text is not). */
  notJson(text: string): unknown;
  /** The error the request fails with when the portal does not answer in time. */
  timedOut(): Error;
}

export function requestJson(request: JsonRequest): Promise<JsonAnswer> {
  const { url, body } = request;
  const payload = body === undefined ? '' : JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const options: RequestOptions = {
    method: request.method,
    headers: {
      ...request.headers,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
    },
    ...(request.certificate ? { ca: [...rootCertificates, request.certificate] } : {}),
    timeout: request.timeoutMs,
  };
  return new Promise((resolve, reject) => {
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = request.notJson(text);
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('timeout', () => req.destroy(request.timedOut()));
    req.on('error', reject);
    req.end(payload);
  });
}
