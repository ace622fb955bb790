/// <reference path="./oidc-provider.d.ts" />

import type { Database } from '@taxdep/db/schema';
import type { Kysely } from 'kysely';
import Provider, { type KoaContextLike } from 'oidc-provider';
import type { AuthConfig } from '../../config/auth-config';
import type { ProviderKeys } from '../../config/provider-keys';
import type { UserDirectory } from '../users';
import { databaseAdapter } from './adapter';
import { errorPage, signedOutPage } from './pages';

/** Where the built-in provider is mounted (docs/architecture.md "Identity"); its issuer is `<origin>/oidc`. */
export const OIDC_MOUNT = '/oidc';
/** The provider's interaction pages (our own sign-in form), outside the provider's router. */
export const INTERACTION_PATH = `${OIDC_MOUNT}/interaction`;

/** Token lifetimes in seconds. */
const TTL = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  // Refresh tokens keep the identity renewable (docs/product/states-and-permissions.md) for a working day and a night.
  RefreshToken: 24 * 60 * 60,
  Interaction: 60 * 60,
  Session: 24 * 60 * 60,
  Grant: 24 * 60 * 60,
};

/**
 * The built-in OpenID Connect provider of the embedded default: one public client for the SPA (code + PKCE,
 * no client secret), accounts from the users table, our own sign-in pages, no consent screen for our
 * first-party client, refresh tokens for renewal. Sessions, grants, codes and tokens live in the database
 * (./adapter.ts): a restart keeps everybody signed in and several instances share them. Production may
 * still point `OIDC_ISSUER` at the firm's identity provider.
 */
export function createProvider(
  config: AuthConfig,
  keys: ProviderKeys,
  users: UserDirectory,
  db: Kysely<Database>,
): Provider {
  const issuer = config.issuers[0]!;
  const provider = new Provider(issuer, {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'taxdep portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.redirectUris,
      },
    ],
    jwks: { keys: keys.signingKeys },
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    // The product's token exchange reads the email from the id token, so scope claims go into it.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = await users.findByUid(sub);
      if (!user) return undefined;
      return {
        accountId: user.uid,
        claims: () => ({
          sub: user.uid,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
          preferred_username: user.email,
        }),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant: grantAutomatically,
    // OpenID Connect drops `offline_access` unless the request says prompt=consent, which MSAL never sends;
    // our own client gets refresh tokens anyway (tied to the provider session) so the identity token can be
    // renewed silently (docs/product/states-and-permissions.md).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          // No "do you want to sign out?" question: submit the provider's own confirmation form at once.
          ctx.type = 'html';
          ctx.body = signedOutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(null);
        },
      },
    },
    pkce: { required: () => true },
    ttl: TTL,
    clientBasedCORS: (_ctx: unknown, origin: string, client: { redirectUris: string[] }) =>
      client.redirectUris.some((uri) => originOf(uri) === origin),
    renderError: async (ctx: KoaContextLike, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        out.error_description ?? out.error ?? 'The sign-in request could not be completed.',
      );
    },
  });
  provider.proxy = config.trustProxy;
  return provider;
}

/**
 * Our SPA is a first-party client, so there is no consent screen: the grant is created (or widened) to the
 * scopes asked for as soon as the user has signed in.
 */
async function grantAutomatically(ctx: KoaContextLike) {
  const { client, session, params, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
  await grant.save();
  return grant;
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}
