/* The Calculations tab's public surface (docs/architecture.md "web"): the tab, with its figure explanations. */
export { ExplainedCalculationsTab } from './ExplainedCalculationsTab';
export { type ExplainAssetFigure, ExplainedFigures } from './ExplainedFigures';
