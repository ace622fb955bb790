/**
 * Issue 23's facts in the register grid (docs/product/asset-register.md "The asset's law facts"): Set, Second-hand,
 * Construction Start, Construction Completed and Construction Use, edited in place like the other columns, shut
 * where the law does not bear on the row's category, read-only with the report.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeRegisterPort, makeAsset, makeRegisterReport } from '../testing/fake-port';
import { renderRegister } from '../testing/render';
import { gridCell, openEditor, press, typeValue } from './grid.test-support';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CAPITAL_WORKS = { depreciationCategory: { id: 3, code: '43' } };

function twoRows(): FakeRegisterPort {
  return new FakeRegisterPort([
    makeAsset(1, { setName: 'Dining suite', secondHand: true }),
    makeAsset(2, { ...CAPITAL_WORKS, constructionUse: 'residential', constructionStartDate: '1986-08-01' }),
  ]);
}

describe('the asset’s law facts in the grid (issue 23)', () => {
  it('shows the five columns with their values as the editors name them', async () => {
    await renderRegister({ port: twoRows() });
    const headers = [...screen.getByRole('grid').querySelectorAll('th')].map((th) => th.dataset.columnKey);
    expect(headers).toEqual(
      expect.arrayContaining([
        'setName',
        'secondHand',
        'constructionStartDate',
        'constructionCompletionDate',
        'constructionUse',
      ]),
    );
    expect(gridCell(1, 'setName').textContent).toBe('Dining suite');
    expect(gridCell(1, 'secondHand').textContent).toBe('Yes');
    expect(gridCell(2, 'constructionStartDate').textContent).toBe('01/08/1986');
    expect(gridCell(2, 'constructionUse').textContent).toBe('Residential');
  });

  it('second-hand is a Yes/No select; the empty choice leaves it to the report (s40-27)', async () => {
    const { port } = await renderRegister({ port: twoRows() });
    const select = openEditor(gridCell(1, 'secondHand')) as unknown as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(['From the report', 'Yes', 'No']);
    typeValue(select as unknown as HTMLInputElement, 'No');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).secondHand).toBe(false);
    press('Escape');
    typeValue(openEditor(gridCell(1, 'secondHand')), '');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(2));
    expect(port.savedAsset(1).secondHand).toBeNull();
  });

  it('the set is typed like any text; Enter saves it', async () => {
    const { port } = await renderRegister({ port: twoRows() });
    act(() => gridCell(1, 'setName').focus());
    press('L');
    const field = screen.getByLabelText('Set of asset 1') as HTMLInputElement;
    typeValue(field, 'Lounge');
    press('Enter');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).setName).toBe('Lounge');
  });

  it('construction use is a select of the six uses of Tables 43-140 and 43-145', async () => {
    const { port } = await renderRegister({ port: twoRows() });
    const select = openEditor(gridCell(2, 'constructionUse')) as unknown as HTMLSelectElement;
    expect(select.options).toHaveLength(7);
    expect(select.value).toBe('residential');
    typeValue(select as unknown as HTMLInputElement, 'nonResidential');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).constructionUse).toBe('nonResidential');
  });

  it('a completion before the start is marked on its cell with the reason, as the service refuses it', async () => {
    await renderRegister({ port: twoRows() });
    await new Promise((resolve) => setTimeout(resolve, 750));
    const field = openEditor(gridCell(2, 'constructionCompletionDate'));
    expect(field.readOnly).toBe(false);
    typeValue(field, '1/1/1980');
    press('Enter');
    await waitFor(() =>
      expect(gridCell(2, 'constructionCompletionDate').getAttribute('title')).toBe(
        'Construction completed is before construction start.',
      ),
    );
    expect(gridCell(2, 'constructionCompletionDate').className).toContain('cell-invalid');
  });

  it('a fact that does not bear on the row’s category is shut and says why', async () => {
    const { port } = await renderRegister({ port: twoRows() });
    const construction = gridCell(1, 'constructionUse');
    expect(construction.className).toContain('cell-not-applicable');
    expect(construction.title).toBe('Only for capital works (category 43, Division 43).');
    act(() => construction.focus());
    press('F2');
    expect(construction.querySelector('select')).toBeNull();
    expect(gridCell(2, 'secondHand').title).toBe('Only for Division 40 items (categories 40, AD, L and IA).');
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });

  it('a read-only report opens none of their editors', async () => {
    const { port } = await renderRegister({
      port: twoRows(),
      report: makeRegisterReport({ readOnly: true }),
    });
    for (const key of ['setName', 'secondHand', 'constructionUse']) {
      act(() => gridCell(key === 'constructionUse' ? 2 : 1, key).focus());
      press('F2');
    }
    expect(screen.getByRole('grid').querySelector('input[type="text"], select')).toBeNull();
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });
});
