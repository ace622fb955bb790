/** The firm's rules (issue 25 item 1; docs/product/administration.md "The firm"): ABN, registration, offices, logo. */
export { ABN_WEIGHTS, abnDigits, formatAbn, isValidAbn } from './abn';
export {
  AUSTRALIAN_STATES,
  FIRM_NAME_MAX_LENGTH,
  FIRM_TEXT_LIMITS,
  type FirmErrors,
  type FirmField,
  isRegistrationNumber,
  type OfficeErrors,
  type OfficeField,
  paragraphsOf,
  registrationNumberError,
  validateFirm,
  validateOffice,
} from './firm-rules';
export { FIRM_LOGO_MAX_BYTES, FIRM_LOGO_MAX_PIXELS, type LogoImage, logoError, readLogoImage } from './logo';
export {
  isUserRole,
  mayCheck,
  maySurvey,
  type NewUserErrors,
  type NewUserField,
  PERSON_NAME_MAX_LENGTH,
  storedEmail,
  USER_ROLE_LABELS,
  USER_ROLES,
  validateNewUser,
} from './user-rules';
