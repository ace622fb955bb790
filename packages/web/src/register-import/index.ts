/*
 * Import Assets and Export Assets, the public surface (docs/architecture.md "Feature boundaries"): the menu the
 * register's header shows. Their stores are bound by register/bindings.ts (the composition root).
 */
export { RegisterTransfers } from './components/RegisterTransfers';
