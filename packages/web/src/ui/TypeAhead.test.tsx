import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypeAhead } from './TypeAhead';

afterEach(cleanup);

const SUGGESTIONS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
];

function renderTypeAhead(suggestions = SUGGESTIONS) {
  const handlers = { onInput: vi.fn(), onChoose: vi.fn(), onCommit: vi.fn(), onDismiss: vi.fn() };
  render(
    <>
      <label htmlFor="ta">Person</label>
      <TypeAhead id="ta" value="Al" suggestions={suggestions} {...handlers} />
    </>,
  );
  return { ...handlers, input: screen.getByRole('combobox', { name: 'Person' }) };
}

describe('TypeAhead', () => {
  it('ArrowUp from nothing picks the last option and sets aria-activedescendant', () => {
    const { input, onChoose } = renderTypeAhead();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('Beta');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith('b');
  });

  it('Enter with no option picked commits the text; Escape dismisses the list', () => {
    const { input, onCommit, onDismiss, onChoose } = renderTypeAhead();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('no suggestions: collapsed, and leaving the field commits', () => {
    const { input, onCommit, onInput } = renderTypeAhead([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(input, { target: { value: 'Alp' } });
    expect(onInput).toHaveBeenCalledWith('Alp');
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
