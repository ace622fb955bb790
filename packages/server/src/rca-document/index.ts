/**
 * The reinstatement cost assessment's documents (issue 28 item 5; docs/product/rca-document.md): its PDF and the
 * build-up as CSV and Excel, drawn from the assessment's inputs and the domain's figures; nothing here reads or
 * writes storage. The face of this feature: others import it from here only
 * (.dependency-cruiser.cjs "server-feature-through-index").
 */
export {
  RCA_DRAFT_TEXT,
  type RcaDocumentProgress,
  type RcaDocumentResult,
  renderRcaDocument,
  writeRcaDocument,
} from './document';
export { type BuildUpRow, buildUpRows, plainDollars, rcaBuildUpCsv, rcaSheets, rcaWorkbook } from './files';
export type { RcaDocumentHeader, RcaDocumentInput, RcaDocumentNotes } from './input';
