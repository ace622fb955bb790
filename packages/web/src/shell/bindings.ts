import {
  BrowserNavigation,
  MsalIdentity,
  ProductTokenClient,
  ProductTokenRenewal,
} from '@taxdep/adapters/auth';
import { AxiosApiClient, HttpSessionInfoPort } from '@taxdep/adapters/http';
import { BrowserStore, browserLocalStore, IDENTITY_CACHE_PREFIX } from '@taxdep/adapters/storage';
import type {
  ApiClient,
  IdentityPort,
  LocalStoragePort,
  NavigationPort,
  ProductTokenPort,
  SessionInfoPort,
  SessionStoragePort,
  TokenRenewalPort,
} from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import type { ClientConfig } from './config';
import { SHELL_TYPES } from './identifiers';
import { KEPT_SESSION_PREFIX, ShellStore, SIGN_IN_SEARCH_KEY } from './ShellStore';
import { selectSubApplication } from './sub-applications';

/**
 * Binds the shell's ports to the browser adapters, the ApiClient (axios, docs/product/rules.md#messages-and-errors policy) and the shell store.
 * Stores receive ports by constructor (no decorator metadata).
 */
export function bindShell(container: Container, config: ClientConfig): void {
  container.bind<ClientConfig>(TYPES.ClientConfig).toConstantValue(config);
  container
    .bind<SessionStoragePort>(TYPES.SessionStorage)
    .toDynamicValue(
      () => new BrowserStore(window.sessionStorage, [IDENTITY_CACHE_PREFIX, KEPT_SESSION_PREFIX]),
    )
    .inSingletonScope();
  container
    .bind<LocalStoragePort>(TYPES.LocalStorage)
    .toDynamicValue(() => browserLocalStore())
    .inSingletonScope();
  // Issue 26 item 1: who is signed in, for what this browser keeps per user (the register's column layout).
  container
    .bind<() => number | null>(TYPES.SignedInUserId)
    .toDynamicValue((ctx) => () => ctx.get<ShellStore>(SHELL_TYPES.ShellStore).user?.userId ?? null)
    .inSingletonScope();
  container
    .bind<NavigationPort>(TYPES.Navigation)
    .toDynamicValue(() => new BrowserNavigation())
    .inSingletonScope();
  container
    .bind<ApiClient>(TYPES.ApiClient)
    .toDynamicValue(
      (ctx) =>
        new AxiosApiClient({
          baseUrl: config.apiBase,
          session: ctx.get<SessionStoragePort>(TYPES.SessionStorage),
          local: ctx.get<LocalStoragePort>(TYPES.LocalStorage),
          navigation: ctx.get<NavigationPort>(TYPES.Navigation),
        }),
    )
    .inSingletonScope();
  container
    .bind<IdentityPort>(SHELL_TYPES.Identity)
    .toDynamicValue((ctx) => {
      const navigation = ctx.get<NavigationPort>(TYPES.Navigation);
      const session = ctx.get<SessionStoragePort>(TYPES.SessionStorage);
      return new MsalIdentity({
        clientId: config.clientId,
        authority: signInAuthority(config, navigation.search(), session.get(SIGN_IN_SEARCH_KEY)),
        knownAuthorities: config.knownAuthorities,
        protocolMode: config.protocolMode,
        scopes: config.scopes,
        redirectUri: `${window.location.origin}/`,
      });
    })
    .inSingletonScope();
  container
    .bind<ProductTokenPort>(SHELL_TYPES.ProductTokens)
    .toDynamicValue(
      (ctx) =>
        new ProductTokenClient({
          apiBase: config.apiBase,
          authorizeBase: config.authorizeBase,
          session: ctx.get<SessionStoragePort>(TYPES.SessionStorage),
        }),
    )
    .inSingletonScope();
  container
    .bind<TokenRenewalPort>(SHELL_TYPES.TokenRenewal)
    .toDynamicValue(
      (ctx) =>
        new ProductTokenRenewal(
          ctx.get<IdentityPort>(SHELL_TYPES.Identity),
          ctx.get<ProductTokenPort>(SHELL_TYPES.ProductTokens),
          ctx.get<SessionStoragePort>(TYPES.SessionStorage),
        ),
    )
    .inSingletonScope();
  container
    .bind<SessionInfoPort>(SHELL_TYPES.SessionInfo)
    .toDynamicValue(
      (ctx) =>
        new HttpSessionInfoPort(
          ctx.get<ApiClient>(TYPES.ApiClient),
          ctx.get<SessionStoragePort>(TYPES.SessionStorage),
        ),
    )
    .inSingletonScope();
  container
    .bind<ShellStore>(SHELL_TYPES.ShellStore)
    .toDynamicValue(
      (ctx) =>
        new ShellStore({
          session: ctx.get<SessionStoragePort>(TYPES.SessionStorage),
          local: ctx.get<LocalStoragePort>(TYPES.LocalStorage),
          navigation: ctx.get<NavigationPort>(TYPES.Navigation),
          identity: ctx.get<IdentityPort>(SHELL_TYPES.Identity),
          tokens: ctx.get<ProductTokenPort>(SHELL_TYPES.ProductTokens),
          renewal: ctx.get<TokenRenewalPort>(SHELL_TYPES.TokenRenewal),
          sessionInfo: ctx.get<SessionInfoPort>(SHELL_TYPES.SessionInfo),
        }),
    )
    .inSingletonScope();
}

/**
 * docs/product/README.md: the main portal signs in with the B2C policy, the views opened by link with the link sign-in.
 * Back from sign-in the address has no parameter, so the query the sign-in started from decides.
 */
export function signInAuthority(
  config: ClientConfig,
  addressSearch: string,
  signInSearch: string | null,
): string {
  let selection = selectSubApplication(addressSearch);
  if (!selection.app.parameter && signInSearch) selection = selectSubApplication(signInSearch);
  return selection.app.signIn === 'portal' ? config.authorities.portal : config.authorities.link;
}
