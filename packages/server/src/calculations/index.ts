/**
 * The figures of a register (Calculations, Deductions, Summary): the per-instance cache, one owner's view,
 * and the answers the export, the PDF and the portal reuse.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { currentFigures, type Figures, warmFigures } from './figures-cache';
export { methodComparison } from './method-comparison';
export { type FiguresView, figuresFor } from './owner-figures';
export { calculationRoutes } from './routes';
export { deductionView, summaryJson, summaryView } from './service';
export { summaryLeftOutAnswer } from './wire-figures';
