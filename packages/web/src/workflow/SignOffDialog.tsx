import type { SignOffSummary } from '@taxdep/domain';
import { eofyLabel } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../ui/container-context';
import { Modal, type ModalAction } from '../ui/Modal';
import { wholeDollars } from '../ui/money';
import { WORKFLOW_TYPES } from './identifiers';
import type { SignOffPreview, SignOffStore } from './SignOffStore';
import type { SignOffWording } from './sign-off-wording';

/** "2024–25": the financial year ending 30 June of `year`. */
function financialYear(year: number): string {
  return `${year - 1}–${String(year).slice(2)}`;
}

function yearsText(summary: SignOffSummary, words: SignOffWording): string {
  const { firstFinancialYear: first, lastFinancialYear: last } = summary;
  if (first === null || last === null) return `None: the ${words.noun} has no EOFY report date`;
  return `${financialYear(first)} to ${financialYear(last)}`;
}

/** What will be sealed, as a list of terms (issue 26 item 11). */
function Sealed(props: { summary: SignOffSummary; words: SignOffWording }) {
  const { summary, words } = props;
  const first = summary.firstFinancialYear;
  return (
    <dl className="sign-off-facts" data-testid="sign-off-summary">
      <dt>{words.term}</dt>
      <dd>{summary.reportName ?? `${words.term} ${summary.depreciationReportId}`}</dd>
      <dt>Property</dt>
      <dd>{summary.property ?? '—'}</dd>
      <dt>Financial years</dt>
      <dd>{yearsText(summary, words)}</dd>
      <dt>{words.counted}</dt>
      <dd>
        {summary.assetCount}
        {summary.uncalculatedCount > 0 && ` (${words.leftOut(summary.uncalculatedCount)})`}
      </dd>
      {summary.totals && first !== null && (
        <>
          <dt>Total cost</dt>
          <dd>{wholeDollars(summary.totals.originalCost)}</dd>
          <dt>Deductions {financialYear(first)}</dt>
          <dd>{wholeDollars(summary.totals.depreciation)}</dd>
          <dt>Written-down value at {eofyLabel(first)}</dt>
          <dd>{wholeDollars(summary.totals.closingWrittenDownValue)}</dd>
        </>
      )}
      <dt>Prepared by</dt>
      <dd>{summary.surveyor?.name ?? 'not assigned'} (quantity surveyor)</dd>
      <dt>Checked and signed off by</dt>
      <dd>{summary.checker?.name ?? 'not assigned'}</dd>
    </dl>
  );
}

function Preview(props: { store: SignOffStore; preview: SignOffPreview }) {
  const { preview } = props;
  const words = props.store.words;
  if (preview.kind === 'shown') {
    return (
      <iframe
        className="sign-off-preview"
        src={preview.url}
        title={words.frameTitle}
        data-testid="sign-off-preview"
      />
    );
  }
  if (preview.kind === 'making') {
    const job = preview.status?.job;
    return (
      <p className="muted" role="status">
        Making the document
        {job && job.total > 0 ? `: ${job.done} of ${job.total} ${words.unit(job.stage)}` : '…'}
      </p>
    );
  }
  return (
    <p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void props.store.showDocument()}
        data-testid="sign-off-open-document"
      >
        Read the document first
      </button>
    </p>
  );
}

/**
 * Sign off's confirmation (issue 26 item 11; docs/product/states-and-permissions.md "Workflow"): the checker sees
 * what the seal will hold and may read the document before confirming; then the seal's progress, and either the
 * signed PDF to download or why the report is still unsigned.
 */
export const SignOffDialog = observer(function SignOffDialog() {
  const store = useInjection<SignOffStore>(WORKFLOW_TYPES.SignOffStore);
  if (!store.isOpen) return null;
  const sealing = store.sealing;
  const failed = store.sealFailed;
  const close = () => store.close();
  const words = store.words;
  const noun = words.noun;
  let actions: ModalAction[];
  if (store.signed) {
    actions = [
      { label: 'Close', onClick: close },
      {
        label: 'Download the signed PDF',
        onClick: () => void store.downloadSigned(),
        primary: true,
        testId: 'sign-off-download',
      },
    ];
  } else if (sealing || (store.confirmed && !failed)) {
    actions = [{ label: 'Close', onClick: close }];
  } else {
    actions = [
      { label: 'Cancel', onClick: close, testId: 'sign-off-cancel' },
      {
        label: failed ? 'Try again' : 'Sign off and seal',
        onClick: () => void store.confirm(),
        primary: true,
        disabled: store.summary === null,
        testId: 'sign-off-confirm',
      },
    ];
  }
  return (
    <Modal
      title={`Sign off and seal the ${noun}`}
      subheader={`Signing off completes the ${noun} and seals its PDF. Nobody can change the ${noun} or its PDF afterwards.`}
      onClose={close}
      focus="cancel"
      testId="sign-off-dialog"
      wide
      actions={actions}
    >
      {/* The document beside what it seals, once shown, so the buttons stay in view. */}
      <div
        className={
          store.preview.kind === 'shown' ? 'sign-off-layout sign-off-layout-preview' : 'sign-off-layout'
        }
      >
        <div>
          {store.summary ? (
            <Sealed summary={store.summary} words={words} />
          ) : (
            !store.failure && <p className="muted">Reading the {noun}…</p>
          )}
          {store.failure && (
            <p className="alert alert-error" role="alert">
              {store.failure}
            </p>
          )}
        </div>
        {!store.confirmed && <Preview store={store} preview={store.preview} />}
      </div>
      {sealing && (
        <div className="sign-off-progress" role="status" data-testid="sign-off-progress">
          <p>
            Sealing the signed PDF
            {sealing.total > 0
              ? `: ${sealing.stage || words.sealStage}, ${sealing.done} of ${sealing.total}`
              : '…'}
          </p>
          <progress max={sealing.total || undefined} value={sealing.total ? sealing.done : undefined}>
            Sealing the signed PDF
          </progress>
        </div>
      )}
      {failed && (
        <p className="alert alert-error" role="alert" data-testid="sign-off-failed">
          The {noun} was not signed off: {failed}
        </p>
      )}
      {store.signed && (
        <p className="alert alert-success" role="status" data-testid="sign-off-done">
          Signed off. The {noun} is Completed and its PDF is sealed.
        </p>
      )}
    </Modal>
  );
});
