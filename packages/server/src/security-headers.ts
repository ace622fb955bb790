/**
 * Security headers on every answer (issue 10 item 6), by @fastify/helmet: a Content-Security-Policy, HSTS,
 * nosniff, Referrer-Policy and helmet's other defaults (X-Frame-Options, Cross-Origin-Opener-Policy, …).
 * Helmet sets them on the raw response in `onRequest`, so they also reach answers written past Fastify: the
 * OpenID provider's under /oidc (`reply.hijack()`) and files sent by @fastify/static.
 *
 * The portal's policy (the SPA, its files, the API) allows only our own scripts, the identity provider's
 * endpoints for MSAL (`fetch` for metadata and tokens, a hidden iframe for silent renewal) and framing by our
 * own pages (MSAL's iframe lands on the portal root; the report preview frames a same-origin PDF). The API
 * documentation has the same with inline styles. The sign-in pages' (every route under /oidc) allows no
 * framing at all (clickjacking of the password form) and nothing but the pages' own inline style and
 * sign-out script, by hash.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import {
  errorPage,
  invitationAcceptedPage,
  invitationPage,
  loginPage,
  OIDC_MOUNT,
  signedOutPage,
} from './auth';
import type { Config } from './config/config';

type Directives = Record<string, string[]>;

/** HSTS for a year (the issue asks at least 180 days), subdomains included. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Where app.ts serves Swagger UI. */
const API_DOCS = '/api/docs';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Behind TRUST_PROXY the balancer terminates TLS: browsers reach us over https all the same.
  const https = config.auth.tls !== null || config.auth.trustProxy;
  const portal = portalDirectives(config, await inlineStyleHashesOfWeb(config.webDist), https);
  // Route-level helmet options (the plugin's documented override) for the pages with a policy of their own.
  const overrides: [prefix: string, options: object][] = [
    [
      OIDC_MOUNT,
      {
        contentSecurityPolicy: { useDefaults: false, directives: signInDirectives(config) },
        xFrameOptions: { action: 'deny' },
      },
    ],
    // Swagger UI's script adds a <style> element of its own. The page shows no data, and scripts stay 'self'.
    [
      API_DOCS,
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { ...portal, 'style-src': ["'self'", "'unsafe-inline'"] },
        },
      },
    ],
  ];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portal },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRoute', (route) => {
    const override = overrides.find(([prefix]) => route.url === prefix || route.url.startsWith(`${prefix}/`));
    if (override) route.config = { ...route.config, helmet: override[1] } as typeof route.config;
  });
}

function portalDirectives(config: Config, styleHashes: string[], https: boolean): Directives {
  const identityProvider = identityProviderOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React sets `style` through the DOM, which CSP does not govern; only <style> blocks of the built pages
    // (noLogin.html) need allowing, by hash rather than 'unsafe-inline'.
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identityProvider],
    // blob: the Report tab frames its PDF as an object URL (the preview call needs the bearer token, so the
    // frame cannot load the API's address itself; issue 14).
    'frame-src': ["'self'", 'blob:', ...identityProvider],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The pages' inline blocks are hashed as pages.ts writes them now, so an edit there carries over. */
function signInDirectives(config: Config): Directives {
  const pages = [
    loginPage({ action: '/', email: '', error: 'x' }),
    errorPage('x'),
    signedOutPage('<form id="op.logoutForm"></form>'),
    signedOutPage(null),
    invitationPage({ action: '/', token: '', email: '', error: 'x' }),
    invitationAcceptedPage(''),
  ];
  const inline = pages.map(inlineHashes);
  return {
    'default-src': ["'none'"],
    'script-src': unique(inline.flatMap((page) => page.scripts)),
    'style-src': unique(inline.flatMap((page) => page.styles)),
    // Browsers apply form-action to the redirects after a submit too: signing in and out end on the portal.
    'form-action': ["'self'", ...unique(config.auth.redirectUris.map(originOf))],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
}

/**
 * Where MSAL goes: the authorities, issuers and known authorities. With the built-in provider that is our own
 * origin, which may differ from the one a browser uses (127.0.0.1 against localhost).
 */
function identityProviderOrigins(config: Config): string[] {
  const { issuers, portalAuthority, linkAuthority, knownAuthorities } = config.auth;
  const urls = [
    ...issuers,
    portalAuthority,
    linkAuthority,
    ...knownAuthorities.map((host) => `https://${host}`),
  ];
  return unique(urls.map(originOf));
}

/** The inline <style> blocks of the built web's pages; none when the web is not built. */
async function inlineStyleHashesOfWeb(webDist: string): Promise<string[]> {
  const names = await readdir(webDist).catch(() => [] as string[]);
  const pages = await Promise.all(
    names.filter((name) => name.endsWith('.html')).map((name) => readFile(join(webDist, name), 'utf8')),
  );
  return unique(pages.flatMap((page) => inlineHashes(page).styles));
}

/** CSP hash sources of a page's inline scripts and styles (scripts with `src` are files, not inline). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, tag, attributes, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    if (tag?.toLowerCase() === 'script' && /\bsrc\s*=/i.test(attributes ?? '')) continue;
    const digest = createHash('sha256')
      .update(body ?? '')
      .digest('base64');
    (tag?.toLowerCase() === 'script' ? scripts : styles).push(`'sha256-${digest}'`);
  }
  return { scripts, styles };
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
