/** Container identifiers of the Report tab (bound in report-document/bindings.ts). */
export const REPORT_DOCUMENT_TYPES = {
  /** `ReportDocumentPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  ReportDocumentPort: Symbol.for('ReportDocumentPort'),
  /** `ReportDocumentStore`: the PDF shown, its state and its making. */
  ReportDocumentStore: Symbol.for('ReportDocumentStore'),
} as const;
