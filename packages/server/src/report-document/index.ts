/**
 * The depreciation schedule as a PDF (issue 14; docs/report-document.md): what the Report tab shows and the firm
 * delivers, written from the report as stored now and the engine's figures as the tabs show them. The job queue,
 * the storage of documents and the calls (preview, regenerate, download) call this function.
 */

import { type DownloadNameFacts, downloadFileName } from '@taxdep/domain/format';
import type { Db } from '../kernel/record-repository';
import { Canvas } from './canvas';
import { readReportFacts } from './facts';
import { readReportFigures } from './figures';
import { firstPagesCount, writeSections } from './page';
import { buildSections } from './sections';

export interface ReportDocumentProgress {
  /** The section being written. */
  stage: string;
  /** Asset lines written so far, of `total` in the whole document. */
  done: number;
  total: number;
}

/** The first pages of a long document, written as a file of their own (docs/report-document.md "The first pages"). */
export interface FirstPagesRequest {
  /** Made only when the whole document is larger than this (bytes). */
  fromBytes: number;
  write: (chunk: Uint8Array) => void | Promise<void>;
}

export interface ReportDocumentResult {
  pages: number;
  bytes: number;
  /** The first-pages file written, or null (not asked for, or the document is not long enough). */
  firstPages: { pages: number; bytes: number } | null;
}

const COUNT = new Intl.NumberFormat('en-AU');

/**
 * Writes the whole PDF of the report as it is stored now, deterministically: same stored data → same bytes (the
 * document is dated by the report's last stored write, never by the clock; pdfkit's /ID is a hash of that).
 * `write` receives the file in order, about a page at a time, and is awaited before more is written. Throws the
 * figures' 404 (no such report) and 409 (no EOFY report date). With `firstPages`, a document larger than
 * `fromBytes` is followed by a second file of its first pages, drawn from the same figures read once, so its pages
 * are the whole document's (the same text, "Page 2 of 1364"); only its title says which pages it holds.
 */
export async function writeReportDocument(
  db: Db,
  reportId: number,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress?: (progress: ReportDocumentProgress) => void,
  firstPages?: FirstPagesRequest,
  /** Issue 23 item 7: that owner's document (their interests' figures); absent, the whole report's. */
  ownerId?: number,
  /** Issue 26 item 11: the document as sealed by a sign-off at this instant (facts.ts `readReportFacts`). */
  signedOffAt?: Date,
): Promise<ReportDocumentResult> {
  const facts = await readReportFacts(db, reportId, ownerId, signedOffAt);
  const figures = await readReportFigures(db, reportId, ownerId);
  const sections = await buildSections(facts, figures);
  const r = facts.record;
  const reportName =
    [r.property_name, r.report_name, facts.owner && `${facts.owner.name}'s interest`]
      .filter(Boolean)
      .join(' — ') || `Report ${reportId}`;
  const running = {
    reportName: `Tax depreciation schedule · ${reportName}`,
    // Issue 25 item 1: the firm's name heads every page, its ABN and TPB registration are in every foot.
    right: [facts.firm.name, r.reliant_party ?? facts.clientName].filter(Boolean).join(' · '),
    left: [
      r.reference && `Reference ${r.reference}`,
      facts.firm.abn && `ABN ${facts.firm.abn}`,
      facts.firm.tpbRegistrationNumber && `TPB registration ${facts.firm.tpbRegistrationNumber}`,
      'Not tax advice: see the disclaimer',
    ]
      .filter(Boolean)
      .join(' · '),
  };
  const title = `Tax depreciation schedule: ${reportName}`;
  const render = async (
    documentTitle: string,
    to: (chunk: Uint8Array) => void | Promise<void>,
    progress: (progress: ReportDocumentProgress) => void,
    pageLimit?: number,
  ) => {
    const info = { title: documentTitle, author: facts.surveyor?.name ?? '', subject: r.reliant_party ?? '' };
    const canvas = new Canvas({ ...info, date: facts.stamp, draft: !facts.completed }, to);
    const pages = await writeSections(canvas, sections, running, progress, pageLimit);
    await canvas.end();
    return { pages, written: canvas.pageNumber, bytes: canvas.bytes };
  };
  const whole = await render(title, write, onProgress ?? (() => undefined));
  if (!firstPages || whole.bytes <= firstPages.fromBytes) {
    return { pages: whole.pages, bytes: whole.bytes, firstPages: null };
  }
  const limit = firstPagesCount(sections);
  const first = await render(
    `${title} (pages 1 to ${limit} of ${COUNT.format(whole.pages)})`,
    firstPages.write,
    () => undefined,
    limit,
  );
  return { pages: whole.pages, bytes: whole.bytes, firstPages: { pages: first.written, bytes: first.bytes } };
}

/**
 * Issue 27: the building blocks of this document that the capex forecast's document (src/capex-document) is drawn
 * with, and what it reads of the firm and of the people who sign, so both documents look and read alike.
 */
export { Canvas, type DocumentInfo } from './canvas';
export { drawChartSvg } from './charts';
export { drawCoverLogo, drawDateOfIssue, drawPartyColumns, LOGO_CARD, preparedBy } from './cover-firm';
export { DRAFT_TEXT } from './draft-mark';
export {
  type DocumentFirm,
  type DocumentSigning,
  dateOfIssue,
  type Person,
  readDocumentFirm,
  readDocumentSigning,
  type SigningRecord,
  sydneyDate,
} from './facts';
export { contentsSection, type Field, fields, heading, LEFT, paragraph, subheading, WIDTH } from './front';
export {
  ACCENT,
  INK,
  MUTED,
  type PageContext,
  type RunningText,
  type Section,
  sectionStarts,
  TYPE,
  writeSections,
} from './page';
export { findFundAndClient } from './repository';
export { firmParagraphs, signatories } from './sign-off';
export { type Column, type ColumnGroup, type Row, type TableSpec, tableSection } from './table';
export { tagged } from './tagging';

/** The document's file name (docs/api.md "File names"): one rule for every download, `@taxdep/domain/format`. */
export function reportDocumentFileName(facts: DownloadNameFacts, detail?: string): string {
  return downloadFileName(facts, 'pdf', detail);
}
