import { ReportDocumentStore } from '../ReportDocumentStore';
import type { FakeReportDocumentPort } from './fake-port';

/**
 * A ReportDocumentStore over the fake port, as a test of another view builds it (the capex view's Document tab,
 * issue 27 item 5): the saved files' names, and object URLs that are not blobs (the test DOM loads no frame page).
 */
export function documentStoreOver(port: FakeReportDocumentPort, firstPages = false) {
  const saved: string[] = [];
  const store = new ReportDocumentStore(
    port,
    { save: (file) => saved.push(file.fileName) },
    { create: () => 'about:blank', revoke: () => undefined },
    {},
    firstPages ? port : null,
  );
  return { store, saved };
}
