import type { ExportedFile, FileSaverPort } from '@taxdep/domain/ports';

/** How long the object URL outlives the click: the browser has started the download well before then. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a downloaded file through the browser's own download (spec 7: the file name from Content-Disposition): an
 * object URL and a click on an `<a download>` that is never shown. The URL is revoked a minute later, not at once:
 * some browsers read it after the click handler has returned.
 */
export class BrowserFileSaver implements FileSaverPort {
  constructor(private readonly doc: Document = document) {}

  save(file: ExportedFile): void {
    const view = this.doc.defaultView ?? globalThis;
    const url = view.URL.createObjectURL(file.blob);
    const link = this.doc.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    this.doc.body.append(link);
    link.click();
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
