import { METHOD_CHANGE_MESSAGE, METHOD_CHANGE_TITLE } from '@taxdep/domain/report';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AlertToast } from '../../ui/Alert';
import { useInjection } from '../../ui/container-context';
import { ConfirmDialog } from '../../ui/Dialog';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { REPORT_TYPES } from '../identifiers';
import type { ReportTabProps } from '../tab-props';
import { DatesAndInstructionsCard } from './DatesAndInstructionsCard';
import type { GeneralInfoStore } from './GeneralInfoStore';
import { InstructionsCard } from './InstructionsCard';
import { OwnersCard } from './OwnersCard';
import type { OwnersStore } from './OwnersStore';
import { PropertyCard } from './PropertyCard';
import { ReportingOverviewCard } from './ReportingOverviewCard';
import { TaxpayerCard } from './TaxpayerCard';

/** The General Info tab (docs/product/general-info.md): its store edits the same report object the tab receives as props. */
export function GeneralInfoTab(props: ReportTabProps) {
  const store = useInjection<GeneralInfoStore>(REPORT_TYPES.GeneralInfoStore);
  const owners = useInjection<OwnersStore>(REPORT_TYPES.OwnersStore);
  return (
    <>
      <GeneralInfoForm store={store} reportId={props.report.depreciationReportId} />
      {/* Issue 23 item 7: saved by its own call (PUT /depreciationReports/{id}/owners), not with the form. */}
      <OwnersCard store={owners} reportId={props.report.depreciationReportId} />
    </>
  );
}

export const GeneralInfoForm = observer(function GeneralInfoForm(props: {
  store: GeneralInfoStore;
  reportId: number;
}) {
  const { store } = props;
  useEffect(() => {
    void store.loadMethods();
  }, [store]);
  // Typing waiting for its pause is saved when the tab is left.
  useEffect(() => () => store.commitTyping(), [store]);
  if (!store.report) return null;
  const status = store.saveStatus;
  return (
    <div className="general-info" data-testid="general-info">
      <div className="tab-toolbar">
        <h2 className="visually-hidden">General Info</h2>
        <p className={`save-state save-${status.state}`} role="status" data-testid="save-state">
          {status.text}
        </p>
        {!store.readOnly && (
          <button
            type="button"
            className="button button-primary"
            data-testid="save-general-info"
            disabled={store.saveState === 'saving'}
            onClick={() => void store.saveNow()}
          >
            Save
          </button>
        )}
      </div>
      <div className="card-grid">
        <InstructionsCard store={store} />
        <PropertyCard store={store} />
      </div>
      <DatesAndInstructionsCard store={store} />
      <ReportingOverviewCard store={store} />
      <TaxpayerCard store={store} />
      {store.pendingMethodId !== null && (
        <ConfirmDialog
          title={METHOD_CHANGE_TITLE}
          confirmLabel="Confirm Update"
          cancelLabel="Cancel"
          onConfirm={() => void store.confirmMethodChange()}
          onCancel={() => store.cancelMethodChange()}
          testId="method-dialog"
        >
          <p>{METHOD_CHANGE_MESSAGE}</p>
        </ConfirmDialog>
      )}
      {store.blocking && <LoaderOverlay fixed label="Updating depreciation method" />}
      <div className="toast-area">
        <AlertToast alert={store.alert} onDismiss={() => store.dismissAlert()} />
      </div>
    </div>
  );
});
