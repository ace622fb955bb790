-- Access security (issue 10): who may call, who may sign in, and who wrote what.
--
-- users.disabled_at: a disabled user's product token is refused at once (401) and they cannot sign in; the row
-- stays because reports and revisions refer to it. users.is_demo marks the built-in demo accounts, which may sign
-- in only while the demo data is switched on (src/auth/demo-users.ts disables them otherwise).
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
UPDATE users SET is_demo = true WHERE lower(email) LIKE '%@demo.taxdep';

-- Failed sign-ins on the built-in provider, counted per account (lower-cased email) and per client address, so a
-- restart or a second instance does not reset the count. `failures` counts consecutive failures since the last
-- success; `locked_until` is the end of the current lock (src/auth/oidc/sign-in-throttle.ts sets the policy).
CREATE TABLE sign_in_failures (
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  PRIMARY KEY (scope, key)
);

-- Every write records the signed-in user. Older rows may have none (written before this rule), so the check
-- applies to new rows only.
ALTER TABLE report_revisions
  ADD CONSTRAINT report_revisions_changed_by_required CHECK (changed_by IS NOT NULL) NOT VALID;
