import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ReportDocument, type ReportDocumentStore } from '../../report-document';
import { useInjection } from '../../ui/container-context';
import { RCA_TYPES } from '../identifiers';
import { RCA_FILES, type RcaFiles } from './RcaFiles';

/**
 * The Document tab (issue 28 item 5): the assessment's PDF as the capex Document tab shows a forecast's (the report
 * documents' store and calls, by the assessment's id), and beside it the build-up as CSV and Excel. The PDF is read
 * while the tab is shown and no longer.
 */
export function DocumentTab(props: { rcaReportId: number }) {
  const documents = useInjection<ReportDocumentStore>(RCA_TYPES.RcaDocumentStore);
  const files = useInjection<RcaFiles>(RCA_TYPES.RcaFiles);
  const { rcaReportId } = props;
  useEffect(() => {
    void documents.open(rcaReportId);
    return () => documents.close();
  }, [documents, rcaReportId]);
  return (
    <div className="rca-document" data-testid="rca-document">
      <ReportDocument store={documents} kind="rca" />
      <FileDownloads files={files} rcaReportId={rcaReportId} />
    </div>
  );
}

const FileDownloads = observer(function FileDownloads(props: { files: RcaFiles; rcaReportId: number }) {
  const { files, rcaReportId } = props;
  return (
    <aside className="rca-files" aria-labelledby="rca-files-title" data-testid="rca-files">
      <h2 id="rca-files-title" className="report-document-title">
        Build-up as files
      </h2>
      <p className="muted">The build-up as it stands now, in dollars and cents.</p>
      <ul>
        {RCA_FILES.map((file) => (
          <li key={file.kind}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void files.download(rcaReportId, file.kind)}
              // aria-disabled, not disabled: the button keeps the keyboard focus while its file is fetched.
              aria-disabled={files.downloading !== null || undefined}
              aria-describedby={`rca-file-${file.kind}`}
              data-testid={`rca-file-${file.kind}-download`}
            >
              {files.downloading === file.kind ? `${file.label}: downloading…` : file.label}
            </button>
            <p id={`rca-file-${file.kind}`} className="rca-file-holds">
              {file.holds}
            </p>
          </li>
        ))}
      </ul>
      {files.failure && (
        <p className="alert alert-error" role="alert" data-testid="rca-files-failure">
          {files.failure}
        </p>
      )}
    </aside>
  );
});
