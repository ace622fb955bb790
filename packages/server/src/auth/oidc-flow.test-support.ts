import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A cookie jar good enough for the provider's cookies over `app.inject` (paths ignored, all sent). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface FlowResult {
  idToken: string;
  refreshToken: string | undefined;
}

/**
 * Drives the built-in provider's authorization-code flow with PKCE the way MSAL does, through our own
 * sign-in form: authorize → interaction page → login → resume → code → token endpoint.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  options: { clientId: string; redirectUri: string; email: string; password: string; prompt?: string },
): Promise<FlowResult> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  let response = await app.inject({ method: 'GET', url: `/oidc/auth?${authorize}` });
  jar.take(response.headers['set-cookie']);
  const interaction = location(response);
  response = await app.inject({ method: 'GET', url: interaction, headers: { cookie: jar.header() } });
  if (response.statusCode !== 200 || !response.body.includes('name="password"')) {
    throw new Error(`No sign-in form at ${interaction}: ${response.statusCode}`);
  }
  response = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: options.email, password: options.password }).toString(),
  });
  jar.take(response.headers['set-cookie']);
  let next = location(response);
  // Resume at the provider, which answers with the code at the redirect URI (no consent screen).
  while (!next.startsWith(options.redirectUri)) {
    const url = new URL(next, 'http://provider');
    response = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { cookie: jar.header() },
    });
    jar.take(response.headers['set-cookie']);
    next = location(response);
  }
  const code = new URL(next).searchParams.get('code');
  if (!code) throw new Error(`No code in ${next}`);
  response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
    }).toString(),
  });
  const body = response.json() as { id_token?: string; refresh_token?: string };
  if (!body.id_token) throw new Error(`Token endpoint answered ${response.statusCode}: ${response.body}`);
  return { idToken: body.id_token, refreshToken: body.refresh_token };
}

function location(response: { statusCode: number; headers: Record<string, unknown>; body: string }): string {
  const value = response.headers.location;
  if (typeof value !== 'string')
    throw new Error(`Expected a redirect, got ${response.statusCode}: ${response.body}`);
  return value;
}
