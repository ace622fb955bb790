/*
 * Whose figures the figures tabs, the schedule export and the PDF show (issue 23 item 7), the public surface
 * (docs/architecture.md "web"): the picker, its store, and the port that adds the chosen owner to every call.
 */
export { FiguresOwnerPicker } from './FiguresOwnerPicker';
export { FiguresOwnerStore } from './FiguresOwnerStore';
export { OwnerScopedCalculationsPort } from './owner-scoped-port';
