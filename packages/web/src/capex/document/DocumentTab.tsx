import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ReportDocument, type ReportDocumentStore } from '../../report-document';
import { useInjection } from '../../ui/container-context';
import { CAPEX_TYPES } from '../identifiers';
import { CAPEX_FILES, type CapexFiles } from './CapexFiles';

/**
 * The Document tab (issue 27 item 5; docs/product/capex-forecast.md "Document"): the forecast's PDF as the report's
 * Report tab shows a report's (the same store and calls, by the forecast's id), and beside it the figures as CSV and
 * Excel. The PDF is read while the tab is shown and no longer.
 */
export function DocumentTab(props: { capexReportId: number }) {
  const documents = useInjection<ReportDocumentStore>(CAPEX_TYPES.CapexDocumentStore);
  const files = useInjection<CapexFiles>(CAPEX_TYPES.CapexFiles);
  const { capexReportId } = props;
  useEffect(() => {
    void documents.open(capexReportId);
    return () => documents.close();
  }, [documents, capexReportId]);
  return <CapexDocument documents={documents} files={files} capexReportId={capexReportId} />;
}

/** The tab over its stores; exported for tests that build them over fake ports. */
export function CapexDocument(props: {
  documents: ReportDocumentStore;
  files: CapexFiles;
  capexReportId: number;
}) {
  return (
    <div className="capex-document" data-testid="capex-document">
      <ReportDocument store={props.documents} kind="capex" />
      <FileDownloads files={props.files} capexReportId={props.capexReportId} />
    </div>
  );
}

const FileDownloads = observer(function FileDownloads(props: { files: CapexFiles; capexReportId: number }) {
  const { files, capexReportId } = props;
  return (
    <aside className="capex-files" aria-labelledby="capex-files-title" data-testid="capex-files">
      <h2 id="capex-files-title" className="report-document-title">
        Figures as files
      </h2>
      <p className="muted">The forecast’s tables as they stand now, in dollars and cents.</p>
      <ul>
        {CAPEX_FILES.map((file) => (
          <li key={file.kind}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void files.download(capexReportId, file.kind)}
              // aria-disabled, not disabled: the button keeps the keyboard focus while its file is fetched.
              aria-disabled={files.downloading !== null || undefined}
              aria-describedby={`capex-file-${file.kind}`}
              data-testid={`capex-file-${file.kind}-download`}
            >
              {files.downloading === file.kind ? `${file.label}: downloading…` : file.label}
            </button>
            <p id={`capex-file-${file.kind}`} className="capex-file-holds">
              {file.holds}
            </p>
          </li>
        ))}
      </ul>
      {files.failure && (
        <p className="alert alert-error" role="alert" data-testid="capex-files-failure">
          {files.failure}
        </p>
      )}
    </aside>
  );
});
