import {
  type AccountInfo,
  type Configuration,
  createStandardPublicClientApplication,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { Identity, IdentityPort, RedirectOutcome } from '@taxdep/domain/ports';

/** What the MSAL adapter needs from the client configuration (served by GET /api/client-config). */
export interface MsalSettings {
  clientId: string;
  /** The sign-in authority of this sub-application (docs/product/README.md: B2C policy for the portal, link sign-in otherwise). */
  authority: string;
  knownAuthorities: string[];
  protocolMode: 'OIDC' | 'AAD';
  scopes: string[];
  /** Where the identity provider sends the browser back: the portal root. */
  redirectUri: string;
}

/** docs/product/states-and-permissions.md, docs/product/rules.md#constants-and-limits: the identity library renews tokens 1750 seconds before they end. */
export const TOKEN_RENEWAL_OFFSET_SECONDS = 1750;

export function msalConfiguration(settings: MsalSettings): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: settings.knownAuthorities,
      redirectUri: settings.redirectUri,
      postLogoutRedirectUri: settings.redirectUri,
      OIDCOptions: { defaultScopes: settings.scopes },
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { protocolMode: settings.protocolMode, tokenRenewalOffsetSeconds: TOKEN_RENEWAL_OFFSET_SECONDS },
  };
}

/**
 * MSAL error codes meaning the answer in the address cannot be matched to a sign-in request; the legacy
 * message of docs/product/shell-and-sign-in.md ('Hash does not contain state.') is matched too.
 */
const STATE_ERRORS = new Set([
  'no_state_in_hash',
  'state_not_found',
  'state_mismatch',
  'unable_to_parse_state',
  'state_interaction_type_mismatch',
  'no_token_request_cache_error',
  'hash_does_not_contain_known_properties',
]);

export function isSignInStateError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { errorCode?: unknown }).errorCode;
  return (
    (typeof code === 'string' && STATE_ERRORS.has(code)) || error.message.includes('does not contain state')
  );
}

/** The identity port on MSAL's redirect flow, created on first use (never on the pasted-token path). */
export class MsalIdentity implements IdentityPort {
  private client: Promise<IPublicClientApplication> | null = null;

  constructor(
    private readonly settings: MsalSettings,
    private readonly create: (
      configuration: Configuration,
    ) => Promise<IPublicClientApplication> = createStandardPublicClientApplication,
  ) {}

  private pca(): Promise<IPublicClientApplication> {
    this.client ??= this.create(msalConfiguration(this.settings));
    return this.client;
  }

  async completeRedirect(): Promise<RedirectOutcome> {
    try {
      const pca = await this.pca();
      // The redirect URI is the root; the query the sign-in started from travels in `state` instead of
      // MSAL's own second navigation, which would race the shell's start-up.
      const result = await pca.handleRedirectPromise({ navigateToLoginRequestUrl: false });
      if (result?.account) pca.setActiveAccount(result.account);
      return { kind: 'ok', returnSearch: result?.state ? result.state : null };
    } catch (error) {
      if (isSignInStateError(error)) return { kind: 'state-error' };
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  async currentIdentity(): Promise<Identity | null> {
    const pca = await this.pca();
    const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
    return account ? identityOf(account, account.idToken) : null;
  }

  async renewIdentity(): Promise<Identity | null> {
    const pca = await this.pca();
    const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0];
    if (!account) return null;
    try {
      const result = await pca.acquireTokenSilent({ scopes: this.settings.scopes, account });
      const renewed = result.account ?? account;
      pca.setActiveAccount(renewed);
      return identityOf(renewed, result.idToken);
    } catch {
      // Interaction required (refresh token gone or expired) or the provider is unreachable: the caller
      // decides whether to force a sign-in (docs/product/states-and-permissions.md).
      return null;
    }
  }

  async signIn(options: { force?: boolean; returnSearch?: string } = {}): Promise<void> {
    const pca = await this.pca();
    if (options.force) await pca.clearCache();
    await pca.loginRedirect({
      scopes: this.settings.scopes,
      ...(options.returnSearch ? { state: options.returnSearch } : {}),
    });
  }

  async signOut(): Promise<void> {
    const pca = await this.pca();
    await pca.logoutRedirect({ account: pca.getActiveAccount() });
  }
}

function identityOf(account: AccountInfo, idToken: string | undefined): Identity | null {
  const exp = account.idTokenClaims?.exp;
  if (!idToken || typeof exp !== 'number') return null;
  return { idToken, expiresAt: exp, username: account.username || account.name || '' };
}
