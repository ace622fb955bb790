import type { ReportInstructions } from '@taxdep/domain';
import { formatDisplayDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { Field, FieldGroup, ReadOnlyValue } from '../../ui/Field';
import type { GeneralInfoStore } from './GeneralInfoStore';
import { GrowingTextInput } from './GrowingTextInput';

/** One line of address from its parts, skipping the empty ones. */
export function addressOf(
  i: Pick<ReportInstructions, 'streetAddress' | 'suburb' | 'state' | 'postCode'>,
): string {
  return [i.streetAddress, i.suburb, i.state, i.postCode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** Civil dates are shown as `05 Mar 2020` (docs/product/rules.md); anything else is shown as stored. */
export function displayDate(date: string | null): string {
  return formatDisplayDate(date) || (date ?? '');
}

/**
 * docs/product/general-info.md, docs/product/entities.md "instructions": the read-only Instructions block and the
 * three editable instruction fields. Who instructed the report, its reference and its dates are edited in "Dates and
 * instructions" (issue 25, ./DatesAndInstructionsCard.tsx).
 */
export const InstructionsCard = observer(function InstructionsCard(props: { store: GeneralInfoStore }) {
  const { store } = props;
  const report = store.report;
  if (!report) return null;
  const i = report.instructions;
  const { disabled, showRequiredMarks: marks } = store.inputState;
  const errors = store.errors;
  const methodId = store.selectedMethodId;
  const methodKnown = store.methods.some((m) => m.id === methodId);
  return (
    <section className="card" aria-labelledby="gi-instructions-title" data-testid="instructions-block">
      <h2 id="gi-instructions-title">Instructions</h2>
      <dl className="ro-grid">
        <ReadOnlyValue label="Portfolio" value={i.portfolioName} testId="gi-portfolio" />
        <ReadOnlyValue label="Address" value={addressOf(i)} testId="gi-instruction-address" />
        <ReadOnlyValue label="Fund code" value={i.fundCode} testId="gi-fund-code" />
        <ReadOnlyValue label="Property code" value={i.propertyCode} testId="gi-property-code" />
      </dl>
      <div className="form-grid">
        {/* Issue 26 item 16: a long trustee name wraps and the box grows, so none of it is hidden. */}
        <Field id="gi-reliant-party" label="Tax paying entity" required={marks} error={errors.reliantParty}>
          <GrowingTextInput
            id="gi-reliant-party"
            value={i.reliantParty ?? ''}
            disabled={disabled}
            required={marks}
            aria-invalid={errors.reliantParty ? true : undefined}
            data-testid="reliant-party"
            onChange={(text) => store.setText('reliantParty', text, 'Tax paying entity')}
            onBlur={() => store.commitTyping()}
          />
        </Field>
        <Field
          id="gi-depreciation-method"
          label="Depreciation method"
          required={marks}
          error={errors.depreciationMethodId}
        >
          <select
            id="gi-depreciation-method"
            value={methodId ?? ''}
            disabled={disabled}
            required={marks}
            data-testid="depreciation-method"
            onChange={(e) => store.requestMethodChange(e.target.value === '' ? null : Number(e.target.value))}
          >
            {methodId === null && <option value="">Select a method</option>}
            {methodId !== null && !methodKnown && <option value={methodId}>Method {methodId}</option>}
            {store.methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.description}
              </option>
            ))}
          </select>
        </Field>
        <FieldGroup
          legend="Low value pool"
          required={marks}
          error={errors.lowValuePoolFlag}
          testId="low-value-pool"
        >
          <div className="radio-row">
            {[true, false].map((flag) => (
              <label key={String(flag)} className="radio">
                <input
                  type="radio"
                  name="gi-low-value-pool"
                  value={flag ? 'yes' : 'no'}
                  checked={i.lowValuePoolFlag === flag}
                  disabled={disabled}
                  data-testid={flag ? 'lvp-yes' : 'lvp-no'}
                  onChange={() => store.setLowValuePool(flag)}
                />
                {flag ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        </FieldGroup>
      </div>
    </section>
  );
});
