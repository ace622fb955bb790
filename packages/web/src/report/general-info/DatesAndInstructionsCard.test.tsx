import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeReport } from '../testing/fakes';
import { setupGeneralInfo } from '../testing/general-info';
import { DatesAndInstructionsCard } from './DatesAndInstructionsCard';

afterEach(cleanup);

async function renderFacts(report = makeReport()) {
  const setup = await setupGeneralInfo(report);
  render(<DatesAndInstructionsCard store={setup.store} />);
  return setup;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Types a date as the user does and leaves the field with Enter. */
function typeDate(label: string, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.keyDown(input(label), { key: 'Enter' });
}

describe('General Info: Dates and instructions (issue 25)', () => {
  it('shows every fact of the report, dates as day/month/year, and from when the schedule starts', async () => {
    await renderFacts();
    expect(input('Instructed by (person)').value).toBe('Jane Citizen');
    expect(input('Instructed by (company)').value).toBe('Harbour Funds Pty Ltd');
    expect(input('Instruction reference').value).toBe('INS-7');
    expect(input('Instruction date').value).toBe('01/02/2025');
    expect(input('Inspection date').value).toBe('05/03/2025');
    expect(input('Contract (exchange) date').value).toBe('01/05/2020');
    expect(input('Settlement date').value).toBe('15/06/2020');
    expect(input('Construction commencement date').value).toBe('01/03/2011');
    expect(input('Construction completion date').value).toBe('30/09/2012');
    expect(input('First available for rent').value).toBe('01/07/2020');
    expect(screen.getByTestId('schedule-start').textContent).toBe(
      'The schedule starts on 01 July 2020 (first available for rent).',
    );
  });

  it('says "Not set" and why it is asked for a fact not entered', async () => {
    const report = makeReport();
    report.instructions.inspectionDate = null;
    await renderFacts(report);
    expect(describedBy(input('Inspection date'))).toMatch(/^Not set\. .*needed before Submit to QA\.$/);
  });

  it('saves a date when it is left and text after the pause, in the wire’s place', async () => {
    const { port } = await renderFacts();
    typeDate('First available for rent', '02/08/2020');
    await waitFor(() => expect(port.lastSaved?.propertyInfo.firstAvailableForRentDate).toBe('2020-08-02'));
    typeDate('Inspection date', '');
    await waitFor(() => expect(port.lastSaved?.instructions.inspectionDate).toBeNull());
    fireEvent.change(input('Instruction reference'), { target: { value: 'INS-8' } });
    fireEvent.blur(input('Instruction reference'));
    await waitFor(() => expect(port.lastSaved?.instructions.instructionRef).toBe('INS-8'));
  });

  it('marks an order that cannot happen on the later date, with the reason, and still saves it', async () => {
    const { port } = await renderFacts();
    typeDate('Construction completion date', '01/01/2010');
    await waitFor(() => expect(port.lastSaved?.propertyInfo.constructionCompletionDate).toBe('2010-01-01'));
    const completion = input('Construction completion date');
    expect(completion.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(completion)).toBe(
      'Construction completion date (01 January 2010) is before construction commencement date (01 March 2011): a building is completed after it is begun.',
    );
    // First available for rent is after completion, so only completion is marked.
    expect(input('First available for rent').getAttribute('aria-invalid')).toBeNull();
  });

  it('a failed save names the fact and keeps the entry', async () => {
    const { port, store } = await renderFacts();
    port.failSaves = true;
    typeDate('Settlement date', '16/06/2020');
    await waitFor(() => expect(store.alert?.message).toContain('Settlement date was not saved'));
    expect(input('Settlement date').value).toBe('16/06/2020');
  });

  it('read-only: shows the facts disabled and changes nothing', async () => {
    const { port, store } = await renderFacts(makeReport({ readOnly: true }));
    for (const label of ['Instructed by (person)', 'Inspection date', 'First available for rent']) {
      expect(input(label).disabled).toBe(true);
    }
    store.change(
      'Inspection date',
      (r) => {
        r.instructions.inspectionDate = null;
      },
      'now',
    );
    expect(store.report?.instructions.inspectionDate).toBe('2025-03-05');
    expect(port.saved).toHaveLength(0);
  });
});
