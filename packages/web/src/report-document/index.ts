/* The Report tab's public surface (docs/architecture.md "web"): the tab that builds and downloads the PDF. */
export { ReportDocumentTab } from './ReportDocumentTab';
