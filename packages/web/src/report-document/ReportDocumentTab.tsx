import type { ReportDocumentInfo, ReportKind } from '@taxdep/domain';
import { formatFirmInstant } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FIGURES_TYPES } from '../figures/identifiers';
import { FiguresOwnerStore } from '../figures-owner';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { REPORT_DOCUMENT_TYPES } from './identifiers';
import type { ReportDocumentStore } from './ReportDocumentStore';
import { DOCUMENT_WORDING, type DocumentWording } from './wording';
import './report-document.css';

/** The Report tab for the report route `/Report` (spec 2.8). */
export function ReportDocumentTab(props: { reportId: number }) {
  const store = useInjection<ReportDocumentStore>(REPORT_DOCUMENT_TYPES.ReportDocumentStore);
  const { reportId } = props;
  useEffect(() => {
    void store.open(reportId);
    return () => store.close();
  }, [store, reportId]);
  return (
    <>
      <ReportDocument store={store} />
      <OwnerDocuments store={store} reportId={reportId} />
    </>
  );
}

/**
 * Issue 23 item 7: one PDF per owner on request, below the whole report's. The issued document is the whole's; an
 * owner's gives every figure as that owner's share and is written when asked for.
 */
const OwnerDocuments = observer(function OwnerDocuments(props: {
  store: ReportDocumentStore;
  reportId: number;
}) {
  const owners = useInjection<FiguresOwnerStore>(FIGURES_TYPES.FiguresOwnerStore);
  const { store, reportId } = props;
  useEffect(() => {
    void owners.open(reportId);
  }, [owners, reportId]);
  if (!owners.offersChoice || owners.reportId !== reportId) return null;
  return (
    <section
      className="report-owner-documents"
      aria-labelledby="owner-documents-title"
      data-testid="owner-documents"
    >
      <h3 id="owner-documents-title">Each owner’s schedule</h3>
      <p>
        Every amount in an owner’s schedule is that owner’s share; the owners’ schedules add up to this one.
      </p>
      <ul>
        {owners.owners.map((o) => (
          <li key={o.ownerId}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void store.downloadOwner(o.ownerId)}
              aria-disabled={store.ownerDownloading !== null || undefined}
            >
              {store.ownerDownloading === o.ownerId
                ? `Writing ${o.name}’s PDF…`
                : `Download ${FiguresOwnerStore.label(o)} PDF`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * The tab over its store: the notice and tools above the PDF frame. A capex forecast's Document tab shows its PDF
 * with the same store and calls by the forecast's id (issue 27 item 5), in its own words (`kind`).
 */
export const ReportDocument = observer(function ReportDocument(props: {
  store: ReportDocumentStore;
  kind?: ReportKind;
}) {
  const { store } = props;
  const words = DOCUMENT_WORDING[props.kind ?? 'depreciation'];
  return (
    <section
      className="report-document"
      data-testid="report-document"
      aria-labelledby="report-document-title"
    >
      <div className="report-document-header">
        <div>
          <h2 id="report-document-title" className="report-document-title">
            {words.title}
          </h2>
          <DocumentNotice store={store} words={words} />
        </div>
        <div className="report-document-tools">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void store.regenerate()}
            // aria-disabled, not disabled: the button keeps the keyboard focus while the new version is made.
            aria-disabled={store.generating || store.loading || store.reportId === null}
            data-testid="report-regenerate"
          >
            Regenerate
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void store.download()}
            disabled={!store.pdf}
            aria-disabled={store.fetchingWhole || undefined}
            data-testid="report-download"
          >
            {words.download}
          </button>
        </div>
      </div>
      <Progress store={store} words={words} />
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="report-failure">
          {store.failure}
        </p>
      )}
      <FirstPagesNotice store={store} words={words} />
      <div className="report-document-frame">
        {store.pdfUrl ? (
          <iframe title={words.frameTitle} src={`${store.pdfUrl}#navpanes=0`} data-testid="report-frame" />
        ) : store.loading ? (
          <LoaderOverlay label={words.loading} />
        ) : (
          <p className="report-document-empty">{store.generating ? words.generatingEmpty : words.empty}</p>
        )}
      </div>
    </section>
  );
});

/** In place of the spec's "2-3 hours" notice: when the PDF shown was made, what changed since, its seal. */
const DocumentNotice = observer(function DocumentNotice(props: {
  store: ReportDocumentStore;
  words: DocumentWording;
}) {
  const { words } = props;
  const document = props.store.document;
  if (!document) return null;
  return (
    <div className="report-document-notice" data-testid="report-notice">
      <p>
        Generated <time dateTime={document.generatedAt}>{formatFirmInstant(document.generatedAt)}</time>
        {' · '}
        {document.pages.toLocaleString('en-AU')} {document.pages === 1 ? 'page' : 'pages'}
      </p>
      <p
        className={changed(document) ? 'report-document-stale' : 'report-document-current'}
        data-testid="report-changes"
      >
        {changesText(document, words)}
      </p>
      {document.sealed && (
        <p className="report-document-seal" data-testid="report-seal">
          {words.sealed} SHA-256 <code>{document.sha256}</code>
        </p>
      )}
    </div>
  );
});

function changed(document: ReportDocumentInfo): boolean {
  return document.registerChanged || document.generalInfoChanged;
}

function changesText(document: ReportDocumentInfo, words: DocumentWording): string {
  if (document.registerChanged && document.generalInfoChanged) return words.changed.both;
  if (document.registerChanged) return words.changed.register;
  if (document.generalInfoChanged) return words.changed.generalInfo;
  return words.changed.none;
}

const count = (n: number) => n.toLocaleString('en-AU');

/**
 * Says plainly that the frame shows a long document's first pages, not all of it (docs/report-document.md "The
 * first pages"), with the whole document one click away.
 */
const FirstPagesNotice = observer(function FirstPagesNotice(props: {
  store: ReportDocumentStore;
  words: DocumentWording;
}) {
  const { store, words } = props;
  const document = store.document;
  const first = document?.firstPages;
  if (store.frame !== 'first-pages' || !document || !first) return null;
  return (
    <div className="report-document-first-pages" data-testid="report-first-pages">
      <p>
        The frame shows pages 1 to {count(first.pages)} of {count(document.pages)} ({words.firstPages}), so
        that a long document opens at once. {words.download} saves the whole document.
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void store.showWhole()}
        aria-disabled={store.fetchingWhole}
        data-testid="report-open-whole"
      >
        {store.fetchingWhole
          ? 'Opening the whole document…'
          : `Open the whole document (${count(document.pages)} pages)`}
      </button>
    </div>
  );
});

const Progress = observer(function Progress(props: { store: ReportDocumentStore; words: DocumentWording }) {
  const { store, words } = props;
  if (!store.generating) return null;
  const progress = store.progress;
  const total = progress?.total ?? 0;
  const done = Math.min(progress?.done ?? 0, total);
  const label =
    total > 0
      ? `${words.generating}: ${done.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} ${progress?.stage || 'rows'}`
      : `${words.generating}: waiting to start`;
  return (
    <div className="report-document-progress" data-testid="report-progress">
      <div
        className={total > 0 ? 'report-document-bar' : 'report-document-bar report-document-bar-waiting'}
        role="progressbar"
        aria-label={words.generating}
        aria-valuemin={0}
        aria-valuemax={total || undefined}
        aria-valuenow={total > 0 ? done : undefined}
        aria-valuetext={label}
      >
        <div
          className="report-document-bar-fill"
          style={{ width: total > 0 ? `${(100 * done) / total}%` : '30%' }}
        />
      </div>
      <p aria-live="polite">{label}</p>
    </div>
  );
});
