import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../ui/Notifier';
import { ASSET_VIEW } from '../columns';
import { makeAsset, makeRegisterReport } from '../testing/fake-port';
import { LISTED, PASTE_INVALID_NOTE, PasteDialog } from './PasteDialog';
import { RegisterPaste } from './RegisterPaste';

afterEach(cleanup);

function staged(rows: number, text: string, columnKey = 'description') {
  const assets = Array.from({ length: rows }, (_, i) => ({
    asset: makeAsset(i + 1, { description: `Fan ${i + 1}` }),
  }));
  const port = { pasteRows: async () => null, stagedRates: async () => null, lastFailure: () => null };
  const paste = new RegisterPaste(
    port,
    {
      report: makeRegisterReport(),
      reportId: 7,
      readOnly: false,
      view: ASSET_VIEW,
      rows: assets,
      lookups: { categories: [], methods: [{ code: 'PC', description: 'Prime Cost' }] },
      output: { isShown: () => true },
      notifier: new Notifier(),
      reload: async () => undefined,
    },
    () => 'paste-1',
  );
  paste.paste(text, { assetId: '1', columnKey });
  render(<PasteDialog paste={paste} />);
  return paste;
}

describe('PasteDialog (docs/product/asset-register.md "Paste from Excel")', () => {
  it('shows each changed field from → to, the additions and the lines with errors; Cancel has the focus', () => {
    staged(1, 'Ceiling fan\t\t\t\t\t\t\t\t$1,234.50\r\nLift\r\n');
    const dialog = screen.getByRole('dialog', { name: 'Paste from Excel' });
    expect(dialog.textContent).toContain(
      '1 asset changed and 1 asset added. Nothing is saved until you confirm.',
    );
    const changes = screen.getByTestId('paste-changes').textContent;
    expect(changes).toContain('Line 1, asset 1 (Fan 1):');
    expect(changes).toContain('Asset Description: Fan 1 → Ceiling fan');
    expect(changes).toContain('Original Cost: 12,000.00 → 1,234.50');
    expect(changes).toContain('Invoice Date: 01/09/2024 → (empty)');
    expect(screen.getByTestId('paste-additions').textContent).toBe('Line 2: Lift');
    expect(screen.getByTestId('paste-invalid').textContent).toContain(
      'Line 2 (added): Tax Code is missing. Category is missing.',
    );
    expect(dialog.textContent).toContain(PASTE_INVALID_NOTE);
    expect(document.activeElement).toBe(screen.getByTestId('paste-cancel'));
    expect(screen.getByTestId('paste-confirm').textContent).toBe('Save 2 rows');
  });

  it('lists the first changes and counts the rest; Escape cancels', () => {
    const rows = LISTED + 7;
    const paste = staged(rows, Array.from({ length: rows }, (_, i) => `Pump ${i}\r\n`).join(''));
    expect(screen.getByTestId('paste-changes').children).toHaveLength(LISTED);
    expect(screen.getByRole('dialog').textContent).toContain('and 7 more assets changed.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(paste.staged).toBeNull();
  });
});
