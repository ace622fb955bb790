-- Sign-out ends the product token (issue 15; docs/security.md "Signing out"). Product tokens are self-contained
-- signed JWTs (docs/architecture.md "Scale-out"), so a signed-out token would stay valid until its expiry unless
-- the service remembers it: DELETE /depreciationReports/token records the SHA-256 of the token here and the API
-- scope's token check (src/auth/require-user.ts) refuses it. A row is needed only until the token would have
-- expired anyway; sign-out deletes the expired rows, so the table holds at most one token lifetime of sign-outs.
CREATE TABLE revoked_product_tokens (
  -- The hex SHA-256 of the whole token as presented: any token can be revoked, whoever signed it (the CLI too).
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX revoked_product_tokens_expiry ON revoked_product_tokens (expires_at);
