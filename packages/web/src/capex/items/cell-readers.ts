/**
 * How the items grid's columns read and write a cell's text (./item-columns.ts): each reader answers a value the
 * wire can carry (capex-calls.ts, wire-limits.ts bounds) or why the text cannot be one.
 */

import type { CapexItemSave } from '@taxdep/domain';
import { MAX_ITEM_CENTS } from '@taxdep/domain/capex';
import { formatAmount, parseAmount } from '@taxdep/domain/format';

/** The fields of an item a user edits: the wire's save without its id. */
export type ItemFields = Omit<CapexItemSave, 'itemId'>;
export type ItemFieldKey = keyof ItemFields;

/** How a column's text is read: a value for the field, or why the text cannot be one. */
export type CellReading = { value: ItemFields[ItemFieldKey] } | { problem: string };

/** The wire's bounds (capex-calls.ts, wire-limits.ts): text fields, years, whole years, quantities. */
export const MAX_TEXT = 1000;
export const FIRST_WIRE_YEAR = 1900;
export const LAST_WIRE_YEAR = 2200;
export const MAX_WHOLE_YEARS = 200;

const blank = (text: string) => text.trim() === '';
export const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function choice<T extends string | number>(
  options: readonly { id: T; label: string }[],
  extra: Record<string, T>,
  problem: string,
  /** What a blank cell reads as; 'required' refuses it. */
  whenBlank: T | null | 'required',
) {
  return (text: string): CellReading => {
    if (blank(text))
      return whenBlank === 'required' ? { problem } : { value: whenBlank as ItemFields[ItemFieldKey] };
    const wanted = norm(text);
    const found = options.find((o) => norm(String(o.id)) === wanted || norm(o.label) === wanted);
    if (found) return { value: found.id as ItemFields[ItemFieldKey] };
    const alias = extra[wanted];
    return alias !== undefined ? { value: alias as ItemFields[ItemFieldKey] } : { problem };
  };
}

export function textReader(max: number, nullWhenBlank: boolean, name: string) {
  return (text: string): CellReading => {
    const value = text.trim();
    if (value === '') return { value: nullWhenBlank ? null : '' };
    return value.length > max ? { problem: `${name} must be at most ${max} characters.` } : { value };
  };
}

export function moneyReader(name: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const cents = parseAmount(text);
    if (cents === null || cents < 0 || cents > MAX_ITEM_CENTS)
      return { problem: `${name} must be an amount from $0.00 to $100,000,000.00.` };
    return { value: cents };
  };
}

/** A whole number from `min` to `max`, or blank. */
export function wholeReader(min: number, max: number, problem: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const compact = text.trim().replace(/,/g, '');
    if (!/^\d+$/.test(compact)) return { problem };
    const value = Number(compact);
    return value >= min && value <= max ? { value } : { problem };
  };
}

/**
 * A decimal number from 0 to `max` with at most `places` decimals as typed, or blank. More decimals stay in the
 * cell with the reason: the service refuses them whole (capex/items.ts), so they are never sent.
 */
export function decimalReader(max: number, places: number, problem: string) {
  return (text: string): CellReading => {
    if (blank(text)) return { value: null };
    const compact = text.trim().replace(/,/g, '');
    if (!/^(\d+\.?\d*|\.\d+)$/.test(compact)) return { problem };
    const value = Number(compact);
    const written = compact.includes('.') ? compact.length - compact.indexOf('.') - 1 : 0;
    return Number.isFinite(value) && value <= max && written <= places ? { value } : { problem };
  };
}

export const plain = (value: ItemFields[ItemFieldKey]) =>
  value === null || value === undefined ? '' : String(value);
export const money = (value: ItemFields[ItemFieldKey]) =>
  typeof value === 'number' ? formatAmount(value) : '';
export const labelOf =
  (options: readonly { id: string | number; label: string }[]) => (value: ItemFields[ItemFieldKey]) =>
    options.find((o) => o.id === value)?.label ?? plain(value);
