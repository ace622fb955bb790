import type { Database } from '@taxdep/db/schema';
import {
  civilDateIn,
  FIRM_TIME_ZONE,
  findUserByEmail,
  findUserWhere,
  policyAcceptedDateOf,
} from '@taxdep/db/users';
import type { AdminReportRole } from '@taxdep/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** The firm's time zone and the civil date of an instant in it: @taxdep/db/users, where the token look-up reads them. */
export { civilDateIn, FIRM_TIME_ZONE };

/** What sign-in needs of a user (migration 002_portal.sql). */
export interface SignInUser {
  id: number;
  /** Upper-cased (docs/product/entities.md "Token claims"); the subject of the built-in provider's id tokens. */
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  /** The civil date of the last policy acceptance in the firm's time zone, or null. */
  policyAcceptedDate: string | null;
}

/** Who is signed in, as GET /users/me answers it (auth/session-routes.ts). */
export interface SessionUser {
  id: number;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  office: string | null;
  /** Their role (GET /users/me, issue 26 items 12 and 17). */
  role: AdminReportRole;
  /** As SignInUser's: the civil date in the firm's time zone, or null. */
  policyAcceptedDate: string | null;
}

export class UserDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user of `email` unless disabled (@taxdep/db/users, the read `taxdep token` makes too). */
  async findByEmail(email: string): Promise<SignInUser | null> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.disabled) return null;
    const { id, uid, firstName, lastName, passwordHash, policyAcceptedDate } = user;
    return { id, uid, email: user.email, firstName, lastName, passwordHash, policyAcceptedDate };
  }

  findByUid(uid: string): Promise<SignInUser | null> {
    return this.findWhere(sql`uid = ${uid.trim().toUpperCase()}`);
  }

  findById(id: number): Promise<SignInUser | null> {
    return this.findWhere(sql`id = ${id}`);
  }

  /**
   * What the built-in sign-in page checks: the user's uid, password hash and whether they are disabled, for any
   * user of the email (disabled ones too, so the page can spend the same time on them, issue 10).
   */
  async findCredentials(
    email: string,
  ): Promise<{ uid: string; passwordHash: string | null; disabled: boolean } | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['uid', 'password_hash', 'disabled_at'])
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .executeTakeFirst();
    return row ? { uid: row.uid, passwordHash: row.password_hash, disabled: row.disabled_at !== null } : null;
  }

  /** Whether user `id` exists and is disabled (account-status.ts caches it); null when there is no such user. */
  async findAccount(
    id: number,
  ): Promise<{ uid: string; disabled: boolean; tokensValidFromMs: number | null } | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['uid', 'disabled_at', 'tokens_valid_from'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const validFrom = row.tokens_valid_from;
    return {
      uid: row.uid,
      disabled: row.disabled_at !== null,
      tokensValidFromMs: validFrom === null ? null : new Date(validFrom).getTime(),
    };
  }

  /**
   * The signed-in user `id` for GET /users/me. Unlike findById it does not skip a disabled user: refusing their
   * token is the API scope's account check (account-status.ts), which runs before the call.
   */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'uid', 'first_name', 'last_name', 'email', 'office', 'role', 'policy_accepted_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      uid: row.uid,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      office: row.office,
      role: row.role,
      policyAcceptedDate: policyAcceptedDateOf(row.policy_accepted_at),
    };
  }

  /** Records that the user accepted the policy at `at`; answers the user as now stored. */
  async acceptPolicy(id: number, at: Date): Promise<SignInUser | null> {
    await this.db.updateTable('users').set({ policy_accepted_at: at }).where('id', '=', id).execute();
    return this.findById(id);
  }

  private async findWhere(condition: RawBuilder<boolean>): Promise<SignInUser | null> {
    const user = await findUserWhere(this.db, condition);
    // A disabled user (migration 009) is nobody to sign-in: the provider finds no account for their id token's
    // subject and the exchange gives them no product token.
    if (!user || user.disabled) return null;
    const { disabled: _disabled, ...signIn } = user;
    return signIn;
  }
}
