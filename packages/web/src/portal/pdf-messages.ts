import type { ReportKind } from '@taxdep/domain';

/**
 * What a listed line's PDF download says, by its kind (docs/product/main-portal.md): the list downloads stored PDFs
 * only; making one is the Report tab's for a depreciation report, the Document tab's for a capex forecast (issue 27
 * item 5) or a reinstatement cost assessment (issue 28 item 5).
 */
export const REPORT_PDF_FAILED = 'The report PDF could not be downloaded';
export const NO_REPORT_PDF_MESSAGE =
  'No PDF has been made for this report yet: open its Report tab to make it.';
export const REPORT_PDF_BEING_MADE_MESSAGE =
  'No PDF has been made for this report yet: it is being made now, so try again in a moment.';
/** Issue 27 item 5: a capex forecast's row downloads its PDF too; making one is its Document tab's. */
export const FORECAST_PDF_FAILED = 'The forecast PDF could not be downloaded';
export const NO_FORECAST_PDF_MESSAGE =
  'No PDF has been made for this forecast yet: open its Document tab to make it.';
export const FORECAST_PDF_BEING_MADE_MESSAGE =
  'No PDF has been made for this forecast yet: it is being made now, so try again in a moment.';
/** Issue 28 item 5: a reinstatement cost assessment's row downloads its PDF too; making one is its Document tab's. */
export const ASSESSMENT_PDF_FAILED = 'The assessment PDF could not be downloaded';
export const NO_ASSESSMENT_PDF_MESSAGE =
  'No PDF has been made for this assessment yet: open its Document tab to make it.';
export const ASSESSMENT_PDF_BEING_MADE_MESSAGE =
  'No PDF has been made for this assessment yet: it is being made now, so try again in a moment.';

/** What the PDF download says, by the kind of report listed. */
export const PDF_MESSAGES: Record<ReportKind, { failed: string; none: string; beingMade: string }> = {
  depreciation: {
    failed: REPORT_PDF_FAILED,
    none: NO_REPORT_PDF_MESSAGE,
    beingMade: REPORT_PDF_BEING_MADE_MESSAGE,
  },
  capex: {
    failed: FORECAST_PDF_FAILED,
    none: NO_FORECAST_PDF_MESSAGE,
    beingMade: FORECAST_PDF_BEING_MADE_MESSAGE,
  },
  rca: {
    failed: ASSESSMENT_PDF_FAILED,
    none: NO_ASSESSMENT_PDF_MESSAGE,
    beingMade: ASSESSMENT_PDF_BEING_MADE_MESSAGE,
  },
};
