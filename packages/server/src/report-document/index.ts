/**
 * The depreciation schedule as a PDF (issue 14; docs/report-document.md): what the Report tab shows and the firm
 * delivers, written from the report as stored now and the engine's figures as the tabs show them. The job queue,
 * the storage of documents and the calls (preview, regenerate, download) call this function.
 */

import type { Db } from '../register-model/records';
import { Canvas } from './canvas';
import { readReportFacts } from './facts';
import { readReportFigures } from './figures';
import { writeSections } from './page';
import { buildSections } from './sections';

export interface ReportDocumentProgress {
  /** The section being written. */
  stage: string;
  /** Asset lines written so far, of `total` in the whole document. */
  done: number;
  total: number;
}

export interface ReportDocumentResult {
  pages: number;
  bytes: number;
}

/**
 * Writes the whole PDF of the report as it is stored now, deterministically: same stored data → same bytes (the
 * document is dated by the report's last stored write, never by the clock; pdfkit's /ID is a hash of that).
 * `write` receives the file in order, about a page at a time, and is awaited before more is written. Throws the
 * figures' 404 (no such report) and 409 (no EOFY report date).
 */
export async function writeReportDocument(
  db: Db,
  reportId: number,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress?: (progress: ReportDocumentProgress) => void,
): Promise<ReportDocumentResult> {
  const facts = await readReportFacts(db, reportId);
  const figures = await readReportFigures(db, reportId);
  const sections = buildSections(facts, figures);
  const r = facts.record;
  const reportName = [r.property_name, r.report_name].filter(Boolean).join(' — ') || `Report ${reportId}`;
  const canvas = new Canvas(
    {
      title: `Tax depreciation schedule: ${reportName}`,
      author: facts.surveyor?.name ?? '',
      subject: r.reliant_party ?? '',
      date: facts.stamp,
    },
    write,
  );
  const pages = await writeSections(
    canvas,
    sections,
    {
      reportName: `Tax depreciation schedule · ${reportName}`,
      right: r.reliant_party ?? facts.clientName ?? '',
      left: [r.reference && `Reference ${r.reference}`, 'Not tax advice: see the disclaimer']
        .filter(Boolean)
        .join(' · '),
    },
    onProgress ?? (() => undefined),
  );
  await canvas.end();
  return { pages, bytes: canvas.bytes };
}

/** A safe file name from the report name (letters, digits, spaces, dots, dashes), `report.pdf` when empty. */
export function reportDocumentFileName(reportName: string): string {
  const base = reportName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 120)
    .trim();
  return base === '' ? 'report.pdf' : `${base}.pdf`;
}
