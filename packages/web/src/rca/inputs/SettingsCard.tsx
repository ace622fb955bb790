import { SUM_INSURED_ROUNDING_CHOICES } from '@taxdep/domain/rca';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../../ui/DateInput';
import { Field } from '../../ui/Field';
import type { InputsStore, SettingsTextField } from './InputsStore';
import { settingsKey } from './rca-draft';

const ROUNDING_LABELS: Record<number, string> = {
  100: 'the next dollar',
  100000: 'the next $1,000',
  1000000: 'the next $10,000',
  10000000: 'the next $100,000',
};

/**
 * The assessment's settings (issue 28 items 2 and 4): the date it speaks for, escalation by a rate or a cost index
 * (each with the fields it needs), the policy period, GST, the roundings, the review cycle, the current sum insured
 * and a loss to illustrate the averaging clause with. Money is typed in dollars; each reason shows under its field.
 */
export const SettingsCard = observer(function SettingsCard(props: { store: InputsStore }) {
  const { store } = props;
  const draft = store.draft;
  if (!draft) return null;
  const s = draft.settings;
  const errors = store.errors;
  const disabled = store.readOnly;
  const error = (field: string) => errors[settingsKey(field)];
  const text = (field: SettingsTextField, inputMode: 'decimal' | 'numeric' = 'decimal') => ({
    id: `rca-setting-${field}`,
    type: 'text',
    inputMode,
    maxLength: 20,
    value: s[field],
    disabled,
    onChange: (event: { target: { value: string } }) => store.setSetting(field, event.target.value),
    onBlur: () => store.leave(),
  });
  return (
    <section className="card" aria-labelledby="rca-settings-heading" data-testid="rca-settings">
      <h2 id="rca-settings-heading">Assessment</h2>
      <Field id="rca-name" label="Assessment name" required={!disabled} error={errors.reportName}>
        <input
          id="rca-name"
          type="text"
          maxLength={1000}
          value={draft.reportName}
          disabled={disabled}
          onChange={(e) => store.setReportName(e.target.value)}
          onBlur={() => store.leave()}
        />
      </Field>
      <Field
        id="rca-setting-assessmentDate"
        label="Assessment date"
        required={!disabled}
        error={error('assessmentDate')}
        hint="The start of the policy period: the library offers the rates in force on it."
      >
        <DateInput
          id="rca-setting-assessmentDate"
          value={s.assessmentDate || null}
          disabled={disabled}
          onCommit={(date) => store.setSetting('assessmentDate', date ?? '')}
        />
      </Field>
      <fieldset className="field field-group">
        <legend className="field-label">Escalation to mid-construction</legend>
        {(['rate', 'index'] as const).map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              name="rca-escalation-method"
              checked={s.escalationMethod === method}
              disabled={disabled}
              onChange={() => store.chooseSetting('escalationMethod', method)}
            />
            {method === 'rate' ? 'A rate per year' : 'A cost index'}
          </label>
        ))}
      </fieldset>
      {s.escalationMethod === 'rate' ? (
        <Field
          id="rca-setting-escalationPercent"
          label="Escalation (% a year)"
          error={error('escalationPercent')}
        >
          <input {...text('escalationPercent')} />
        </Field>
      ) : (
        <>
          <Field id="rca-setting-indexFrom" label="Index the rates were priced at" error={error('indexFrom')}>
            <input {...text('indexFrom')} />
          </Field>
          <Field
            id="rca-setting-indexTo"
            label="Index forecast for mid-construction"
            error={error('indexTo')}
          >
            <input {...text('indexTo')} />
          </Field>
        </>
      )}
      <Field id="rca-setting-policyMonths" label="Policy period (months)" error={error('policyMonths')}>
        <input {...text('policyMonths', 'numeric')} />
      </Field>
      <label className="radio">
        <input
          type="checkbox"
          checked={s.gstIncluded}
          disabled={disabled}
          onChange={(e) => store.chooseSetting('gstIncluded', e.target.checked)}
          data-testid="rca-gst-included"
        />
        Insure GST (leave unticked for an owner who can claim input tax credits)
      </label>
      {s.gstIncluded && (
        <Field id="rca-setting-gstPercent" label="GST (%)" error={error('gstPercent')}>
          <input {...text('gstPercent')} />
        </Field>
      )}
      <Field id="rca-line-rounding" label="Round each line to" error={error('lineRounding')}>
        <select
          id="rca-line-rounding"
          value={s.lineRounding}
          disabled={disabled}
          onChange={(e) =>
            store.chooseSetting('lineRounding', e.target.value === 'dollar' ? 'dollar' : 'cent')
          }
        >
          <option value="cent">the cent</option>
          <option value="dollar">the dollar</option>
        </select>
      </Field>
      <Field
        id="rca-sum-rounding"
        label="Round the sum insured up to"
        error={error('sumInsuredRoundingCents')}
      >
        <select
          id="rca-sum-rounding"
          value={String(s.sumInsuredRoundingCents)}
          disabled={disabled}
          onChange={(e) => store.chooseSetting('sumInsuredRoundingCents', Number(e.target.value))}
        >
          {SUM_INSURED_ROUNDING_CHOICES.map((cents) => (
            <option key={cents} value={String(cents)}>
              {ROUNDING_LABELS[cents] ?? String(cents)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="rca-setting-reviewYears"
        label="Full reassessment every (years)"
        error={error('reviewYears')}
        hint="The years between are indexed."
      >
        <input {...text('reviewYears', 'numeric')} />
      </Field>
      <Field
        id="rca-setting-currentSumInsured"
        label="Current sum insured ($)"
        error={error('currentSumInsuredCents')}
        hint="Blank if not known."
      >
        <input {...text('currentSumInsured')} />
      </Field>
      <Field
        id="rca-setting-illustrativeLoss"
        label="A loss to illustrate ($)"
        error={error('illustrativeLossCents')}
        hint="Shown beside the standard partial losses in the averaging illustration."
      >
        <input {...text('illustrativeLoss')} />
      </Field>
    </section>
  );
});

/** The assessor's notes the document prints: the basis, the assumptions and the exclusions. */
export const NotesCard = observer(function NotesCard(props: { store: InputsStore }) {
  const { store } = props;
  const notes = store.draft?.notes;
  if (!notes) return null;
  const fields = [
    ['basis', 'Basis of the assessment'],
    ['assumptions', 'Assumptions'],
    ['exclusions', 'Exclusions'],
  ] as const;
  return (
    <section className="card" aria-labelledby="rca-notes-heading" data-testid="rca-notes">
      <h2 id="rca-notes-heading">Assessor’s notes</h2>
      {fields.map(([field, label]) => (
        <Field key={field} id={`rca-note-${field}`} label={label}>
          <textarea
            id={`rca-note-${field}`}
            rows={8}
            maxLength={2000}
            value={notes[field]}
            disabled={store.readOnly}
            onChange={(e) => store.setNote(field, e.target.value)}
            onBlur={() => store.leave()}
          />
        </Field>
      ))}
    </section>
  );
});
