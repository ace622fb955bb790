import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { DateInput } from '../ui/DateInput';
import type { NewRcaStore } from './NewRcaStore';
import { Field, FormSummary, staffOptions } from './new-report-field';

/**
 * The New reinstatement cost assessment form (issue 28 item 1), laid out as the New capex forecast form: plain
 * controls in reading order, Tab walks it, Enter submits, Escape closes; each error sits under its field; the
 * service's refusal above the buttons. The date is typed day/month/year (ui/DateInput.tsx).
 */
export const NewRcaForm = observer(function NewRcaForm(props: { store: NewRcaStore }) {
  const { store } = props;
  const first = useRef<HTMLSelectElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await store.submit();
    if (!made) summary.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') store.close();
  };
  const errorCount = Object.keys(store.errors).length;
  const number = (text: string) => (text === '' ? null : Number(text));
  return (
    <form
      className="portal-new"
      aria-labelledby="new-rca-title"
      data-testid="new-rca-form"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <h2 id="new-rca-title">New reinstatement cost assessment</h2>
      <FormSummary ref={summary} form="new-rca" errorCount={errorCount} failure={store.failure} />
      <fieldset>
        <legend>The property</legend>
        <div className="portal-new-grid">
          <Field store={store} form="new-rca" id="fundId" label="Fund">
            <select
              ref={first}
              value={store.fundId ?? ''}
              onChange={(e) => void store.chooseFund(number(e.target.value))}
            >
              {store.funds.map((f) => (
                <option key={f.fundId} value={f.fundId}>
                  {f.fundCode} — {f.fundName}
                </option>
              ))}
            </select>
          </Field>
          <Field store={store} form="new-rca" id="portfolioId" label="Portfolio">
            <select
              value={store.portfolioId ?? ''}
              onChange={(e) => void store.choosePortfolio(number(e.target.value))}
            >
              {store.portfolios.map((p) => (
                <option key={p.portfolioId} value={p.portfolioId}>
                  {p.portfolioName}
                </option>
              ))}
            </select>
          </Field>
          <Field store={store} form="new-rca" id="propertyId" label="Property" wide>
            <select
              value={store.propertyId ?? ''}
              onChange={(e) => store.chooseProperty(number(e.target.value))}
            >
              {store.properties.length === 0 && <option value="">No property in this portfolio yet</option>}
              {store.properties.map((p) => (
                <option key={p.propertyId} value={p.propertyId}>
                  {p.propertyName ?? p.propertyCode ?? p.masterId} — {p.propertyAddress}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>The assessment</legend>
        <div className="portal-new-grid">
          <Field store={store} form="new-rca" id="reportName" label="Assessment name" wide>
            <input
              value={store.reportName}
              autoComplete="off"
              onChange={(e) => store.setName(e.target.value)}
            />
          </Field>
          <Field
            store={store}
            form="new-rca"
            id="assessmentDate"
            label="Assessment date"
            hint="The date the costs are assessed at; escalation runs from it."
          >
            <DateInput value={store.assessmentDate} onCommit={(date) => store.setAssessmentDate(date)} />
          </Field>
          <Field store={store} form="new-rca" id="surveyorId" label="Surveyor">
            <select
              value={store.surveyorId ?? ''}
              onChange={(e) => store.setPerson('surveyorId', number(e.target.value))}
            >
              <option value="">Choose…</option>
              {staffOptions(store.staff.filter((u) => u.maySurvey))}
            </select>
          </Field>
          <Field store={store} form="new-rca" id="checkerId" label="Checker (optional)">
            <select
              value={store.checkerId ?? ''}
              onChange={(e) => store.setPerson('checkerId', number(e.target.value))}
            >
              <option value="">Not yet</option>
              {staffOptions(store.staff.filter((u) => u.mayCheck && u.userId !== store.surveyorId))}
            </select>
          </Field>
        </div>
      </fieldset>
      <p className="portal-new-hint">
        The buildings, their areas and rates, escalation, fees and the sum insured are entered in the
        assessment once it is open.
      </p>
      <div className="portal-new-actions">
        <button type="submit" className="button button-primary" disabled={store.saving || store.loading}>
          {store.saving ? 'Creating…' : 'Create and open'}
        </button>
        <button type="button" className="button button-secondary" onClick={() => store.close()}>
          Cancel
        </button>
      </div>
    </form>
  );
});
