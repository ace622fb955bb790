/**
 * The firm's users as an administrator adds them (issue 26 item 17; docs/product/administration.md "Users"), and
 * who may be a report's surveyor or checker. The screen checks with these rules before sending; the service
 * applies them again, and checks what only it can (the email not taken, the office existing).
 */
import type { AdminReportRole, AdminUserCreate } from '../api/admin-calls';
import { emailError } from './firm-rules';

export const USER_ROLES: readonly AdminReportRole[] = ['surveyor', 'checker', 'administrator'];

export const USER_ROLE_LABELS: Readonly<Record<AdminReportRole, string>> = {
  surveyor: 'Surveyor',
  checker: 'Checker',
  administrator: 'Administrator',
};

export const PERSON_NAME_MAX_LENGTH = 100;

export type NewUserField = 'firstName' | 'lastName' | 'email' | 'role';
export type NewUserErrors = Partial<Record<NewUserField, string>>;

/**
 * A checker may check and, being a senior surveyor, survey another checker's report; a surveyor only surveys; an
 * administrator does neither (the spec: "Users are surveyors and checkers", docs/product/states-and-permissions.md).
 */
export function maySurvey(role: string): boolean {
  return role === 'surveyor' || role === 'checker';
}

export function mayCheck(role: string): boolean {
  return role === 'checker';
}

export function isUserRole(role: unknown): role is AdminReportRole {
  return typeof role === 'string' && (USER_ROLES as readonly string[]).includes(role);
}

function nameError(label: string, text: string): string | null {
  if (text.trim() === '') return `${label} is required.`;
  if (text.trim().length > PERSON_NAME_MAX_LENGTH)
    return `${label} is at most ${PERSON_NAME_MAX_LENGTH} characters.`;
  return null;
}

/** The form of a new user (names, email, role); the office and the email's uniqueness are the service's to check. */
export function validateNewUser(save: Omit<AdminUserCreate, 'officeId'>): NewUserErrors {
  const errors: NewUserErrors = {};
  const first = nameError('The first name', save.firstName);
  if (first) errors.firstName = first;
  const last = nameError('The last name', save.lastName);
  if (last) errors.lastName = last;
  const email =
    save.email.trim() === '' ? 'The email is required: the user signs in with it.' : emailError(save.email);
  if (email) errors.email = email;
  if (!isUserRole(save.role)) errors.role = 'Choose surveyor, checker or administrator.';
  return errors;
}

/** An email as stored: trimmed; its case is kept (it is compared case aside, users_email_unique). */
export function storedEmail(text: string): string {
  return text.trim();
}
