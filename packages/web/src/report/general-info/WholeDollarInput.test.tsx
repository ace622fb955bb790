import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { amountText, WholeDollarInput } from './WholeDollarInput';

afterEach(cleanup);

/** A parent that keeps what it was handed, like the store does. */
function Host(props: { initial: number | null; handed: (number | null)[] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <label htmlFor="amount">Purchase price</label>
      <WholeDollarInput
        id="amount"
        value={value}
        onChange={(dollars) => {
          props.handed.push(dollars);
          setValue(dollars);
        }}
      />
    </>
  );
}

function renderAmount(initial: number | null = null) {
  const handed: (number | null)[] = [];
  render(<Host initial={initial} handed={handed} />);
  return { input: screen.getByLabelText('Purchase price') as HTMLInputElement, handed };
}

function paste(input: HTMLInputElement, text: string): boolean {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
  return event.defaultPrevented;
}

function keyDown(input: HTMLInputElement, key: string): boolean {
  const event = createEvent.keyDown(input, { key });
  fireEvent(input, event);
  return event.defaultPrevented;
}

describe('WholeDollarInput (docs/product/rules.md "General Info" amounts)', () => {
  it('shows a stored amount with thousands separators', () => {
    const { input } = renderAmount(1250000);
    expect(input.value).toBe('1,250,000');
    expect(input.maxLength).toBe(16);
  });

  it('adds separators while typing and hands on dollars with the commas stripped', () => {
    const { input, handed } = renderAmount();
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('1,234,567');
    expect(handed).toEqual([1234567]);
    fireEvent.change(input, { target: { value: '1,234,5678' } });
    expect(input.value).toBe('12,345,678');
    expect(handed.at(-1)).toBe(12345678);
  });

  it('keeps digits only', () => {
    const { input, handed } = renderAmount();
    fireEvent.change(input, { target: { value: '12a3.5-' } });
    expect(input.value).toBe('1,235');
    expect(handed).toEqual([1235]);
  });

  it('an emptied field is null', () => {
    const { input, handed } = renderAmount(500);
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(handed).toEqual([null]);
  });

  it('stops at 16 characters, separators included', () => {
    const { input } = renderAmount();
    fireEvent.change(input, { target: { value: '12345678901234567890' } });
    expect(input.value.length).toBeLessThanOrEqual(16);
    // 13 digits would need 17 characters with separators, so 12 digits stand.
    expect(input.value).toBe('123,456,789,012');
  });

  it('blocks letter keys, the minus and the point; lets digits and named keys through', () => {
    const { input } = renderAmount();
    expect(keyDown(input, 'a')).toBe(true);
    expect(keyDown(input, '-')).toBe(true);
    expect(keyDown(input, '.')).toBe(true);
    expect(keyDown(input, '7')).toBe(false);
    expect(keyDown(input, 'Backspace')).toBe(false);
    expect(keyDown(input, 'Tab')).toBe(false);
  });

  it('blocks pasting non-numeric text and accepts pasted numbers with commas', () => {
    const { input, handed } = renderAmount();
    paste(input, 'abc');
    expect(input.value).toBe('');
    expect(handed).toEqual([]);
    paste(input, '12,000');
    expect(input.value).toBe('12,000');
    expect(handed).toEqual([12000]);
  });

  it('amountText formats null and whole dollars', () => {
    expect(amountText(null)).toBe('');
    expect(amountText(0)).toBe('0');
    expect(amountText(999)).toBe('999');
    expect(amountText(1000)).toBe('1,000');
  });
});
