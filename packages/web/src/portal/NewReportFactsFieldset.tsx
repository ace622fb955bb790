import { REPORT_FACT_LABELS, type ReportFactField, reportFactOrderProblems } from '@taxdep/domain/report';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../ui/DateInput';
import type { NewReportStore } from './NewReportStore';
import { Field } from './new-report-field';

/** The facts in General Info's order ("Dates and instructions"), text first, then the dates. */
const TEXT_FACTS: readonly ReportFactField[] = ['instructedPerson', 'instructedCompany', 'instructionRef'];
const DATE_FACTS: readonly ReportFactField[] = [
  'instructionDate',
  'inspectionDate',
  'exchangeDate',
  'settlementDate',
  'constructionCommencementDate',
  'constructionCompletionDate',
  'firstAvailableForRentDate',
];

/**
 * New report's "Dates and instructions" (issue 25 item 2; docs/product/main-portal.md "New work"): the report's facts
 * as far as the surveyor knows them at the start, each optional, so General Info opens with them. Dates are typed as
 * day/month/year (ui/DateInput.tsx). An impossible order of the dates (inspection before instruction, …) is said under
 * the later one as soon as both are typed, by General Info's rule (domain report-facts.ts); as there, it does not hold
 * the report back (Submit to QA refuses it).
 */
export const NewReportFactsFieldset = observer(function NewReportFactsFieldset(props: {
  store: NewReportStore;
}) {
  const { store } = props;
  const problems = reportFactOrderProblems(store.factValues);
  return (
    <fieldset>
      <legend>Dates and instructions (optional)</legend>
      <p className="portal-new-hint">
        Enter what you know now; General Info keeps the rest. Submit to QA needs who instructed the report,
        the instruction and inspection dates, and the settlement date or the date first available for rent.
      </p>
      <div className="portal-new-grid">
        {TEXT_FACTS.map((field) => (
          <Field key={field} store={store} id={field} label={REPORT_FACT_LABELS[field]}>
            <input
              type="text"
              maxLength={1000}
              autoComplete="off"
              value={store.facts[field]}
              onChange={(e) => store.setFact(field, e.target.value)}
            />
          </Field>
        ))}
        {DATE_FACTS.map((field) => (
          <Field
            key={field}
            store={store}
            id={field}
            label={REPORT_FACT_LABELS[field]}
            problem={problems.find((p) => p.field === field)?.message}
          >
            <DateInput value={store.facts[field] || null} onCommit={(date) => store.setFact(field, date)} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
});
