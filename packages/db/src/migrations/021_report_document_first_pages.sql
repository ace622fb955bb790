-- Issue 14 "the tab shows the first page within 1 s of the PDF being ready" (docs/report-document.md "The first
-- pages"): Chromium's PDF viewer takes the whole of an unlinearised file before it draws page 1, which for a
-- 100,000-asset document (10 MB, 1,364 pages) took longer than the target. A document over 1 MiB is therefore
-- written a second time, in the same job and from the same figures, as a small file of its first pages (the
-- front matter, the summaries, the first page of the asset schedules): the Report tab's frame shows it, with the
-- whole document one click away; downloads are always the whole document. One row per document, made in the
-- transaction that makes the document ready; sealed with it (a Completed report's regeneration checks both
-- hashes). A few tens of kB, so one bytea rather than parts.
CREATE TABLE report_document_first_pages (
  document_id integer PRIMARY KEY REFERENCES report_documents (id) ON DELETE CASCADE,
  pages integer NOT NULL CHECK (pages > 0),
  byte_count integer NOT NULL CHECK (byte_count > 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL
);
