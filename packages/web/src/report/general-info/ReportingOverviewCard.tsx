import { formatLongDate } from '@taxdep/domain/format';
import { checkerNameOf, eofyReportDateOptions, REPORT_NAME_MAX_LENGTH } from '@taxdep/domain/report';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../../ui/DateInput';
import { Field, ReadOnlyValue } from '../../ui/Field';
import { TypeAhead } from '../../ui/TypeAhead';
import { keyOf } from './CheckerLookup';
import type { GeneralInfoStore } from './GeneralInfoStore';

/** docs/product/entities.md "reportingInfo": surveyor, checker, reference, office, report type, dates and report name. */
export const ReportingOverviewCard = observer(function ReportingOverviewCard(props: {
  store: GeneralInfoStore;
}) {
  const { store } = props;
  const report = store.report;
  if (!report) return null;
  const r = report.reportingInfo;
  const { disabled, showRequiredMarks: marks } = store.inputState;
  const errors = store.errors;
  // Issue 24: the surveyor may not hand their report's QA Review to someone else.
  const checkerDisabled = disabled || store.checkerReadOnly;
  const suggestions = store.checker.suggestions.map((s) => ({ key: keyOf(s), label: checkerNameOf(s) }));
  return (
    <section className="card card-wide" aria-labelledby="gi-overview-title" data-testid="reporting-overview">
      <h2 id="gi-overview-title">Reporting Overview</h2>
      <div className="form-grid">
        <dl className="ro-inline">
          <ReadOnlyValue label="Surveyor" value={r.qsSurveyor} testId="gi-surveyor" />
        </dl>
        <Field
          id="gi-checker"
          label="Checker"
          required={marks}
          error={errors.checker}
          hint={checkerDisabled ? undefined : 'Type 3 or more letters and choose a name from the list.'}
        >
          <TypeAhead
            id="gi-checker"
            value={store.checker.text(r.qsChecker)}
            suggestions={suggestions}
            disabled={checkerDisabled}
            required={marks}
            testId="checker"
            placement="below"
            onInput={(text) => void store.inputChecker(text)}
            onChoose={(key) => store.chooseChecker(key)}
            onCommit={() => void store.commitChecker()}
            onDismiss={() => store.checker.dismiss()}
          />
        </Field>
        <Field id="gi-reference" label="Reference">
          <input
            id="gi-reference"
            type="text"
            value={r.qsReference ?? ''}
            disabled={disabled}
            data-testid="reference"
            onChange={(e) => store.setText('qsReference', e.target.value, 'Reference')}
            onBlur={() => store.commitTyping()}
          />
        </Field>
        <dl className="ro-inline">
          <ReadOnlyValue label="Office" value={r.qsOffice} testId="gi-office" />
          <ReadOnlyValue label="Report type" value={r.reportType} testId="gi-report-type" />
        </dl>
        <Field id="gi-assessment-date" label="Assessment date" required={marks} error={errors.assessmentDate}>
          <DateInput
            id="gi-assessment-date"
            value={r.assessmentDate}
            disabled={disabled}
            required={marks}
            testId="assessment-date"
            onCommit={(date) => store.setAssessmentDate(date ?? '')}
          />
        </Field>
        <Field
          id="gi-eofy-report-date"
          label="EOFY report date"
          required={marks}
          error={errors.eofyReportDate}
        >
          <select
            id="gi-eofy-report-date"
            value={r.eofyReportDate ?? ''}
            disabled={disabled}
            required={marks}
            data-testid="eofy-report-date"
            onChange={(e) => store.setEofyReportDate(e.target.value)}
          >
            {r.eofyReportDate === null && <option value="">Select a 30 June</option>}
            {eofyReportDateOptions(r.eofyReportDate, new Date().getFullYear()).map((date) => (
              <option key={date} value={date}>
                {formatLongDate(date) || date}
              </option>
            ))}
          </select>
        </Field>
        <Field id="gi-report-name" label="Report name" required={marks} error={errors.reportName}>
          <input
            id="gi-report-name"
            type="text"
            value={r.reportName ?? ''}
            maxLength={REPORT_NAME_MAX_LENGTH}
            disabled={disabled}
            required={marks}
            data-testid="report-name-input"
            onChange={(e) => store.setText('reportName', e.target.value, 'Report name')}
            onBlur={() => store.commitTyping()}
          />
        </Field>
      </div>
    </section>
  );
});
