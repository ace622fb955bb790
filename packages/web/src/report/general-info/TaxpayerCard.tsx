import type { ReportTaxpayer } from '@taxdep/domain';
import {
  PREMISES_CONDITION_LABELS,
  PREMISES_CONDITIONS,
  PROPERTY_USE_LABELS,
  PROPERTY_USES,
  TAXPAYER_ENTITY_LABELS,
  TAXPAYER_ENTITY_TYPES,
  TURNOVER_BANDS,
} from '@taxdep/domain/tax';
import { observer } from 'mobx-react-lite';
import { Field } from '../../ui/Field';
import { TAXPAYER_FIELD_LABELS } from './field-labels';
import type { GeneralInfoStore } from './GeneralInfoStore';

/** What a select shows for a fact nobody has answered yet (issue 23: nothing is assumed). */
export const NOT_SET = 'Not set';

interface Choice<K extends keyof ReportTaxpayer> {
  field: K;
  id: string;
  options: readonly { value: NonNullable<ReportTaxpayer[K]>; label: string }[];
  /** Which rules need the answer (docs/tax-rules.md "The taxpayer"). */
  hint: string;
}

const choice = <K extends keyof ReportTaxpayer>(c: Choice<K>) => c as unknown as Choice<keyof ReportTaxpayer>;

/** The four choices, in the order a surveyor reads a contract of sale and the client's instructions. */
export const TAXPAYER_CHOICES: readonly Choice<keyof ReportTaxpayer>[] = [
  choice({
    field: 'entityType',
    id: 'gi-taxpayer-entity',
    options: TAXPAYER_ENTITY_TYPES.map((value) => ({ value, label: TAXPAYER_ENTITY_LABELS[value] })),
    hint: 'Second-hand plant in residential premises (s40-27) is denied to individuals, partnerships, trusts and SMSFs, not to excluded entities.',
  }),
  choice({
    field: 'propertyUse',
    id: 'gi-taxpayer-use',
    options: PROPERTY_USES.map((value) => ({ value, label: PROPERTY_USE_LABELS[value] })),
    hint: 'The $300 immediate deduction needs non-business use; the incentives need a business.',
  }),
  choice({
    field: 'turnoverBand',
    id: 'gi-taxpayer-turnover',
    options: TURNOVER_BANDS.map(({ band, label }) => ({ value: band, label })),
    hint: 'Instant asset write-off and accelerated depreciation need a business and its turnover.',
  }),
  choice({
    field: 'premisesCondition',
    id: 'gi-taxpayer-premises',
    options: PREMISES_CONDITIONS.map((value) => ({ value, label: PREMISES_CONDITION_LABELS[value] })),
    hint: 'Second-hand plant in residential premises (s40-27) needs it.',
  }),
];

/**
 * General Info's Taxpayer section (issue 23; docs/product/general-info.md "Taxpayer"): who claims and how, the facts
 * the law's limits depend on. Each shows "Not set" until answered, and may be set back to it; nothing is forced on
 * a new report. A read-only report shows them disabled, like every other field of the form.
 */
export const TaxpayerCard = observer(function TaxpayerCard(props: { store: GeneralInfoStore }) {
  const { store } = props;
  const report = store.report;
  if (!report) return null;
  const { disabled } = store.inputState;
  const taxpayer = report.taxpayer;
  return (
    <section className="card" aria-labelledby="gi-taxpayer-title" data-testid="taxpayer-block">
      <h2 id="gi-taxpayer-title">Taxpayer</h2>
      <p className="field-hint">
        Who claims, and how: the schedule claims only what the law allows this owner. The contract and
        settlement dates are under Dates and instructions.
      </p>
      <div className="form-grid">
        {TAXPAYER_CHOICES.map(({ field, id, options, hint }) => (
          <Field key={field} id={id} label={TAXPAYER_FIELD_LABELS[field]} hint={hint}>
            <select
              id={id}
              value={taxpayer[field] ?? ''}
              disabled={disabled}
              data-testid={id}
              // Only a value of the list is taken; "Not set" (and anything else) is null.
              onChange={(e) =>
                store.setTaxpayer(field, options.find((o) => o.value === e.target.value)?.value ?? null)
              }
            >
              <option value="">{NOT_SET}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
    </section>
  );
});
