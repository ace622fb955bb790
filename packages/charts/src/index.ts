/** Charts drawn once as SVG for the screens and the PDF report (docs/product/calculations-deductions-summary-report.md). */

export { CapexElementChart, type CapexElementChartProps } from './CapexElementChart';
export {
  CAPEX_SERIES_COLOURS,
  type CapexChartSegment,
  type CapexChartYear,
  stackCapexYears,
} from './capex-chart-data';
export { MethodComparisonChart, type MethodComparisonChartProps } from './MethodComparisonChart';
export { MethodComparisonTable } from './MethodComparisonTable';
export {
  cumulativeClaims,
  cumulativeExtent,
  METHOD_SERIES,
  type MethodComparisonYear,
  type MethodSeriesKey,
  type MethodYearClaims,
} from './method-comparison-data';
export { TaxFlowChart, type TaxFlowChartProps } from './TaxFlowChart';
export { TaxFlowTable } from './TaxFlowTable';
export {
  compactDollars,
  stackTaxFlow,
  TAX_FLOW_SERIES,
  type TaxFlowSegment,
  type TaxFlowSeriesKey,
  type TaxFlowYear,
  valueExtent,
} from './tax-flow-data';
