/**
 * The reinstatement cost assessment's document (issue 28 item 5): what it is drawn from (input.ts). The face of this
 * feature: other features import it from here only (issue 24, .dependency-cruiser.cjs "server-feature-through-index").
 */
export type { RcaDocumentHeader, RcaDocumentInput, RcaDocumentNotes } from './input';
