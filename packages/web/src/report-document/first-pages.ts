import type { ApiClient, ExportedFile } from '@taxdep/domain/ports';

/**
 * A long document's first pages (GET /depreciationReports/{id}/first-pages?documentUId=; docs/api.md "Report
 * documents"): what the Report tab's frame shows first, so that the viewer draws page 1 at once. docs/product/rules.md
 * #messages-and-errors: a failure answers null (the tab then shows the whole document).
 */
export interface FirstPagesPort {
  firstPages(reportId: number, documentUId: string): Promise<ExportedFile | null>;
}

export class HttpFirstPagesPort implements FirstPagesPort {
  constructor(private readonly api: ApiClient) {}

  async firstPages(reportId: number, documentUId: string): Promise<ExportedFile | null> {
    const file = await this.api.download(
      `/depreciationReports/${encodeURIComponent(String(reportId))}/first-pages`,
      { documentUId },
    );
    return file ? { blob: file.blob, fileName: file.fileName ?? 'first pages.pdf' } : null;
  }
}
