import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportApp } from '../ReportApp';
import { FakeReportsPort, makeReport, readOnlyRefusal } from '../testing/fakes';
import { renderInApp, testContainer } from '../testing/render';

afterEach(cleanup);

async function renderGeneralInfo(port = new FakeReportsPort()) {
  renderInApp(<ReportApp reportId={42} />, { container: testContainer(port) });
  await screen.findByTestId('general-info');
  // The method list arrives after the form.
  await screen.findByRole('option', { name: 'Diminishing Value' });
  return port;
}

const EDITABLE_LABELS = [
  'Tax paying entity',
  'Depreciation method',
  'Checker',
  'Reference',
  'Assessment date',
  'EOFY report date',
  'Report name',
  // Issue 25: Dates and instructions.
  'Instructed by (person)',
  'Instruction date',
  'Inspection date',
  'Settlement date',
  'First available for rent',
];

describe('GeneralInfoTab: form basics', () => {
  it('binds every label to its input and shows the required marks', async () => {
    await renderGeneralInfo();
    for (const label of EDITABLE_LABELS)
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('Tax paying entity') as HTMLInputElement).value).toBe('Harbour Trust');
    expect((screen.getByLabelText('EOFY report date') as HTMLSelectElement).value).toBe('2025-06-30');
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    // Seven required fields: entity, method, LVP, checker, assessment date, EOFY date, report name.
    expect(screen.getAllByTestId('required-mark')).toHaveLength(7);
    expect(screen.getByTestId('gi-portfolio').textContent).toBe('Harbour Portfolio');
    expect((screen.getByTestId('gi-instruction-date') as HTMLInputElement).value).toBe('01/02/2025');
    expect(screen.getByTestId('gi-surveyor').textContent).toBe('Sam Surveyor');
    expect(screen.getByTestId('gi-property-name').textContent).toBe('Harbour Tower');
    expect(screen.getByTestId('hidden-property-block').hidden).toBe(true);
  });

  it('read-only: every input disabled, no required marks, no Save', async () => {
    await renderGeneralInfo(new FakeReportsPort(makeReport({ readOnly: true })));
    for (const label of EDITABLE_LABELS)
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Yes') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryAllByTestId('required-mark')).toHaveLength(0);
    expect(screen.queryByTestId('save-general-info')).toBeNull();
  });

  it('shows what is missing', async () => {
    const report = makeReport();
    report.instructions.reliantParty = null;
    await renderGeneralInfo(new FakeReportsPort(report));
    expect(screen.getByText('Tax paying entity is required.')).toBeTruthy();
  });

  it('the EOFY date renames the report and saves', async () => {
    const port = await renderGeneralInfo();
    fireEvent.change(screen.getByLabelText('EOFY report date'), { target: { value: '2024-06-30' } });
    expect((screen.getByLabelText('Report name') as HTMLInputElement).value).toBe('30 June 2024');
    await waitFor(() => expect(port.lastSaved?.reportingInfo.reportName).toBe('30 June 2024'));
    // Issue 26 item 16: the header names the report by what was saved, without a reload.
    await waitFor(() =>
      expect(screen.getByTestId('report-name').textContent).toBe('Harbour Tower, 30 June 2024'),
    );
  });

  it('Save shows the success alert', async () => {
    await renderGeneralInfo();
    fireEvent.click(screen.getByTestId('save-general-info'));
    const alert = await screen.findByTestId('alert-success');
    expect(alert.textContent).toContain('Save Success');
    expect(alert.textContent).toContain('General Info updated successfully.');
  });

  it('a failed save shows an error and keeps the typed value', async () => {
    const port = await renderGeneralInfo();
    port.failSaves = true;
    const entity = screen.getByLabelText('Tax paying entity') as HTMLInputElement;
    fireEvent.change(entity, { target: { value: 'New Trust' } });
    fireEvent.blur(entity);
    const alert = await screen.findByTestId('alert-error');
    expect(alert.textContent).toContain('Tax paying entity was not saved');
    expect(entity.value).toBe('New Trust');
    expect(screen.getByTestId('save-state').textContent).toBe('Latest change not saved');
  });

  it('a save the service refuses shows its reason in the alert (issue #10)', async () => {
    const port = await renderGeneralInfo();
    port.report!.readOnly = true;
    const entity = screen.getByLabelText('Tax paying entity') as HTMLInputElement;
    fireEvent.change(entity, { target: { value: 'New Trust' } });
    fireEvent.blur(entity);
    const alert = await screen.findByTestId('alert-error');
    expect(alert.textContent).toContain(`Tax paying entity was not saved: ${readOnlyRefusal(42)}`);
    expect(entity.value).toBe('New Trust');
  });
});

describe('GeneralInfoTab: method dialog', () => {
  it('Escape cancels and restores the previous method', async () => {
    const port = await renderGeneralInfo();
    const select = screen.getByLabelText('Depreciation method') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '2' } });
    const dialog = screen.getByRole('dialog', { name: 'Update Depreciation Method?' });
    expect(dialog.textContent).toContain(
      'Assets with category 40 and category AD in the asset register will be updated accordingly.',
    );
    expect(document.activeElement?.textContent).toBe('Confirm Update');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(select.value).toBe('1');
    expect(port.saved).toHaveLength(0);
  });

  it('Cancel and the close button restore too; Confirm Update saves the new method', async () => {
    const port = await renderGeneralInfo();
    const select = screen.getByLabelText('Depreciation method') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Update' }));
    await waitFor(() => expect(port.lastSaved?.instructions.depreciationMethodId).toBe(2));
    expect(select.value).toBe('2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('GeneralInfoTab: checker type-ahead', () => {
  it('arrow keys and Enter choose a suggestion', async () => {
    const port = await renderGeneralInfo();
    const checker = screen.getByRole('combobox', { name: 'Checker' }) as HTMLInputElement;
    fireEvent.change(checker, { target: { value: 'Al' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(checker, { target: { value: 'Ale' } });
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alex Brown', 'Alexa Green']);
    expect(checker.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(checker, { key: 'ArrowDown' });
    fireEvent.keyDown(checker, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('Alexa Green');
    fireEvent.keyDown(checker, { key: 'Enter' });
    expect(checker.value).toBe('Alexa Green');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(port.lastSaved?.reportingInfo.qsCheckerId).toBe(120));
  });

  it('Escape closes the list; leaving with an unknown name keeps the text, says it is not saved, and saves nothing', async () => {
    const port = await renderGeneralInfo();
    const checker = screen.getByRole('combobox', { name: 'Checker' }) as HTMLInputElement;
    fireEvent.change(checker, { target: { value: 'Alexander' } });
    await act(async () => undefined);
    fireEvent.keyDown(checker, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.blur(checker);
    const reason = await screen.findByText(
      '“Alexander” is not a name from the list: it is not saved. The report keeps “Chris Checker”.',
    );
    expect(checker.value).toBe('Alexander');
    // Tied to the field, so a screen reader reads it with the field (accessibility paragraph of issue 16).
    expect(checker.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    expect(checker.getAttribute('aria-invalid')).toBe('true');
    expect(port.saved).toHaveLength(0);
    expect(screen.getByTestId('save-state').textContent).toBe('Not saved: Checker');
  });

  it('clicking a suggestion chooses it', async () => {
    await renderGeneralInfo();
    const checker = screen.getByRole('combobox', { name: 'Checker' }) as HTMLInputElement;
    fireEvent.change(checker, { target: { value: 'Alex B' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Alex Brown' }));
    expect(checker.value).toBe('Alex Brown');
  });
});
