/** Container identifiers of the Administration page (bound in admin/bindings.ts). */
export const ADMIN_TYPES = {
  /** `AdminPort`. */
  AdminPort: Symbol.for('AdminPort'),
  /** `AdminStore`. */
  AdminStore: Symbol.for('AdminStore'),
  /** `IncentiveWindowsPort` (issue 23 item 2). */
  IncentiveWindowsPort: Symbol.for('IncentiveWindowsPort'),
  /** `IncentiveWindowsStore`: the Incentive windows section. */
  IncentiveWindowsStore: Symbol.for('IncentiveWindowsStore'),
  /** `IncentiveWindowsInForce`: the windows the screens judge rows with, read once per session. */
  IncentiveWindowsInForce: Symbol.for('IncentiveWindowsInForce'),
  /** `FirmPort` (issue 25 item 1). */
  FirmPort: Symbol.for('FirmPort'),
  /** `FirmStore`: the Firm section (the firm, its logo and offices). */
  FirmStore: Symbol.for('FirmStore'),
  /** `BuildingRatesPort` (issue 28 item 3). */
  BuildingRatesPort: Symbol.for('BuildingRatesPort'),
  /** `BuildingRatesStore`: the Building rates section (the rate library of the assessments). */
  BuildingRatesStore: Symbol.for('BuildingRatesStore'),
  /** `OwnRegistrationStore`: a user's own registration number, from the main portal. */
  OwnRegistrationStore: Symbol.for('OwnRegistrationStore'),
} as const;
