/**
 * The Australian Business Number (issue 25 item 1): 11 digits whose check is the ATO's published algorithm
 * ("Format of the ABN", abr.business.gov.au): subtract 1 from the first digit, weight the digits by
 * 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum is a multiple of 89. The service refuses an ABN that fails it
 * and the Firm screen says so beside the field, from this one rule.
 */

export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's 11 digits as typed ("51 824 753 556", "51824753556"): spaces dropped; null when not 11 digits. */
export function abnDigits(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[0-9]{11}$/.test(digits) ? digits : null;
}

/** Whether `text` is an ABN: 11 digits (spaces allowed) that pass the ATO's check. */
export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text);
  if (digits === null) return false;
  let sum = 0;
  for (let k = 0; k < 11; k += 1) {
    const digit = Number(digits[k]) - (k === 0 ? 1 : 0);
    sum += digit * (ABN_WEIGHTS[k] as number);
  }
  return sum % 89 === 0;
}

/** An ABN as printed, "51 824 753 556" (2, 3, 3, 3 digits); text that is not 11 digits is returned as it is. */
export function formatAbn(text: string): string {
  const digits = abnDigits(text);
  if (digits === null) return text;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
