/** Container identifiers of Paste from Excel (bound in register/bindings.ts). */
export const PASTE_TYPES = {
  /** `RegisterPastePort` (domain/ports), the paste call over `TYPES.ApiClient`. */
  RegisterPastePort: Symbol.for('RegisterPastePort'),
  /** `RegisterPaste`: staging a block pasted into the grid, its dialog and its one write. */
  RegisterPaste: Symbol.for('RegisterPaste'),
} as const;
