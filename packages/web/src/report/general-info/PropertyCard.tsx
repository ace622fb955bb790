import { observer } from 'mobx-react-lite';
import { DateInput } from '../../ui/DateInput';
import { Field, ReadOnlyValue } from '../../ui/Field';
import type { GeneralInfoStore, HiddenDateField } from './GeneralInfoStore';
import { addressOf } from './InstructionsCard';
import { WholeDollarInput } from './WholeDollarInput';

/** docs/product/general-info.md, docs/product/entities.md "propertyInfo": the read-only Property block, then the hidden block (kept and saved). */
export const PropertyCard = observer(function PropertyCard(props: { store: GeneralInfoStore }) {
  const p = props.store.report?.propertyInfo;
  if (!p) return null;
  return (
    <section className="card" aria-labelledby="gi-property-title" data-testid="property-block">
      <h2 id="gi-property-title">Property</h2>
      <dl className="ro-grid">
        <ReadOnlyValue label="Lot number" value={p.lotNumber} testId="gi-lot-number" />
        <ReadOnlyValue label="Property name" value={p.propertyName} testId="gi-property-name" />
        <ReadOnlyValue label="Property address" value={addressOf(p)} testId="gi-property-address" />
        <ReadOnlyValue label="Master ID" value={p.masterId} testId="gi-master-id" />
      </dl>
      <HiddenPropertyBlock store={props.store} />
    </section>
  );
});

// The contract (exchange) and settlement dates are shown in Dates and instructions (issue 25, ./DatesAndInstructionsCard.tsx).
const HIDDEN_DATES: readonly { field: HiddenDateField; label: string }[] = [
  { field: 'startClaimDate', label: 'Start claim date' },
];

/**
 * docs/product/general-info.md: the block holding the last seven propertyInfo fields but the two dates of Dates
 * and instructions is hidden. It is rendered (hidden) so the
 * values stay part of the form and every save sends them unchanged; its inputs follow the same rules as
 * if it were shown (docs/product/rules.md: the purchase price and unimproved land value filters).
 */
export const HiddenPropertyBlock = observer(function HiddenPropertyBlock(props: { store: GeneralInfoStore }) {
  const { store } = props;
  const p = store.report?.propertyInfo;
  if (!p) return null;
  const { disabled } = store.inputState;
  return (
    <div className="form-grid" hidden data-testid="hidden-property-block">
      {HIDDEN_DATES.map(({ field, label }) => (
        <Field key={field} id={`gi-${field}`} label={label}>
          <DateInput
            id={`gi-${field}`}
            value={p[field]}
            disabled={disabled}
            onCommit={(date) => store.setHiddenDate(field, date ?? '')}
          />
        </Field>
      ))}
      <Field id="gi-vendorEntity" label="Vendor entity">
        <input
          id="gi-vendorEntity"
          type="text"
          value={p.vendorEntity ?? ''}
          disabled={disabled}
          onChange={(e) => store.setHiddenText('vendorEntity', e.target.value)}
          onBlur={() => store.commitTyping()}
        />
      </Field>
      <Field id="gi-purchasePrice" label="Purchase price">
        <WholeDollarInput
          id="gi-purchasePrice"
          value={p.purchasePrice}
          disabled={disabled}
          onChange={(dollars) => store.setHiddenAmount('purchasePrice', dollars)}
          onBlur={() => store.commitTyping()}
        />
      </Field>
      <Field id="gi-unimprovedLandValue" label="Unimproved land value">
        <WholeDollarInput
          id="gi-unimprovedLandValue"
          value={p.unimprovedLandValue}
          disabled={disabled}
          onChange={(dollars) => store.setHiddenAmount('unimprovedLandValue', dollars)}
          onBlur={() => store.commitTyping()}
        />
      </Field>
      <Field id="gi-buildingPeriodAtReportDate" label="Building period at report date">
        <input
          id="gi-buildingPeriodAtReportDate"
          type="text"
          value={p.buildingPeriodAtReportDate ?? ''}
          disabled={disabled}
          onChange={(e) => store.setHiddenText('buildingPeriodAtReportDate', e.target.value)}
          onBlur={() => store.commitTyping()}
        />
      </Field>
    </div>
  );
});
