/** Container identifiers of the RCA view (bound in rca/bindings.ts). */
export const RCA_TYPES = {
  /** `RcaPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  RcaPort: Symbol.for('RcaPort'),
  /** `RcaStore`: the assessment read once and its tabs' stores. */
  RcaStore: Symbol.for('RcaStore'),
  /** The Document tab's `ReportDocumentStore` (issue 28 item 5): the assessment's PDF, apart from the Report tab's. */
  RcaDocumentStore: Symbol.for('RcaDocumentStore'),
  /** `RcaFiles`: the Document tab's build-up CSV and Excel downloads. */
  RcaFiles: Symbol.for('RcaFiles'),
} as const;
