import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertToast } from './Alert';
import { failureMessage } from './failure-message';

afterEach(cleanup);

const SAVE = { failed: 'The asset could not be saved', advice: 'Edit the field again to retry.' };

describe('failureMessage (issue #10)', () => {
  it('without a reason says what the screen said before', () => {
    expect(failureMessage(SAVE, null)).toBe('The asset could not be saved. Edit the field again to retry.');
    expect(failureMessage({ failed: 'Not saved' }, { status: 401, message: null })).toBe('Not saved.');
  });

  it('puts the reason after the screen’s words and before the advice, as a sentence', () => {
    expect(failureMessage(SAVE, { status: 409, message: 'Report 3 is read-only.' })).toBe(
      'The asset could not be saved: Report 3 is read-only. Edit the field again to retry.',
    );
    expect(failureMessage({ failed: 'Not saved' }, { status: 400, message: 'Bad date' })).toBe(
      'Not saved: Bad date.',
    );
  });

  it('the alert shows a reason that looks like markup as text', () => {
    const message = failureMessage(SAVE, { status: 400, message: '<img src=x onerror=alert(1)>' });
    render(<AlertToast alert={{ type: 'error', title: 'Error', message }} onDismiss={() => {}} />);
    const alert = screen.getByTestId('alert-error');
    expect(alert.textContent).toContain('could not be saved: <img src=x onerror=alert(1)>.');
    expect(alert.querySelector('img')).toBeNull();
  });
});
