/**
 * Issue 28 item 5: an assessment's build-up as CSV and as an Excel workbook, drawn by src/rca-document from the same
 * input as its PDF (so the files say what the document and `GET /RcaReports/{id}/assessment` say), and its PDF for
 * the report jobs. Named as a report's files are (docs/api.md "File names").
 */
import type { Database } from '@taxdep/db/schema';
import { downloadFileName, propertyForName } from '@taxdep/domain/format';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import {
  type RcaDocumentProgress,
  type RcaDocumentResult,
  rcaBuildUpCsv,
  rcaWorkbook,
  writeRcaDocument,
} from '../rca-document';
import { rcaDocumentInput } from './document';
import { findHeader } from './repository';

export interface RcaFile<T> {
  fileName: string;
  content: T;
}

/** "1 Harbour Street Sydney - RCA-2026-0003 - reinstatement cost build-up.csv": as the assessment's PDF is named. */
async function fileName(db: Kysely<Database>, reportId: number, extension: 'csv' | 'xlsx', detail: string) {
  const row = await findHeader(db, reportId);
  if (!row) throw notFound(`Reinstatement cost assessment ${reportId} does not exist.`);
  const property = propertyForName({
    streetAddress: row.street_address,
    suburb: row.suburb,
    propertyName: row.property_name,
    masterId: row.master_id,
  });
  return downloadFileName({ property, reportDate: null, reference: row.reference }, extension, detail);
}

/** The build-up line by line, with the totals, the recommendation and the averaging cases (a UTF-8 CSV with a BOM). */
export async function rcaCsvFile(db: Kysely<Database>, reportId: number): Promise<RcaFile<string>> {
  const input = await rcaDocumentInput(db, reportId);
  return {
    fileName: await fileName(db, reportId, 'csv', 'reinstatement cost build-up'),
    content: rcaBuildUpCsv(input),
  };
}

/** The build-up, the rates used and the averaging illustration as sheets of one workbook. */
export async function rcaWorkbookFile(db: Kysely<Database>, reportId: number): Promise<RcaFile<Buffer>> {
  const input = await rcaDocumentInput(db, reportId);
  return {
    fileName: await fileName(db, reportId, 'xlsx', 'reinstatement cost assessment'),
    content: await rcaWorkbook(input),
  };
}

/** ReportRenderer.write for an assessment: the whole document (an assessment has no owners and no first-pages file). */
export async function writeRcaReport(
  db: Kysely<Database>,
  reportId: number,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress?: (progress: RcaDocumentProgress) => void,
  signedOffAt?: Date,
): Promise<RcaDocumentResult> {
  return writeRcaDocument(await rcaDocumentInput(db, reportId, signedOffAt), write, onProgress);
}
