/** Container identifiers of the Administration page (bound in admin/bindings.ts). */
export const ADMIN_TYPES = {
  /** `AdminPort`. */
  AdminPort: Symbol.for('AdminPort'),
  /** `AdminStore`. */
  AdminStore: Symbol.for('AdminStore'),
} as const;
