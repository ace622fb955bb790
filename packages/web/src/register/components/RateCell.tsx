import { RATE_MODES, type RateMode } from '@taxdep/domain/assets';
import { toWireRate } from '@taxdep/domain/input';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { RATE_INPUT_RULES } from '../columns';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';
import { useCellReason } from './CellReason';
import { numericHandlers } from './cells';

/**
 * Depreciation rate with its mode (docs/product/states-and-permissions.md): ATO shows the rate the service gives, read-only; Customize lets the
 * user type a rate, stored as sourceTaxRate.
 */
export const RateCell = observer(function RateCell(props: {
  store: RegisterStore;
  row: AssetRow;
  idLabel: string;
  disabled: boolean;
  /** False while the grid cancels the edit (Escape): leaving the field then saves nothing. */
  accept?: () => boolean;
}) {
  const { store, row } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const mode = row.rateMode;
  const rate = mode === 'Customize' ? row.asset.sourceTaxRate : row.asset.depreciationRate;
  const error = row.errorOf('depreciationRate');
  const { describedBy, reason } = useCellReason(error);
  return (
    <div className="rate-cell">
      <select
        className="cell-input rate-mode"
        aria-label={`Rate mode of ${props.idLabel}`}
        data-testid="rateMode"
        disabled={props.disabled}
        value={mode}
        onChange={(event) => void store.editor.setRateMode(row, event.target.value as RateMode)}
      >
        {RATE_MODES.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <input
        type="text"
        inputMode="decimal"
        className="cell-input cell-rate"
        aria-label={`Depreciation Rate of ${props.idLabel}`}
        data-testid="depreciationRate"
        disabled={props.disabled}
        readOnly={mode === 'ATO'}
        maxLength={RATE_INPUT_RULES.maxLength}
        value={draft ?? (rate === null ? '' : String(rate))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        title={error}
        {...(mode === 'Customize' ? numericHandlers(RATE_INPUT_RULES, setDraft) : {})}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return;
          setDraft(null);
          if (mode === 'Customize' && (props.accept?.() ?? true))
            void store.editor.setCustomRate(row, toWireRate(draft));
        }}
      />
      {reason}
    </div>
  );
});
