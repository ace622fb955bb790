import type { Database } from '@taxdep/db/schema';
import type { Kysely } from 'kysely';
import type { ProductUser } from './product-token';
import { revokedTokensOf } from './revoked-tokens';
import { UserDirectory } from './users';

/** How long one instance trusts what it last read of a user (issue 10: a short cache, no round trip per call). */
export const ACCOUNT_STATUS_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** What was read of a user: null when no such user. The verdict depends on the token too, so it is not cached. */
interface Entry {
  account: { uid: string; disabled: boolean; tokensValidFromMs: number | null } | null;
  checkedAtMs: number;
}

/**
 * Whether the holder of a validly signed product token may still call: the user exists, has the uid the token
 * names, and is not disabled. Product tokens are self-contained (docs/architecture.md "Scale-out"), so without this a
 * removed or disabled user kept access until the token expired. Each instance caches the answer for
 * ACCOUNT_STATUS_TTL_MS, so a deactivation reaches every instance within that time and this instance at once
 * (`forget`).
 */
export class AccountStatus {
  private readonly entries = new Map<number, Entry>();

  private readonly users: UserDirectory;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.users = new UserDirectory(db);
  }

  /** Whether the token was signed out (revoked-tokens.ts; docs/security.md "Signing out"). */
  isSignedOut(token: string): Promise<boolean> {
    return revokedTokensOf(this.db).isRevoked(token);
  }

  /**
   * `issuedAtMs` is when the token was signed (product-token.ts): a token from before the user's last deactivation
   * or reactivation is refused (issue 24, migration 026), so a reactivated user signs in afresh.
   */
  async isActive(user: ProductUser, issuedAtMs?: number): Promise<boolean> {
    const key = user.userId;
    const now = this.nowMs();
    let entry = this.entries.get(key);
    if (!entry || now - entry.checkedAtMs >= ACCOUNT_STATUS_TTL_MS) {
      entry = { account: await this.users.findAccount(user.userId), checkedAtMs: now };
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    const account = entry.account;
    if (account === null || account.uid !== user.userUid || account.disabled) return false;
    return (
      issuedAtMs === undefined ||
      account.tokensValidFromMs === null ||
      issuedAtMs >= account.tokensValidFromMs
    );
  }

  /** Drops what this instance knows of a user, e.g. right after disabling them. */
  forget(userId: number): void {
    this.entries.delete(userId);
  }
}
