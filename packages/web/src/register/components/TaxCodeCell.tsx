import type { TaxCode } from '@taxdep/domain';
import { taxCodeSearchValue } from '@taxdep/domain/assets';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { TypeAhead } from '../../ui/TypeAhead';
import type { AssetRow } from '../store/AssetRow';
import type { RegisterStore } from '../store/RegisterStore';

/**
 * The tax code of a row (spec 5): suggestions from 3 characters, typed upper-cased; choosing one saves it, leaving
 * the field with a code that was not chosen clears it.
 */
export const TaxCodeCell = observer(function TaxCodeCell(props: {
  store: RegisterStore;
  row: AssetRow;
  label: string;
  disabled: boolean;
}) {
  const { store, row } = props;
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<TaxCode[]>([]);
  const latest = useRef('');
  const current = row.asset.assetCode?.assetCode ?? '';

  const onInput = (typed: string) => {
    const upper = typed.toUpperCase();
    setText(upper);
    latest.current = upper;
    if (taxCodeSearchValue(upper) === null) {
      setSuggestions([]);
      return;
    }
    void store.lookups.searchTaxCodes(upper).then((codes) => {
      if (latest.current === upper) setSuggestions(codes);
    });
  };

  const finish = () => {
    setText(null);
    setSuggestions([]);
    latest.current = '';
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
        suggestions={suggestions.map((code) => ({
          key: String(code.id),
          label: `${code.assetCode} — ${code.asset}`,
        }))}
        onInput={onInput}
        onChoose={(key) => {
          const code = suggestions.find((s) => String(s.id) === key);
          finish();
          if (code) void store.editor.edit(row, { assetCode: { id: code.id, assetCode: code.assetCode } });
        }}
        onCommit={() => {
          if (text !== null) void store.editor.commitTaxCode(row, text, suggestions);
          finish();
        }}
        onDismiss={() => setSuggestions([])}
        disabled={props.disabled}
        testId="assetCode"
        placeholder="Tax code"
      />
    </>
  );
});
