/**
 * One owner's PDF (issue 23 item 7: "one PDF per owner on request"; docs/report-document.md "Owners"). The whole
 * report's document is made by a job, stored and, once the report is Completed, sealed (docs/api.md "Report
 * documents"); an owner's is written on request from the same stored data with that owner's figures, and not kept:
 * what the firm issues and seals is the whole's, and the owners' add up to it. An owned report is a rental's register of tens to hundreds of assets: its document is
 * written in well under a second, so it is answered at once rather than queued.
 */
import { propertyForName } from '@taxdep/domain/format';
import { notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findOwners } from '../owners';
import { findReport } from '../reports';
import type { ReportRenderer } from './renderer';

export interface OwnerDocumentFile {
  fileName: string;
  content: Uint8Array;
}

export async function ownerDocument(
  db: Db,
  renderer: ReportRenderer,
  reportId: number,
  ownerId: number,
): Promise<OwnerDocumentFile> {
  const record = await findReport(db, reportId);
  if (!record) throw notFound(`Report ${reportId} does not exist.`);
  const owner = (await findOwners(db, reportId)).find((o) => o.id === ownerId);
  if (!owner) throw notFound(`Report ${reportId} has no owner ${ownerId}.`);
  const chunks: Uint8Array[] = [];
  const { bytes } = await renderer.write(
    db,
    reportId,
    (chunk) => {
      chunks.push(chunk);
    },
    undefined,
    undefined,
    ownerId,
  );
  const content = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    content.set(chunk, at);
    at += chunk.byteLength;
  }
  const facts = {
    property: propertyForName({
      streetAddress: record.property_street_address,
      suburb: record.property_suburb,
      propertyName: record.property_name,
      masterId: record.master_id,
    }),
    reportDate: record.eofy_report_date,
    reference: record.reference,
  };
  return { fileName: renderer.fileName(facts, `owner ${owner.name}`), content };
}
