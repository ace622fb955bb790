-- A reactivated user signs in afresh (issue 24; docs/security.md "A signed token is not enough"). Product tokens
-- are self-contained, and the account check (src/auth/account-status.ts) looked only at disabled_at, so clearing it
-- made every token issued before the deactivation valid again. users.tokens_valid_from is the instant of the last
-- change of the user's activity (deactivation or reactivation, src/admin/repository.ts updateUser): a product token
-- issued before it is refused, so after a reactivation only a token from a new sign-in is accepted.
ALTER TABLE users ADD COLUMN tokens_valid_from timestamptz;
