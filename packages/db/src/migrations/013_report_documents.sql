-- The report PDF (issue 14; docs/api.md "Report documents"): generation runs as a job recorded here, off the request
-- path, and every document made is kept with the revision of the report it was made from.
--
-- A revision is what the document shows: General Info (`reports.version`, raised by every General Info save) and
-- the register. The register's revision is read from the rows themselves (008's `written_by`, the transaction that
-- last wrote an asset; a demolition or label change touches its assets): the newest writer and the number of assets.
-- Every insert or update raises the newest writer; deleting rows only lowers the count. So two reads giving the
-- same pair saw the same rows: a state with newest writer W is a subset of the rows that existed when W committed,
-- untouched since, and such subsets only shrink over time.
--
-- Jobs: one per report and revision (the unique key), so two requests for the same revision share one job. A job
-- is claimed by one instance (`UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`), which writes a
-- heartbeat with its progress; a running job whose heartbeat is older than the stale limit (its instance died or
-- restarted) is claimed again. `claim_token` fences a late writer: only the holder of the current claim may report
-- progress or finish the job.
CREATE TABLE report_document_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  general_info_version integer NOT NULL,
  register_revision text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  stage text NOT NULL DEFAULT '',
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  claim_token uuid,
  error text,
  document_id integer,
  queued_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  CONSTRAINT report_document_jobs_one_per_revision UNIQUE (report_id, general_info_version, register_revision)
);
CREATE INDEX report_document_jobs_open ON report_document_jobs (queued_at, id)
  WHERE status IN ('queued', 'running');

-- A document (one generated version). `document_uid` is what the main portal downloads it by
-- (GET /fund/{fundId}/depreciationReports/{id}/downloadReport?documentUId=). Its bytes are kept in parts of about
-- 1 MiB (report_document_parts), written while the renderer produces them and read back one by one when served, so
-- a document of tens of MB never sits whole in the service's memory (nor as one hex-encoded parameter). A row is
-- `ready` once its last part, size, SHA-256 and page count are written, in the transaction that finishes its job;
-- an attempt that died leaves a row that is not ready, removed when its job is claimed again.
-- `sealed`: made while the report was read-only (Completed); its bytes are then what the firm issued.
CREATE TABLE report_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_uid uuid NOT NULL UNIQUE,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES report_document_jobs (id) ON DELETE CASCADE,
  general_info_version integer NOT NULL,
  register_revision text NOT NULL,
  file_name text NOT NULL,
  byte_count bigint NOT NULL DEFAULT 0,
  sha256 text,
  pages integer NOT NULL DEFAULT 0,
  sealed boolean NOT NULL DEFAULT false,
  ready boolean NOT NULL DEFAULT false,
  generated_at timestamptz
);
CREATE INDEX report_documents_newest ON report_documents (report_id, general_info_version, register_revision, id)
  WHERE ready;
CREATE INDEX report_documents_job ON report_documents (job_id);

CREATE TABLE report_document_parts (
  document_id integer NOT NULL REFERENCES report_documents (id) ON DELETE CASCADE,
  part_no integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (document_id, part_no)
);
