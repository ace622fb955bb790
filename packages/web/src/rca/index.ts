/*
 * The RCA view's public surface (docs/architecture.md "web"): the shell loads it lazily, so it holds only the screen
 * (a static import of anything here would pull the whole view into the first page's bundle).
 */
export { RcaApp } from './RcaApp';
