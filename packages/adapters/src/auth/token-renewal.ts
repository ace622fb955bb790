import type {
  IdentityPort,
  ProductTokenPort,
  SessionStoragePort,
  TokenRenewalPort,
} from '@taxdep/domain/ports';
import { SESSION_KEYS } from '@taxdep/domain/ports';
import { readProductTokenClaims } from './product-token-claims';

/** docs/product/rules.md#constants-and-limits: the token check runs every 60 s. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
/**
 * Renew when less than this remains: more than two check intervals, so a token is never allowed to lapse
 * between two checks even if one renewal fails.
 */
export const RENEW_WHEN_REMAINING_SECONDS = 180;

export interface Timers {
  now(): number;
  every(ms: number, task: () => void): () => void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  every: (ms, task) => {
    const handle = setInterval(task, ms);
    return () => clearInterval(handle);
  },
};

/**
 * Renews the product token when needed (docs/product/states-and-permissions.md): each check reads the stored token's end; near it, the
 * identity token is renewed silently (MSAL, 1750 s offset) and exchanged again. When the identity cannot be
 * renewed the token runs out and the 401 handling of docs/product/rules.md#messages-and-errors takes over. The shell does not start it for a
 * pasted token (localhost), which has no identity behind it.
 */
export class ProductTokenRenewal implements TokenRenewalPort {
  private stopTimer: (() => void) | null = null;
  private running = false;

  constructor(
    private readonly identity: IdentityPort,
    private readonly tokens: ProductTokenPort,
    private readonly session: SessionStoragePort,
    private readonly timers: Timers = browserTimers,
  ) {}

  start(appId: string | null): void {
    this.stop();
    this.stopTimer = this.timers.every(TOKEN_CHECK_INTERVAL_MS, () => {
      void this.check(appId);
    });
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** One check; answers whether a new token was stored. Exposed for tests and for the first check. */
  async check(appId: string | null): Promise<boolean> {
    if (this.running) return false;
    const token = this.session.get(SESSION_KEYS.productToken);
    const claims = token ? readProductTokenClaims(token) : null;
    const nowSeconds = Math.floor(this.timers.now() / 1000);
    if (claims && claims.expiresAt - nowSeconds > RENEW_WHEN_REMAINING_SECONDS) return false;
    this.running = true;
    try {
      const identity = await this.identity.renewIdentity();
      if (!identity) return false;
      const renewed = await this.tokens.exchange(identity.idToken, appId);
      if (!renewed) return false;
      this.session.set(SESSION_KEYS.productToken, renewed);
      return true;
    } finally {
      this.running = false;
    }
  }
}
