-- State of the built-in OpenID Connect provider (docs/architecture.md: the service is stateless, its state lives in
-- PostgreSQL): sessions, interactions, grants, authorization codes, access and refresh tokens, one row per stored
-- object of oidc-provider's adapter contract (src/auth/oidc/adapter.ts). Keeping it here means a restart does not
-- sign everybody out of the provider and every instance sees the same sessions.
--
-- `payload` is what the provider asked to store, as JSON text. `json`, not `jsonb`: nothing queries inside it, and
-- the provider stores request parameters as they came, which may hold a \u0000 that jsonb refuses (the in-memory
-- adapter this replaces took any value, so such a request must not turn into a server error). The lookup columns
-- are copies of its `grantId`, `userCode` and `uid` so the adapter finds rows by them with an index. `expires_at` NULL means the provider gave
-- no lifetime; an expired row is never returned and is deleted a few at a time by the adapter. `consumed_at` is
-- set when a code or refresh token is used once (the provider then refuses and revokes on a second use).
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload json NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expiry ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
