/*
 * The main portal's public surface (docs/architecture.md "web"): the shell loads it lazily, so it holds only the
 * screen; its stores are bound by portal/bindings.ts from the composition root.
 */
export { MainPortal } from './MainPortal';
