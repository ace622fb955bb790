import { observer } from 'mobx-react-lite';
import { ConfirmDialog } from '../../ui/Dialog';
import type { RcaStore } from '../RcaStore';
import { BuildingCard } from './BuildingCard';
import { RatePickerDialog } from './RatePickerDialog';
import { NotesCard, SettingsCard } from './SettingsCard';

const SAVE_STATES = {
  idle: '',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Not saved',
  waiting: 'Not saved: correct the amounts marked',
} as const;

/**
 * The Inputs tab (issue 28 item 2): the assessment's settings and the assessor's notes, then each building. Saved
 * as typed (InputsStore); each reason shows at its field; every input is disabled when read-only.
 */
export const InputsTab = observer(function InputsTab(props: { store: RcaStore }) {
  const { inputs, picker } = props.store;
  const draft = inputs.draft;
  if (!draft) return null;
  const removing = draft.buildings.find((b) => b.buildingId === inputs.removing);
  return (
    <section className="rca-inputs" aria-label="Inputs" data-testid="rca-inputs">
      <div className="tab-toolbar">
        <p
          className={inputs.saveState === 'failed' ? 'save-state save-failed' : 'save-state'}
          aria-live="polite"
          data-testid="rca-save-state"
        >
          {SAVE_STATES[inputs.saveState]}
        </p>
      </div>
      {inputs.saveError && (
        <div className="alert alert-error" role="alert" data-testid="rca-save-error">
          <span className="alert-message">{inputs.saveError}</span>
          <div className="alert-actions">
            {inputs.conflict ? (
              <button type="button" className="button button-small" onClick={() => void inputs.reload()}>
                Reload
              </button>
            ) : (
              <button type="button" className="button button-small" onClick={() => void inputs.retry()}>
                Try again
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => inputs.dismissError()}
            >
              ×
            </button>
          </div>
        </div>
      )}
      <div className="card-grid">
        <SettingsCard store={inputs} />
        <NotesCard store={inputs} />
      </div>
      {draft.buildings.length === 0 && <p className="muted">No building yet: add one to assess.</p>}
      {draft.buildings.map((building) => (
        <BuildingCard
          key={building.buildingId}
          store={inputs}
          picker={picker}
          building={building}
          shown={props.store.shownBuilding === building.buildingId}
        />
      ))}
      {!inputs.readOnly && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => inputs.addBuilding()}
          data-testid="rca-add-building"
        >
          Add building
        </button>
      )}
      <RatePickerDialog picker={picker} />
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name.trim() || 'this building'}?`}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          destructive
          onConfirm={() => inputs.confirmRemoveBuilding()}
          onCancel={() => inputs.cancelRemoveBuilding()}
          testId="rca-remove-confirm"
        >
          <p>Its floor areas, adjustments and every other input of it are removed from the assessment.</p>
        </ConfirmDialog>
      )}
    </section>
  );
});
