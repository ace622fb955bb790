import type { ReportKind, WorkflowBlocker, WorkflowStep } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../ui/container-context';
import { Modal } from '../ui/Modal';
import { CommentThread, RETURN_TO_ACT_ON_ID } from './CommentThread';
import { WORKFLOW_TYPES } from './identifiers';
import { SignOffDialog } from './SignOffDialog';
import type { SignOffStore } from './SignOffStore';
import { SIGN_OFF_WORDING } from './sign-off-wording';
import type { WorkflowStore } from './WorkflowStore';
import { shownInstant } from './when';
import './workflow.css';

/** Who took the report to each status, newest step for each (the bar's "who did each step and when"). */
function lastStepTo(steps: readonly WorkflowStep[], status: string): WorkflowStep | undefined {
  return steps.filter((s) => s.toStatus === status).at(-1);
}

const STAGES = ['In Progress', 'QA Review', 'Completed'] as const;

/**
 * Where a refused submit's missing inputs are entered, by kind: a report's General Info, a forecast's Settings
 * (`capexSettings`, docs/api.md "Capex forecasts"), an assessment's Inputs (`rcaSettings`, `rcaBuilding`; issue 28).
 */
const INPUT_LINKS: Record<
  ReportKind,
  { blockers: readonly WorkflowBlocker['kind'][]; parameter: string; label: string }
> = {
  depreciation: { blockers: ['generalInfo'], parameter: 'depreciationReportId', label: 'Open General Info' },
  capex: { blockers: ['capexSettings'], parameter: 'capexId', label: 'Open Settings' },
  rca: { blockers: ['rcaSettings', 'rcaBuilding'], parameter: 'rcaId', label: 'Open Inputs' },
};

/** What the step into each stage was: a step into In Progress is always a return. */
const STEP_VERBS: Record<(typeof STAGES)[number], string> = {
  'In Progress': 'Returned by',
  'QA Review': 'Submitted by',
  Completed: 'Signed off by',
};

/**
 * One reason a submit is refused; an asset's names the asset as a link that opens it in the register (issue 26
 * item 12): "Asset 367 (Carpet)" then its reasons.
 */
function Blocker(props: {
  blocker: WorkflowBlocker;
  reportId: number;
  openAsset?: (assetId: number) => void;
}) {
  const { blocker, openAsset } = props;
  const split = blocker.message.indexOf(': ');
  if (blocker.kind !== 'asset' || blocker.assetId === null || !openAsset || split < 0)
    return <>{blocker.message}</>;
  const assetId = blocker.assetId;
  return (
    <>
      <a
        href={`AssetRegister?depreciationReportId=${props.reportId}&assetId=${assetId}`}
        data-testid={`workflow-blocking-asset-${assetId}`}
        onClick={(event) => {
          event.preventDefault();
          openAsset(assetId);
        }}
      >
        {blocker.message.slice(0, split)}
      </a>
      {blocker.message.slice(split)}
    </>
  );
}

/**
 * The workflow bar of the report view (issue 15; docs/product/states-and-permissions.md "Workflow"): the stages with
 * who moved the report into each and when, the surveyor and checker, the moves the service lets the signed-in user
 * make, the returned comment the surveyor must act on, and what blocks a refused submit.
 */
export const WorkflowBar = observer(function WorkflowBar(props: {
  reportId: number;
  /**
   * Opens General Info (the report view's route `/`), offered beside a refused submit's General Info blockers
   * (issue 25: the missing facts are entered there). Without it no link is shown. An assessment's opens its Inputs
   * tab, at the building the first building blocker names (issue 28).
   */
  openGeneralInfo?: (buildingId?: string) => void;
  /** Opens an asset in the Asset Register (issue 26 item 12): each blocking asset is a link to it. */
  openAsset?: (assetId: number) => void;
  /**
   * What the bar moves (issue 27 item 5): a capex forecast moves by the same calls, by its id; Sign off's
   * confirmation and the bar's notes then name it a forecast, and `openGeneralInfo` opens its Settings.
   */
  kind?: ReportKind;
}) {
  const kind = props.kind ?? 'depreciation';
  const noun = SIGN_OFF_WORDING[kind].noun;
  const link = INPUT_LINKS[kind];
  const store = useInjection<WorkflowStore>(WORKFLOW_TYPES.WorkflowStore);
  const signOff = useInjection<SignOffStore>(WORKFLOW_TYPES.SignOffStore);
  useEffect(() => {
    void store.load(props.reportId);
  }, [store, props.reportId]);
  const state = store.state;
  if (!state) return null;
  const steps = state.steps;
  const current = STAGES.indexOf(state.status as (typeof STAGES)[number]);
  const lastReturn = steps.at(-1)?.toStatus === 'In Progress' ? steps.at(-1) : undefined;
  return (
    <section className="workflow-bar" aria-label="Workflow" data-testid="workflow-bar">
      <ol className="workflow-stages">
        {STAGES.map((stage, i) => {
          const step = lastStepTo(steps, stage);
          const kind = i < current ? 'done' : i === current ? 'current' : 'next';
          return (
            <li
              key={stage}
              className={`workflow-stage workflow-stage-${kind}`}
              data-testid={`workflow-stage-${i + 1}`}
            >
              <span className="workflow-stage-name">{stage}</span>
              {step && i <= current && (
                <span className="workflow-stage-who">
                  {STEP_VERBS[stage]} {step.by.name}, {shownInstant(step.at)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="workflow-people">
        <span>
          Surveyor: <strong>{state.surveyor?.name ?? 'not assigned'}</strong>
        </span>
        <span>
          Checker: <strong>{state.checker?.name ?? 'not assigned'}</strong>
        </span>
      </div>
      <div className="workflow-actions">
        {state.actions.map((action) => (
          <button
            key={action.action}
            type="button"
            className={action.action === 'return' ? 'button button-secondary' : 'button button-primary'}
            disabled={store.busy || store.sealing}
            // Issue 26 item 11: Sign off asks first, showing what it seals.
            onClick={() =>
              action.action === 'signOff' ? void signOff.open(action, kind) : store.choose(action)
            }
            data-testid={`workflow-${action.action}`}
          >
            {action.commentRequired || action.action === 'signOff' ? `${action.label}…` : action.label}
          </button>
        ))}
      </div>
      {state.signOff?.state === 'sealing' && (
        <p className="workflow-sealing" role="status" data-testid="workflow-sealing">
          Signing off: the signed PDF is being sealed
          {state.signOff.total > 0 ? ` (${state.signOff.done} of ${state.signOff.total})` : '…'} The {noun} is
          Completed once it is written.
        </p>
      )}
      {state.signOff?.state === 'failed' && !signOff.isOpen && (
        <p className="alert alert-error workflow-refusal" data-testid="workflow-seal-failed">
          The last sign-off was not recorded: {state.signOff.error ?? 'the signed PDF could not be made.'} The{' '}
          {noun} is still in QA Review.
        </p>
      )}
      {lastReturn?.comment && (
        // The comment itself is shown once, in the thread below, marked as the one to act on (issue 26 leftover:
        // the bar and the thread printed it twice); the bar says who returned it and leads there.
        <p className="workflow-returned" data-testid="workflow-returned">
          Returned by {lastReturn.by.name} ({shownInstant(lastReturn.at)}) with a comment to act on.{' '}
          <a
            href={`#${RETURN_TO_ACT_ON_ID}`}
            onClick={(event) => {
              event.preventDefault();
              const entry = document.getElementById(RETURN_TO_ACT_ON_ID);
              // The thread may have been folded away: it opens to show the comment.
              const thread = entry?.closest('details');
              if (thread) thread.open = true;
              entry?.scrollIntoView({ block: 'nearest' });
              entry?.focus();
            }}
          >
            Read it in Comments
          </a>
        </p>
      )}
      {store.error && (
        <div className="alert alert-error workflow-refusal" role="alert" data-testid="workflow-error">
          <p className="alert-text">{store.error}</p>
          {store.blocking.length > 0 && (
            <ul className="workflow-blocking" data-testid="workflow-blocking">
              {store.blocking.map((b) => (
                <li key={`${b.kind}-${b.assetId ?? b.message}`}>
                  <Blocker blocker={b} reportId={props.reportId} openAsset={props.openAsset} />
                </li>
              ))}
              {store.blockingCount > store.blocking.length && (
                <li>… and {store.blockingCount - store.blocking.length} more.</li>
              )}
            </ul>
          )}
          {props.openGeneralInfo && store.blocking.some((b) => link.blockers.includes(b.kind)) && (
            <p className="alert-text">
              <a
                href={`?${link.parameter}=${props.reportId}`}
                data-testid="workflow-open-general-info"
                onClick={(event) => {
                  event.preventDefault();
                  props.openGeneralInfo?.(store.blocking.find((b) => b.buildingId)?.buildingId);
                }}
              >
                {link.label}
              </a>{' '}
              to enter what it lists.
            </p>
          )}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => store.dismissError()}
          >
            Dismiss
          </button>
        </div>
      )}
      <CommentThread
        reportId={props.reportId}
        version={steps.length}
        markReturn={lastReturn?.comment != null}
      />
      <SignOffDialog />
      {store.commenting && (
        <Modal
          title="Return to surveyor"
          subheader="Say what the surveyor should change; they see it on the report."
          onClose={() => store.cancelComment()}
          testId="workflow-comment-dialog"
          actions={[
            { label: 'Cancel', onClick: () => store.cancelComment() },
            {
              label: 'Return',
              onClick: () => void store.confirmComment(),
              primary: true,
              disabled: !store.commentReady || store.busy,
              testId: 'workflow-comment-confirm',
            },
          ]}
        >
          <label className="field">
            <span className="field-label">Comment</span>
            <textarea
              className="workflow-comment"
              rows={4}
              maxLength={4000}
              value={store.comment}
              onChange={(e) => store.setComment(e.target.value)}
              data-testid="workflow-comment"
            />
          </label>
        </Modal>
      )}
    </section>
  );
});
