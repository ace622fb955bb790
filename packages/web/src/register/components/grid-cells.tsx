import type { Asset } from '@taxdep/domain';
import { constructionUseLabel, secondHandText } from '@taxdep/domain/assets';
import { dollarsToCents, formatAmount } from '@taxdep/domain/format';
import { REGISTER_AMOUNT_RULES } from '@taxdep/domain/input';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { formatDateEntry } from '../../ui/date-entry';
import type { GridColumn } from '../columns';
import type { AssetRow } from '../store/AssetRow';
import type { GridCursor } from '../store/GridCursor';
import type { Lookups } from '../store/Lookups';
import type { RegisterStore } from '../store/RegisterStore';
import { AmountCell, DateCell, TextCell } from './cells';
import { ConstructionUseCell, SecondHandCell } from './LawFactCells';
import { RateCell } from './RateCell';
import { CodeSelect, rowLabel, SelectCell } from './row-parts';
import { TaxCodeCell } from './TaxCodeCell';

type TextKey = Extract<GridColumn, { kind: 'text' }>['key'];
type DateKey = Extract<GridColumn, { kind: 'date' }>['key'];
type AmountKey = Extract<GridColumn, { kind: 'amount' }>['key'];
type ErrorField = Parameters<AssetRow['errorOf']>[0];

const TERMINATION_VALUE_RULES = Object.freeze({ ...REGISTER_AMOUNT_RULES, allowMinus: false });

function amountText(value: number | null): string {
  return value === null ? '' : formatAmount(dollarsToCents(value));
}

/**
 * What a cell reads as outside its editor (issue 16: "cells read as text"), formatted as the editors show it:
 * amounts with separators, day/month/year dates, category and method by name, the rate with its mode.
 */
export function cellText(column: GridColumn, asset: Asset, lookups: Lookups, rateMode: string): string {
  switch (column.kind) {
    case 'taxCode':
      return asset.assetCode?.assetCode ?? '';
    case 'category': {
      const ref = asset.depreciationCategory;
      const known = ref && lookups.categories.find((c) => c.id === ref.id);
      return known ? `${known.code} - ${known.description}` : (ref?.code ?? '');
    }
    case 'method': {
      const ref = asset.depreciationMethod;
      return (ref && lookups.methods.find((m) => m.id === ref.id)?.description) ?? ref?.code ?? '';
    }
    case 'text':
      return asset[column.key as TextKey] ?? '';
    case 'date':
      return formatDateEntry(asset[column.key as DateKey]);
    case 'amount':
      return amountText(asset[column.key as AmountKey] ?? null);
    case 'rate': {
      const rate = rateMode === 'Customize' ? asset.sourceTaxRate : asset.depreciationRate;
      return `${rate === null ? '' : `${rate}% `}(${rateMode})`;
    }
    case 'secondHand':
      return secondHandText(asset.secondHand);
    case 'constructionUse':
      return constructionUseLabel(asset.constructionUse);
    default:
      return '';
  }
}

/** docs/product/rules.md: a historical building cost that differs from the original cost (and is not 0) is legitimate but flagged. */
export const HISTORICAL_COST_WARNING = 'The historical building cost differs from the original cost.';

/** Types `text` into an input as the user would, so the editor's own handling (upper-casing, suggestions) runs. */
function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.setSelectionRange?.(text.length, text.length);
}

/**
 * Holds a cell's editor and gives it the focus when it opens; a cell opened by typing starts with the typed
 * character in place of the value (issue 16: "type to start").
 */
function EditorFocus(props: { seed: string | null; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const seed = useRef(props.seed);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = element.querySelector<HTMLInputElement>('input[type="text"]:not([readonly])');
    const control =
      (seed.current !== null ? text : null) ??
      element.querySelector<HTMLElement>('input:not([readonly]), select') ??
      element.querySelector<HTMLElement>('input');
    control?.focus();
    if (seed.current !== null && control === text && text) typeInto(text, seed.current);
  }, []);
  return (
    <div ref={box} className="cell-editor">
      {props.children}
    </div>
  );
}

/** The editor of one cell, the register's existing field for the column's kind, shown only while editing. */
export function CellEditor(props: {
  store: RegisterStore;
  cursor: GridCursor;
  row: AssetRow;
  column: GridColumn;
  warning?: string | undefined;
}) {
  const { store, cursor, row, column } = props;
  const who = rowLabel(row);
  const label = `${column.label} of ${who}`;
  const accept = () => !cursor.cancelling;
  // Escape restores the value: the blur it causes must not save what was typed.
  const edit = (patch: Partial<Asset>) => {
    if (accept()) void store.editor.edit(row, patch);
  };
  const asset = row.asset;
  const common = { label, testId: column.key, disabled: false };
  let editor: ReactNode = null;
  switch (column.kind) {
    case 'taxCode':
      editor = <TaxCodeCell store={store} row={row} label={label} disabled={false} accept={accept} />;
      break;
    case 'category':
      editor = (
        <SelectCell
          {...common}
          error={row.errorOf('depreciationCategory')}
          value={asset.depreciationCategory}
          options={store.lookups.categories}
          optionLabel={(c) => `${c.code} - ${c.description}`}
          onChange={(value) => edit({ depreciationCategory: value })}
        />
      );
      break;
    case 'method':
      editor = (
        <CodeSelect
          {...common}
          error={row.errorOf('depreciationMethod')}
          value={asset.depreciationMethod}
          options={store.lookups.methods}
          onChange={(value) => edit({ depreciationMethod: value })}
        />
      );
      break;
    case 'text': {
      const key = column.key as TextKey;
      editor = (
        <TextCell
          {...common}
          value={asset[key] ?? null}
          error={key === 'description' || key === 'rateReason' ? row.errorOf(key) : undefined}
          onCommit={(value) => edit({ [key]: value })}
        />
      );
      break;
    }
    case 'date': {
      const key = column.key as DateKey;
      editor = (
        <DateCell
          {...common}
          value={asset[key] ?? null}
          error={row.errorOf(key as ErrorField)}
          onCommit={(value) => edit({ [key]: value })}
        />
      );
      break;
    }
    case 'amount': {
      const key = column.key as AmountKey;
      editor = (
        <AmountCell
          {...common}
          value={asset[key] ?? null}
          // A termination value is what was received, never negative (assets/disposal.ts).
          rules={key === 'terminationValue' ? TERMINATION_VALUE_RULES : REGISTER_AMOUNT_RULES}
          error={row.errorOf(key)}
          warning={props.warning}
          onCommit={(value) => edit({ [key]: value })}
        />
      );
      break;
    }
    case 'rate':
      editor = <RateCell store={store} row={row} idLabel={who} disabled={false} accept={accept} />;
      break;
    case 'secondHand':
      editor = (
        <SecondHandCell
          label={label}
          value={asset.secondHand}
          onCommit={(value) => edit({ secondHand: value })}
        />
      );
      break;
    case 'constructionUse':
      editor = (
        <ConstructionUseCell
          label={label}
          value={asset.constructionUse}
          error={row.errorOf('constructionUse')}
          onCommit={(value) => edit({ constructionUse: value })}
        />
      );
      break;
  }
  return <EditorFocus seed={cursor.seed}>{editor}</EditorFocus>;
}
