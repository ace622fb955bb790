import type { ColumnType, Generated } from 'kysely';
import type { Instant } from './columns';

/** Users and sign-in: the portal's users, throttled sign-in failures, revoked product tokens (016) and the built-in provider's state (007). */

export interface UserTable {
  id: Generated<number>;
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  office: string | null;
  /** Migration 031: an administrator neither surveys nor checks (and always has access 'admin'). */
  role: 'surveyor' | 'checker' | 'administrator';
  password_hash: string | null;
  policy_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Instant;
  /** Set when the user may no longer sign in or call (migration 009). */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Product tokens issued before this instant are refused: the last deactivation or reactivation (migration 026). */
  tokens_valid_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A built-in demo account (migration 009): usable only while the demo data is on. */
  is_demo: Generated<boolean>;
  /** Tax agent registration number, 8 digits, printed on the report PDF's sign-off (migration 014). */
  tax_agent_registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'admin' may administer users, funds, clients, portfolios and the effective-life table (migration 017). */
  access: Generated<'user' | 'admin'>;
  /** The office the user works from (migration 027), printed with their sign-off and on their reports' cover. */
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 031: the SHA-256 (hex) of the built-in sign-in's one-time invitation token, until used. */
  invitation_hash: ColumnType<string | null, string | null | undefined, string | null>;
  invitation_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 031: the administrator who added the user (null for seeded or older users). */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SignInFailureTable {
  scope: 'account' | 'address';
  key: string;
  failures: Generated<number>;
  last_failure_at: Instant;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 016_revoked_product_tokens.sql: signed-out product tokens, until they would have expired (issue 15). */
export interface RevokedProductTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Instant;
}

/** 007_oidc_provider_state.sql: what the built-in provider stores (src/auth/oidc/adapter.ts). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  /** The provider's object; written as its JSON text. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
