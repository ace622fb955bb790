/**
 * What the assessment's PDF and files are drawn from (issue 28 item 5; rca-document/input.ts): the stored inputs, the
 * firm and the people who sign, read here; the figures are the domain's assessRca on the same inputs, so the
 * document prints what GET /RcaReports/{id}/assessment answers. Deterministic as the depreciation report's: dated by
 * the assessment's last stored write, so a sealed document is made again byte for byte.
 */
import type { Database } from '@taxdep/db/schema';
import { assessRca } from '@taxdep/domain/rca';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import type { RcaDocumentInput } from '../rca-document';
import { findFundAndClient, readDocumentFirm, readDocumentSigning } from '../report-document';
import * as repo from './repository';
import { inputsOf, ratesUsed } from './wire';

const COMPLETED = 'Completed';

/** The document's input from the stored assessment; `signedOffAt` draws it as the sign-off at that instant seals it. */
export async function rcaDocumentInput(
  db: Kysely<Database>,
  reportId: number,
  signedOffAt?: Date,
): Promise<RcaDocumentInput> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Reinstatement cost assessment ${reportId} does not exist.`);
  // Issue 26 item 11: the sealed PDF is drawn before the step to Completed, which is recorded at the same instant.
  const record = signedOffAt ? { ...header, status: COMPLETED, updated_at: signedOffAt } : header;
  const signing = await readDocumentSigning(db, reportId, record);
  const fund = await findFundAndClient(db, header.fund_id);
  const { settings, buildings, notes } = inputsOf(header);
  const address = [header.street_address, header.suburb, header.state, header.post_code]
    .filter(Boolean)
    .join(', ');
  return {
    firm: await readDocumentFirm(db),
    header: {
      reportName: header.report_name ?? `Reinstatement cost assessment ${reportId}`,
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
    buildings,
    notes,
    ratesUsed: ratesUsed(buildings),
    result: assessRca(settings, buildings),
  };
}
