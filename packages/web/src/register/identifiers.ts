/** Container identifiers of the Asset Register tab (bound in register/bindings.ts). */
export const REGISTER_TYPES = {
  /** `AssetRegisterPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  AssetRegisterPort: Symbol.for('AssetRegisterPort'),
  /** `RegisterStore`: the tab's root store (views, list, selection, dialogs). */
  RegisterStore: Symbol.for('RegisterStore'),
} as const;
