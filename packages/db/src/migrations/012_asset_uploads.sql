-- The import's uploads (issue 13; docs/api.md "Import upload"). A client names each upload with a UUID of its own
-- making, so a request retried after a timeout or a lost answer imports its rows once: the upload's row is inserted
-- in the transaction that adds its assets, and the primary key makes a second insert of the same id wait for the
-- first transaction and then find it (or, if that one rolled back, take its place). `answer` is the answer the upload
-- gave, given again to a retry.

CREATE TABLE asset_uploads (
  upload_id uuid PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  row_count integer NOT NULL CHECK (row_count >= 0),
  answer jsonb NOT NULL,
  -- docs/security.md "Every write records its writer".
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX asset_uploads_report ON asset_uploads (report_id, uploaded_at);
