import { createHash } from 'node:crypto';
import type { Database } from '@taxdep/db/schema';
import type { Kysely } from 'kysely';

const MAX_ENTRIES = 10_000;
/** As account-status.ts ACCOUNT_STATUS_TTL_MS: how long an instance trusts a "not signed out" answer. */
export const REVOCATION_CHECK_TTL_MS = 10_000;

/** The hex SHA-256 of a token: what is stored of a signed-out token (never the token itself). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signed-out product tokens (issue 15; docs/security.md "Signing out"; migration 016). Product tokens are
 * self-contained, so `DELETE /depreciationReports/token` records the token's hash until it would have expired and
 * the API scope's token check refuses it from then on. As the account check (account-status.ts), each instance
 * remembers a "not signed out" answer for ACCOUNT_STATUS_TTL_MS, so a sign-out reaches other instances within that
 * time and this one at once; a "signed out" answer is kept for good (a revoked token never comes back).
 */
export class RevokedTokens {
  private readonly known = new Map<string, { revoked: boolean; checkedAtMs: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async isRevoked(token: string): Promise<boolean> {
    const hash = tokenHash(token);
    const now = this.nowMs();
    const entry = this.known.get(hash);
    if (entry && (entry.revoked || now - entry.checkedAtMs < REVOCATION_CHECK_TTL_MS)) return entry.revoked;
    const row = await this.db
      .selectFrom('revoked_product_tokens')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    this.remember(hash, row !== undefined, now);
    return row !== undefined;
  }

  /** Ends `token` of `userId` until `expiresAtMs`; drops the rows of tokens that have expired anyway. */
  async revoke(token: string, userId: number, expiresAtMs: number): Promise<void> {
    const hash = tokenHash(token);
    const now = this.nowMs();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('revoked_product_tokens').where('expires_at', '<', new Date(now)).execute();
      await trx
        .insertInto('revoked_product_tokens')
        .values({ token_hash: hash, user_id: userId, expires_at: new Date(expiresAtMs) })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    });
    this.remember(hash, true, now);
  }

  private remember(hash: string, revoked: boolean, now: number): void {
    this.known.delete(hash);
    this.known.set(hash, { revoked, checkedAtMs: now });
    if (this.known.size > MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
  }
}

const perDatabase = new WeakMap<object, RevokedTokens>();

/**
 * The one RevokedTokens of a database handle: the sign-out route and the token check of the same app share it, so
 * a sign-out is refused on this instance at once.
 */
export function revokedTokensOf(db: Kysely<Database>): RevokedTokens {
  let found = perDatabase.get(db);
  if (!found) {
    found = new RevokedTokens(db);
    perDatabase.set(db, found);
  }
  return found;
}
