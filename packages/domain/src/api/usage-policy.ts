/**
 * The firm's usage policy (spec 1: the main portal "lets a user accept the policy"; spec 3 "Token claims": the
 * product token carries the date the user last accepted it). Issue 15: a user whose acceptance is missing or older
 * than the current policy's date sees it on sign-in and must accept before going on. The text is here so the
 * screen and docs/product/usage-policy.md show the same words; a new version changes `date` and the text, and
 * every user accepts again.
 */
import type { CivilDate } from './wire-limits';

export interface UsagePolicy {
  /** The date this version took effect (`YYYY-MM-DD`). */
  date: CivilDate;
  title: string;
  paragraphs: readonly string[];
}

export const USAGE_POLICY: UsagePolicy = {
  date: '2026-07-01',
  title: 'Acceptable use and confidentiality policy',
  paragraphs: [
    'This portal holds the firm’s depreciation work for its clients: property details, cost records, registers and schedules. Use it only for the firm’s work and only for reports you are asked to prepare, check or read.',
    'Client information is confidential. Do not copy registers, schedules or documents out of the portal except to deliver them to the client named on the report, and keep downloaded files on the firm’s systems.',
    'Your sign-in is yours alone. Do not share it, and sign out when you leave a shared computer. Every change you make is recorded against your name and shown in the report’s history.',
    'A schedule carries the firm’s and your tax agent registration. Submit a report for checking only when you believe it is right, and sign off as checker only after you have checked it.',
    'The firm may review how the portal is used. Report a suspected breach or a mistake in an issued schedule to your office manager at once.',
  ],
};

/**
 * Whether a user who last accepted on `acceptedDate` (null: never) must accept the policy dated `policyDate`:
 * acceptance on or after the policy's date counts (both civil dates, compared as `YYYY-MM-DD` text).
 */
export function policyAcceptanceNeeded(
  acceptedDate: string | null,
  policyDate: string = USAGE_POLICY.date,
): boolean {
  return acceptedDate === null || acceptedDate < policyDate;
}
