import { formatFirmInstant } from '@taxdep/domain/format';

/**
 * An ISO instant as the firm reads it, in the firm's zone whatever the browser's (issue 26 item 14):
 * "26 Nov 2026, 6:45 pm AEDT".
 */
export function shownInstant(iso: string): string {
  return formatFirmInstant(iso);
}
