/**
 * Issue 23 item 9: the staging screen shows the optional columns of every asset field like the spec's, each value
 * as the register will hold it, and an unreadable one marked beside its cell with the reason (the row invalid).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRegister } from '../../register/testing/render';
import { csvFile, csvRow, HEADER } from '../testing/fakes';

afterEach(cleanup);

const LAW_HEADER =
  ',Fund Code,Property Code,Financial Year End,Annual Depreciation Claim,Abandonment Label,Abandonment Date,' +
  'Disposal Date,Termination Value,Set Name,Second Hand,Construction Start Date,Construction Completion Date,' +
  'Construction Use';

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  });
  await waitFor(() => expect(screen.queryByTestId('import-reading')).toBeNull());
}

describe('the staging screen with the columns of every asset field (issue 23 item 9)', () => {
  it('shows each new value as the register will hold it, and marks one it cannot read', async () => {
    await renderRegister();
    await choose(
      csvFile('register.csv', [
        HEADER + LAW_HEADER,
        `${csvRow(1)},F1,P-14,30/6/2020,,Level 2,30/06/2024,15/3/2023,"$1,500",'=SUM(A1),yes,,,Non Residential`,
        `${csvRow(2)},,,,,,,,,,maybe,,,`,
      ]),
    );
    const headings = within(screen.getByTestId('staged-table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // Then issue 25's Rate Reason, empty in this file.
    expect(headings.slice(-14, -1)).toEqual(LAW_HEADER.slice(1).split(','));
    expect(headings.at(-1)).toBe('Rate Reason');
    const first = screen.getByTestId('staged-row-2');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    const texts = [...first.querySelectorAll('.staged-value')].map((cell) => cell.textContent).slice(-14, -1);
    expect(texts).toEqual([
      'F1',
      'P-14',
      '30 Jun 2020',
      '',
      'Level 2',
      '30 Jun 2024',
      '15 Mar 2023',
      '1,500.00',
      '=SUM(A1)',
      'Yes',
      '',
      '',
      'nonResidential',
    ]);
    const second = screen.getByTestId('staged-row-3');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(within(second).getAllByText("Second Hand 'maybe' is not Yes or No.").length).toBeGreaterThan(0);
  });
});
