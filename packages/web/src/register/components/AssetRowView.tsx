import type { Asset } from '@taxdep/domain';
import { isDemolitionTicked } from '@taxdep/domain/assets';
import { REGISTER_AMOUNT_RULES } from '@taxdep/domain/input';
import { observer } from 'mobx-react-lite';
import type { OptionalColumnFlag } from '../columns';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';
import { AmountCell, DateCell, TextCell } from './cells';
import { RateCell } from './RateCell';
import { CodeSelect, RowIdCell, RowSelectCell, rowLabel, SelectCell } from './row-parts';
import { TaxCodeCell } from './TaxCodeCell';

type TextField =
  | 'fundCode'
  | 'propertyCode'
  | 'projectCode'
  | 'subCategory'
  | 'location'
  | 'supplier'
  | 'invoiceNumber';
type DateField =
  | 'invoiceDate'
  | 'depreciationCommencementDate'
  | 'financialYearEndDate'
  | 'writtenDownValueDate';
type AmountField = 'originalCost' | 'writtenDownValue' | 'annualDepreciationClaim' | 'historicalBuildingCost';

/** docs/product/rules.md: a historical building cost that differs from the original cost (and is not 0) is legitimate but flagged. */
const HISTORICAL_COST_WARNING = 'The historical building cost differs from the original cost.';

/**
 * One row of the asset view (docs/product/asset-register.md "Asset view columns"). An observer of its own row only, so a cell edit
 * re-renders this row and not the table.
 */
export const AssetRowView = observer(function AssetRowView(props: { store: RegisterStore; row: AssetRow }) {
  const { store, row } = props;
  const asset = row.asset;
  const disabled = store.readOnly || row.readOnly;
  const who = rowLabel(row);
  const shown = (flag: OptionalColumnFlag) => store.output.isShown(flag);
  const edit = (patch: Partial<Asset>) => void store.editor.edit(row, patch);

  const text = (field: TextField, label: string) => (
    <td>
      <TextCell
        label={`${label} of ${who}`}
        testId={field}
        disabled={disabled}
        value={asset[field]}
        onCommit={(value) => edit({ [field]: value })}
      />
    </td>
  );
  const date = (field: DateField, label: string) => (
    <td>
      <DateCell
        label={`${label} of ${who}`}
        testId={field}
        disabled={disabled}
        value={asset[field]}
        error={row.errorOf(field)}
        onCommit={(value) => edit({ [field]: value })}
      />
    </td>
  );
  const amount = (field: AmountField, label: string, warning?: string) => (
    <td>
      <AmountCell
        label={`${label} of ${who}`}
        testId={field}
        disabled={disabled}
        value={asset[field]}
        rules={REGISTER_AMOUNT_RULES}
        error={row.errorOf(field)}
        warning={warning}
        onCommit={(value) => edit({ [field]: value })}
      />
    </td>
  );

  return (
    <tr
      className={row.hasErrors ? 'register-row row-invalid' : 'register-row'}
      data-testid={`asset-row-${row.isNew ? row.key : row.id}`}
      aria-busy={row.saving || undefined}
    >
      <RowSelectCell row={row} disabled={disabled} onToggle={() => store.selection.toggle(row)} />
      <RowIdCell row={row} />
      <td className="cell-code">
        <TaxCodeCell store={store} row={row} label={`Tax Code of ${who}`} disabled={disabled} />
      </td>
      <td>
        <SelectCell
          label={`Category of ${who}`}
          testId="depreciationCategory"
          disabled={disabled}
          error={row.errorOf('depreciationCategory')}
          value={asset.depreciationCategory}
          options={store.lookups.categories}
          optionLabel={(c) => `${c.code} - ${c.description}`}
          onChange={(value) => edit({ depreciationCategory: value })}
        />
      </td>
      {shown('fundCodeFlag') && text('fundCode', 'Fund Code')}
      {shown('propertyCodeFlag') && text('propertyCode', 'Property Code')}
      {shown('projectCodeFlag') && text('projectCode', 'Project Code')}
      <td>
        <TextCell
          label={`Asset Description of ${who}`}
          testId="description"
          className="cell-wide"
          disabled={disabled}
          value={asset.description}
          error={row.errorOf('description')}
          onCommit={(value) => edit({ description: value })}
        />
      </td>
      {shown('subCategoryFlag') && text('subCategory', 'Subcategory')}
      {shown('locationFlag') && text('location', 'Location')}
      {shown('supplierFlag') && text('supplier', 'Supplier')}
      {shown('invoiceNumberFlag') && text('invoiceNumber', 'Inv#')}
      {shown('invoiceDateFlag') && date('invoiceDate', 'Invoice Date')}
      {date('depreciationCommencementDate', 'Depreciation Commencement Date')}
      {date('financialYearEndDate', 'Financial Year End')}
      {amount('originalCost', 'Original Cost')}
      {shown('downValueFlag') && amount('writtenDownValue', 'Written Down Value')}
      {shown('downDateFlag') && date('writtenDownValueDate', 'Written Down Value Date')}
      <td>
        <CodeSelect
          label={`Depreciation Method of ${who}`}
          testId="depreciationMethod"
          disabled={disabled}
          error={row.errorOf('depreciationMethod')}
          value={asset.depreciationMethod}
          options={store.lookups.methods}
          onChange={(value) => edit({ depreciationMethod: value })}
        />
      </td>
      <td>
        <RateCell store={store} row={row} idLabel={who} disabled={disabled} />
      </td>
      {shown('depreciationClaimFlag') && amount('annualDepreciationClaim', 'Annual Depreciation Claim')}
      {shown('historicalBuildingCostFlag') &&
        amount(
          'historicalBuildingCost',
          'Historical Building Cost',
          row.historicalCostWarning ? HISTORICAL_COST_WARNING : undefined,
        )}
      <td className="cell-select">
        <input
          type="checkbox"
          aria-label={`Demolition of ${who}`}
          data-testid="demolition-tick"
          checked={isDemolitionTicked(asset)}
          disabled={disabled || row.isNew}
          onChange={(event) => void store.demolitions.tick(row, event.target.checked)}
        />
      </td>
    </tr>
  );
});
