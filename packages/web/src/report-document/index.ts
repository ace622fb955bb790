/*
 * The Report tab's public surface (docs/architecture.md "web"): the tab that builds and downloads the PDF, and its
 * frame over a store of one's own, which the capex view's Document tab shows a forecast's PDF with (issue 27 item 5).
 */
export type { ReportDocumentStore } from './ReportDocumentStore';
export { ReportDocument, ReportDocumentTab } from './ReportDocumentTab';
