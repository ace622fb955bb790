import type { ExportedFile, ReportDocumentPort, ReportPreview } from '@taxdep/domain/ports';
import { SignOffStore } from '../SignOffStore';
import type { WorkflowStore } from '../WorkflowStore';
import type { FakeWorkflowPort } from './fake-port';

/** A ReportDocumentPort answering what a test sets: the preview's answers in turn, the last one repeated. */
export class FakeDocuments implements ReportDocumentPort {
  answers: (ReportPreview | null)[] = [
    { kind: 'pdf', file: { blob: new Blob(['%PDF']), fileName: '12 Harbour St Sydney - 30 June 2025.pdf' } },
  ];
  previews = 0;
  /** The report ids previewed, in order. */
  asked: number[] = [];
  async preview(reportId: number) {
    this.asked.push(reportId);
    const answer = this.answers[Math.min(this.previews, this.answers.length - 1)] ?? null;
    this.previews += 1;
    return answer;
  }
  async status() {
    return null;
  }
  async regenerate() {
    return null;
  }
  async ownerDocument() {
    return null;
  }
  lastFailure() {
    return null;
  }
}

/** A SignOffStore over a test's WorkflowStore, with a fake document port, saver and object URLs. */
export function signOffStoreOver(workflow: WorkflowStore, port: FakeWorkflowPort) {
  const documents = new FakeDocuments();
  const saved: ExportedFile[] = [];
  const store = new SignOffStore(
    workflow,
    port,
    documents,
    { save: (file) => saved.push(file) },
    { create: () => 'about:blank', revoke: () => undefined },
    1,
  );
  return { store, documents, saved };
}
