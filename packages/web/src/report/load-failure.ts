import type { ApiFailure } from '@taxdep/domain/ports';

/**
 * What the report view says when its report cannot be loaded (issue 16 item 8). A report that does not exist, or
 * that this user may not open, says so: refreshing would not help, so it is not offered. The service answers 404
 * for both, and 403 where it tells them apart; any other failure (no answer, a fault) may pass, so it offers to retry.
 */
export function reportLoadFailureText(reportId: number, failure: ApiFailure | null): string {
  if (failure?.status === 404 || failure?.status === 403)
    return `Report ${reportId} does not exist, or it is not one of yours. Check the link, or open the report from your list of reports.`;
  const reason = failure?.message ? ` ${failure.message}` : '';
  return `Report ${reportId} could not be loaded.${reason} Refresh the page to try again.`;
}
