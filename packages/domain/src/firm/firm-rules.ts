/**
 * The rules of the firm's and its offices' fields (issue 25 item 1; docs/product/administration.md "The firm"):
 * the service refuses a save that breaks one (400 naming the field) and the Firm screen shows the same message
 * beside the field before anything is sent. Each check answers a message per field in error.
 */
import type { FirmSave, OfficeSave } from '../api/firm-calls';
import { isValidAbn } from './abn';

/**
 * The standard texts print on one page each of the PDF (the notes page, the sign-off page), so they are bounded
 * in characters and in paragraphs (separated by a blank line); the defaults use well under half.
 */
export const FIRM_TEXT_LIMITS = {
  disclaimer: { characters: 2000, paragraphs: 8 },
  notes: { characters: 4000, paragraphs: 12 },
} as const;

export const FIRM_NAME_MAX_LENGTH = 200;

/** The states and territories an office's address may name (Australia Post's abbreviations). */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export type FirmField = keyof FirmSave;
export type FirmErrors = Partial<Record<FirmField, string>>;
export type OfficeField = keyof OfficeSave;
export type OfficeErrors = Partial<Record<OfficeField, string>>;

const blank = (text: string) => text.trim() === '';

/** A Tax Practitioners Board registration number: 8 digits (the number the TPB register shows). */
export function isRegistrationNumber(text: string): boolean {
  return /^[0-9]{8}$/.test(text.trim());
}

/** The message for a registration number as typed, or null when it is one (or empty, meaning none). */
export function registrationNumberError(text: string): string | null {
  return blank(text) || isRegistrationNumber(text)
    ? null
    : 'A registration number is 8 digits, as the Tax Practitioners Board register shows it.';
}

/** Digits, spaces, +, parentheses and hyphens, with 8 to 15 digits (a landline with its area code to +61…). */
function phoneError(text: string): string | null {
  if (blank(text)) return null;
  const digits = text.replace(/[^0-9]/g, '').length;
  return /^[0-9 +()-]+$/.test(text.trim()) && digits >= 8 && digits <= 15
    ? null
    : 'A phone number is digits, with spaces, +, ( ) or - between them (for example 02 9000 1234).';
}

export function emailError(text: string): string | null {
  if (blank(text)) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) && text.trim().length <= 254
    ? null
    : 'An e-mail address looks like name@firm.com.au.';
}

function websiteError(text: string): string | null {
  if (blank(text)) return null;
  return /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text.trim()) && text.trim().length <= 200
    ? null
    : 'A website is an address such as www.firm.com.au.';
}

function standardTextError(label: string, text: string, limits: { characters: number; paragraphs: number }) {
  if (blank(text)) return `${label} must not be empty: it prints on every report.`;
  if (text.length > limits.characters)
    return `${label} is ${text.length} characters; at most ${limits.characters} fit its page.`;
  const paragraphs = paragraphsOf(text).length;
  if (paragraphs > limits.paragraphs)
    return `${label} has ${paragraphs} paragraphs; at most ${limits.paragraphs} fit its page.`;
  return null;
}

/** A standard text's paragraphs as printed: split at blank lines, each paragraph's lines joined. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p !== '');
}

function put<K extends string>(errors: Partial<Record<K, string>>, field: K, message: string | null) {
  if (message !== null) errors[field] = message;
}

/** The firm's fields as saved (docs/product/administration.md "The firm"): the name is required, the rest checked for form. */
export function validateFirm(save: FirmSave): FirmErrors {
  const errors: FirmErrors = {};
  if (blank(save.name)) errors.name = 'The firm’s name is required.';
  else if (save.name.trim().length > FIRM_NAME_MAX_LENGTH)
    errors.name = `The firm’s name is at most ${FIRM_NAME_MAX_LENGTH} characters.`;
  if (!blank(save.abn) && !isValidAbn(save.abn))
    errors.abn =
      'Not an ABN: 11 digits whose check digits the ATO’s rule accepts (for example 51 824 753 556).';
  put(errors, 'tpbRegistrationNumber', registrationNumberError(save.tpbRegistrationNumber));
  put(errors, 'phone', phoneError(save.phone));
  put(errors, 'email', emailError(save.email));
  put(errors, 'website', websiteError(save.website));
  put(
    errors,
    'disclaimer',
    standardTextError('The disclaimer', save.disclaimer, FIRM_TEXT_LIMITS.disclaimer),
  );
  put(errors, 'notes', standardTextError('The notes', save.notes, FIRM_TEXT_LIMITS.notes));
  return errors;
}

/** An office as saved: name and address required (they print on the cover), phone and e-mail checked for form. */
export function validateOffice(save: OfficeSave): OfficeErrors {
  const errors: OfficeErrors = {};
  const required: [OfficeField, string][] = [
    ['name', 'The office’s name is required.'],
    ['streetAddress', 'The street address is required.'],
    ['suburb', 'The suburb is required.'],
  ];
  for (const [field, message] of required) {
    if (blank(save[field])) errors[field] = message;
    else if (save[field].trim().length > FIRM_NAME_MAX_LENGTH)
      errors[field] = `At most ${FIRM_NAME_MAX_LENGTH} characters.`;
  }
  if (!(AUSTRALIAN_STATES as readonly string[]).includes(save.state.trim().toUpperCase()))
    errors.state = `The state is one of ${AUSTRALIAN_STATES.join(', ')}.`;
  if (!/^[0-9]{4}$/.test(save.postcode.trim())) errors.postcode = 'A postcode is 4 digits.';
  put(errors, 'phone', phoneError(save.phone));
  put(errors, 'email', emailError(save.email));
  return errors;
}
