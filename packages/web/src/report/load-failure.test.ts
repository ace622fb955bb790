import { describe, expect, it } from 'vitest';
import { reportLoadFailureText } from './load-failure';

describe('reportLoadFailureText (issue 16 item 8)', () => {
  it('says a missing or foreign report does not exist or is not yours, without offering a refresh', () => {
    const missing = reportLoadFailureText(999, { status: 404, message: 'Report 999 does not exist.' });
    expect(missing).toBe(
      'Report 999 does not exist, or it is not one of yours. Check the link, or open the report from your list of reports.',
    );
    expect(reportLoadFailureText(7, { status: 403, message: null })).toMatch(
      /^Report 7 does not exist, or it is not one of yours\./,
    );
  });

  it('offers a refresh when the service could not answer', () => {
    expect(reportLoadFailureText(3, { status: null, message: 'The service could not be reached.' })).toBe(
      'Report 3 could not be loaded. The service could not be reached. Refresh the page to try again.',
    );
    expect(reportLoadFailureText(3, null)).toBe(
      'Report 3 could not be loaded. Refresh the page to try again.',
    );
  });
});
