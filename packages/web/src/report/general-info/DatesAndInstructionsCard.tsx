import { formatLongDate } from '@taxdep/domain/format';
import { reportFactOrderProblems, reportFactsOf, scheduleStartOf } from '@taxdep/domain/report';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../../ui/DateInput';
import { Field } from '../../ui/Field';
import type { GeneralInfoStore } from './GeneralInfoStore';
import {
  type FactField,
  factValue,
  INSTRUCTION_FACTS,
  PROPERTY_DATE_FACTS,
  setFactValue,
} from './report-facts-fields';

const NOT_SET = 'Not set';

const START_REASONS = {
  firstAvailableForRent: 'first available for rent',
  settlement: 'settlement',
  constructionCompletion: 'construction completed',
} as const;

/**
 * General Info's "Dates and instructions" (issue 25 item 2; docs/product/general-info.md): who instructed the report
 * and when, the inspection, the purchase and the building's dates, first available for rent. Dates save when the
 * field is left (or Enter), text after a pause in typing; nothing is required to save. A date out of an order that
 * cannot happen is marked with the reason (the domain's rule), and Submit to QA names it until it is put right.
 */
export const DatesAndInstructionsCard = observer(function DatesAndInstructionsCard(props: {
  store: GeneralInfoStore;
}) {
  const { store } = props;
  const report = store.report;
  if (!report) return null;
  const { disabled } = store.inputState;
  const facts = reportFactsOf(report);
  const problems = report.readOnly ? [] : reportFactOrderProblems(facts);
  const start = scheduleStartOf(facts);
  const field = (f: FactField) => {
    const value = factValue(report, f);
    const error = problems.find((p) => p.field === f.field)?.message;
    const hint = value === null ? `${NOT_SET}. ${f.hint}` : f.hint;
    return (
      <Field key={f.field} id={f.id} label={f.label} hint={hint} error={error}>
        {f.kind === 'date' ? (
          <DateInput
            id={f.id}
            value={value}
            disabled={disabled}
            testId={f.id}
            error={error}
            onCommit={(date) => store.change(f.label, (r) => setFactValue(r, f, date), 'now')}
          />
        ) : (
          <input
            id={f.id}
            type="text"
            maxLength={1000}
            value={value ?? ''}
            disabled={disabled}
            data-testid={f.id}
            onChange={(e) => store.change(f.label, (r) => setFactValue(r, f, e.target.value), 'typing')}
            onBlur={() => store.commitTyping()}
          />
        )}
      </Field>
    );
  };
  return (
    <section className="card" aria-labelledby="gi-facts-title" data-testid="dates-and-instructions">
      <h2 id="gi-facts-title">Dates and instructions</h2>
      <p className="field-hint">
        The facts the report states on its “Property and instructions” page. None is needed to save; Submit to
        QA names the ones still missing.
      </p>
      <h3>Instruction</h3>
      <div className="form-grid">{INSTRUCTION_FACTS.map(field)}</div>
      <h3>Purchase and building</h3>
      <div className="form-grid">{PROPERTY_DATE_FACTS.map(field)}</div>
      <p className="schedule-start" data-testid="schedule-start">
        {start
          ? `The schedule starts on ${formatLongDate(start.date)} (${START_REASONS[start.reason]}).`
          : 'The schedule’s start is not stated yet: enter the settlement date or the date first available for rent.'}
      </p>
    </section>
  );
});
