/* The Calculations tab's public surface (docs/architecture.md "web"): the tab, with its figure explanations. */
export { ExplainedCalculationsTab } from './ExplainedCalculationsTab';
