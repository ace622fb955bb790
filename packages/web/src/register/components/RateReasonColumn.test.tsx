/**
 * Issue 25 item 4 in the register grid (docs/product/asset-register.md "Rate modes"): the Rate Reason column beside
 * the rate, a customised rate without its reason marked on that cell and its row as the service judges it, typed
 * like any text, and shut on a row on the tax office's rate.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeRegisterPort, makeAsset } from '../testing/fake-port';
import { renderRegister } from '../testing/render';
import { gridCell, press, typeValue } from './grid.test-support';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const REASON = 'Self-assessed effective life of 16 years (s40-105)';

describe('the rate’s reason in the grid (issue 25 item 4)', () => {
  it('sits beside the rate, marks a customised rate without its reason, and clears once one is typed', async () => {
    const port = new FakeRegisterPort([makeAsset(1, { sourceTaxRate: 12.5 }), makeAsset(2)]);
    await renderRegister({ port });
    const headers = [...document.querySelectorAll('th')].map((th) => th.dataset.columnKey);
    expect(headers.indexOf('rateReason')).toBe(headers.indexOf('depreciationRate') + 1);
    const cell = gridCell(1, 'rateReason');
    expect(cell.className).toContain('cell-invalid');
    expect(cell.title).toBe('A customised rate needs its reason.');
    expect(cell.closest('tr')?.className).toContain('row-invalid');

    act(() => cell.focus());
    press('S');
    const field = document.querySelector<HTMLInputElement>('input[aria-label="Rate Reason of asset 1"]');
    expect(field).not.toBeNull();
    typeValue(field as HTMLInputElement, REASON);
    press('Enter');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).rateReason).toBe(REASON);
    await waitFor(() => expect(gridCell(1, 'rateReason').className).not.toContain('cell-invalid'));
    expect(gridCell(1, 'rateReason').textContent).toBe(REASON);
  });

  it('is shut on a row on the tax office’s rate, and says why', async () => {
    const port = new FakeRegisterPort([makeAsset(2)]);
    await renderRegister({ port });
    const cell = gridCell(2, 'rateReason');
    expect(cell.className).toContain('cell-not-applicable');
    expect(cell.title).toBe('Only for a customised rate (rate mode Customize).');
    act(() => cell.focus());
    press('F2');
    expect(cell.querySelector('input')).toBeNull();
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });
});
