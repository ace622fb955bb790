/**
 * What the reinstatement cost assessment's document and files are drawn from (issue 28 item 5): the firm, the
 * assessment's header, its inputs and notes, and the figures the domain worked from them. Nothing here reads
 * storage: the caller (the report jobs, the export calls, a test, the bench) gives the inputs as stored, and
 * `assessRca` runs the domain's rules on them, so the document prints exactly what
 * `GET /RcaReports/{id}/assessment` answers for the same inputs.
 */
import type { RcaAssessmentResult, RcaBuilding, RcaLibraryRate, RcaSettings } from '@taxdep/domain/rca';
import type { DocumentFirm, Person } from '../report-document';

/** The assessment's header as the document prints it; an empty field is left out, never invented. */
export interface RcaDocumentHeader {
  reportName: string;
  propertyName: string | null;
  /** One line: street, suburb, state and postcode. */
  propertyAddress: string;
  fundName: string | null;
  clientName: string | null;
  /** The firm's reference of the assessment, if it keeps one. */
  reference: string | null;
  /** The report status's name (In Progress, QA Review, Completed). */
  status: string;
  surveyor: Person | null;
  checker: Person | null;
  /** The status is Completed: no DRAFT mark, and the date of issue is the sign-off's. */
  completed: boolean;
  /** The checker's sign-off date (`YYYY-MM-DD`, the firm's calendar), when Completed. */
  signedOff: string | null;
  /** The assessment's last stored write: the PDF's dates (never the clock, so the same inputs give the same bytes). */
  stamp: Date;
}

/** The assessor's words printed in the document's basis, assumptions and exclusions. */
export interface RcaDocumentNotes {
  basis: string;
  assumptions: string;
  exclusions: string;
}

export interface RcaDocumentInput {
  firm: Pick<DocumentFirm, 'name' | 'abn' | 'tpbRegistrationNumber' | 'phone' | 'email' | 'website' | 'logo'>;
  header: RcaDocumentHeader;
  settings: RcaSettings;
  buildings: readonly RcaBuilding[];
  notes: RcaDocumentNotes;
  /** The library rates the areas use, each once (the document's "Rates used"). */
  ratesUsed: readonly RcaLibraryRate[];
  /** `assessRca(settings, buildings)`: a draft whose inputs have errors prints them instead of figures. */
  result: RcaAssessmentResult;
}
