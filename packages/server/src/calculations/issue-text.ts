/**
 * Why an asset has no figures, in words (issue 26 item 5): the register's errors are sentences of their own
 * (packages/domain/src/assets/validation.ts); the engine's own checks name the field they are about.
 */
import type { TaxInputIssue } from '@taxdep/domain/tax';

export function issueText(issue: TaxInputIssue): string {
  return /^[A-Z]/.test(issue.message) ? issue.message : `${issue.field} ${issue.message}`;
}
