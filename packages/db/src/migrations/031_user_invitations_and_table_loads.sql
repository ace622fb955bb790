-- Issue 26 item 17 (docs/product/administration.md "Users" and "Effective-life table").
--
-- A third role: an administrator keeps the firm and its users and neither surveys nor checks, so the Surveyor and
-- Checker lists leave them out. An administrator always administers (access 'admin'); a surveyor or checker may
-- also be given administration (access 'admin') and keeps their report role.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('surveyor', 'checker', 'administrator'));
ALTER TABLE users ADD CONSTRAINT users_administrator_administers CHECK (role <> 'administrator' OR access = 'admin');

-- An invitation of the built-in sign-in: the SHA-256 of a one-time token an administrator hands the new user
-- (never the token itself), until it is used to choose a password or expires. External identity providers
-- (Entra ID) need none: the user's first sign-in finds them by email.
ALTER TABLE users ADD COLUMN invitation_hash text;
ALTER TABLE users ADD COLUMN invitation_expires_at timestamptz;
ALTER TABLE users ADD COLUMN created_by integer REFERENCES users (id);
CREATE UNIQUE INDEX users_invitation_hash ON users (invitation_hash) WHERE invitation_hash IS NOT NULL;

-- The history of effective-life loads says how many rows each file had and which rulings it cites (TR 2022/1…);
-- `seeded` marks the release's own table, recorded as the first load.
ALTER TABLE effective_life_loads ADD COLUMN rows_read integer NOT NULL DEFAULT 0;
ALTER TABLE effective_life_loads ADD COLUMN rulings text NOT NULL DEFAULT '';
ALTER TABLE effective_life_loads ADD COLUMN seeded boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX effective_life_loads_one_seed ON effective_life_loads (seeded) WHERE seeded;
