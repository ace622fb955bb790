import type { TaxCode } from '@taxdep/domain';
import { taxCodeSearchValue, taxCodeSuggestionTexts } from '@taxdep/domain/assets';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { TypeAhead } from '../../ui/TypeAhead';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';
import { useCellReason } from './CellReason';

/**
 * The tax code of a row (docs/product/rules.md): suggestions from 3 characters, typed upper-cased; choosing one saves it, leaving
 * the field with a code that was not chosen clears it.
 */
export const TaxCodeCell = observer(function TaxCodeCell(props: {
  store: RegisterStore;
  row: AssetRow;
  label: string;
  disabled: boolean;
  /** False while the grid cancels the edit (Escape): leaving the field then saves nothing. */
  accept?: () => boolean;
}) {
  const { store, row } = props;
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<TaxCode[]>([]);
  /** The search for the text as last typed: leaving the field resolves the code against its answer. */
  const search = useRef<{ text: string; codes: Promise<TaxCode[]> } | null>(null);
  const current = row.asset.assetCode?.assetCode ?? '';
  const { describedBy, reason } = useCellReason(row.errorOf('assetCode'));
  // Issue 26 item 3: each suggestion says what tells it apart, and the life this asset would get from it.
  const texts = taxCodeSuggestionTexts(suggestions, {
    acquired: row.asset.invoiceDate ?? row.asset.depreciationCommencementDate ?? null,
    method: row.asset.depreciationMethod?.code ?? null,
  });

  const onInput = (typed: string) => {
    const upper = typed.toUpperCase();
    setText(upper);
    if (taxCodeSearchValue(upper) === null) {
      search.current = null;
      setSuggestions([]);
      return;
    }
    const mine = { text: upper, codes: store.lookups.searchTaxCodes(upper) };
    search.current = mine;
    void mine.codes.then((codes) => {
      if (search.current === mine) setSuggestions(codes);
    });
  };

  const finish = () => {
    setText(null);
    setSuggestions([]);
    search.current = null;
  };

  /**
   * docs/product/rules.md: a code not among the suggestions is cleared. A surveyor who types a whole code and leaves at once must
   * not lose it to suggestions still on their way, so the answer for the text as typed decides.
   */
  const commit = (typed: string) => {
    const pending = search.current?.text === typed ? search.current.codes : Promise.resolve(suggestions);
    void pending.then((codes) => store.editor.commitTaxCode(row, typed, codes));
  };

  return (
    <>
      {/* The shared TypeAhead is named by a label bound to its id. */}
      <label htmlFor={id} className="visually-hidden">
        {props.label}
      </label>
      <TypeAhead
        id={id}
        value={text ?? current}
        suggestions={suggestions.map((code, index) => ({
          key: String(code.id),
          label: texts[index]?.label ?? code.assetCode,
          detail: texts[index]?.detail ?? '',
        }))}
        onInput={onInput}
        onChoose={(key) => {
          const code = suggestions.find((s) => String(s.id) === key);
          finish();
          if (code) void store.editor.edit(row, { assetCode: { id: code.id, assetCode: code.assetCode } });
        }}
        onCommit={() => {
          if (text !== null && (props.accept?.() ?? true)) commit(text);
          finish();
        }}
        onDismiss={() => setSuggestions([])}
        disabled={props.disabled}
        testId="assetCode"
        placeholder="Tax code"
        error={row.errorOf('assetCode')}
        describedBy={describedBy}
      />
      {reason}
    </>
  );
});
