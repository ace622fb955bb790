/**
 * The capex forecast's PDF for the report jobs (issue 27 item 5; docs/product/capex-document.md): the stored rows,
 * the firm and the people who sign read here, the document drawn by src/capex-document. Deterministic as the
 * depreciation report's: dated by the forecast's last stored write, so a sealed document is made again byte for byte.
 */
import type { Database } from '@taxdep/db/schema';
import { type DownloadNameFacts, downloadFileName } from '@taxdep/domain/format';
import type { Kysely } from 'kysely';
import {
  type CapexDocumentInput,
  type CapexDocumentProgress,
  type CapexDocumentResult,
  forecastFigures,
  writeCapexDocument,
} from '../capex-document';
import { notFound } from '../http/http-error';
import { findFundAndClient, readDocumentFirm, readDocumentSigning } from '../report-document';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { itemOfRow, settingsOfColumns, sinkingFundOfColumns } from './wire';

const COMPLETED = 'Completed';

/** The document's input from the stored forecast; `signedOffAt` draws it as the sign-off at that instant seals it. */
export async function capexDocumentInput(
  db: Kysely<Database>,
  reportId: number,
  signedOffAt?: Date,
): Promise<CapexDocumentInput> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  // Issue 26 item 11: the sealed PDF is drawn before the step to Completed, which is recorded at the same instant.
  const record = signedOffAt ? { ...header, status: COMPLETED, updated_at: signedOffAt } : header;
  const signing = await readDocumentSigning(db, reportId, record);
  const fund = await findFundAndClient(db, header.fund_id);
  const settings = settingsOfColumns(header);
  const items = (await itemRepo.listItems(db, reportId)).map(itemOfRow);
  const address = [header.street_address, header.suburb, header.state, header.post_code]
    .filter(Boolean)
    .join(', ');
  return {
    firm: await readDocumentFirm(db),
    header: {
      reportName: header.report_name ?? `Capex forecast ${reportId}`,
      propertyName: header.property_name,
      propertyAddress: address,
      fundName: fund?.fund_name ?? header.fund_name,
      clientName: fund?.client_name ?? null,
      reference: record.reference,
      status: record.status,
      surveyor: signing.surveyor,
      checker: signing.checker,
      completed: signing.completed,
      signedOff: signing.signedOff,
      stamp: signing.stamp,
    },
    settings,
    items,
    ...forecastFigures(settings, items, sinkingFundOfColumns(header)),
  };
}

/** ReportRenderer.write for a forecast: the whole document (a forecast has no owners and no first-pages file). */
export async function writeCapexReport(
  db: Kysely<Database>,
  reportId: number,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress?: (progress: CapexDocumentProgress) => void,
  signedOffAt?: Date,
): Promise<CapexDocumentResult> {
  return writeCapexDocument(await capexDocumentInput(db, reportId, signedOffAt), write, onProgress);
}

/** A forecast's files are named as a report's (docs/api.md "File names"), with what they are. */
export function capexFileName(facts: DownloadNameFacts, extension: 'pdf' | 'csv' | 'xlsx', detail?: string) {
  return downloadFileName(facts, extension, detail ?? 'capex forecast');
}
