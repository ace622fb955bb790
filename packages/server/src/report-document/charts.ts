/**
 * The charts of the Deductions tab drawn into the PDF (issue 14: the same SVG): `@taxdep/charts` rendered with
 * react-dom/server and drawn with svg-to-pdfkit. The charts name Arial/Helvetica; the font callback gives their
 * text the document's embedded face instead, so no font outside the file is needed to read it.
 */
import {
  cumulativeClaims,
  MethodComparisonChart,
  type MethodComparisonYear,
  TaxFlowChart,
  type TaxFlowYear,
} from '@taxdep/charts';
import type { MethodComparisonAnswer } from '@taxdep/domain';
import { dollarsToCents } from '@taxdep/domain/format';
import type { SummaryTaxFlowRow } from '@taxdep/domain/tax';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import SVGtoPDF from 'svg-to-pdfkit';
import { type Canvas, FACES } from './canvas';

/**
 * The charts are .tsx sources run without a build step. tsx compiles them with the JSX settings of the tsconfig that
 * includes them (packages/server/tsconfig.json includes ../charts/src), but only when started from the server's
 * folder; started from elsewhere (the repository's root scripts) it falls back to the classic transform, which
 * calls a `React` in scope. Giving it one keeps the charts drawable however the service was started.
 */
(globalThis as { React?: typeof React }).React ??= React;

export const TAX_FLOW_TITLE = 'Summary tax flow, 40 years: deductions per financial year';
export const COMPARISON_TITLE = 'Prime cost versus diminishing value: claims added up over 40 years';

/**
 * The chart's bars from the flow's FY rows (as the Deductions tab makes them, packages/web/src/deductions/figures.ts
 * `taxFlowYears`): the three kinds of decline, the balancing adjustments, abandonment, and repairs with expensed
 * items, each by its name (issue 26 item 9).
 */
export function taxFlowYears(rows: readonly SummaryTaxFlowRow[]): TaxFlowYear[] {
  return rows.flatMap((r) =>
    r.finYearEndDate
      ? [
          {
            yearEnding: Number(r.finYearEndDate.slice(0, 4)),
            division40: r.div40Depreciation,
            lowValuePool: r.div40LVPDepreciation,
            division43: r.div43Depreciation,
            balancing:
              r.div40BalancingAdjustment + r.div40LVPBalancingAdjustment + r.div43BalancingAdjustment,
            abandonment: r.abandonment,
            repairs: r.repairs + r.expensedItem,
          },
        ]
      : [],
  );
}

/** Cumulative claims per method from the comparison's answer (as packages/web/src/deductions/MethodComparison.tsx). */
export function comparisonYears(answer: MethodComparisonAnswer): MethodComparisonYear[] {
  return cumulativeClaims(
    answer.diminishingValue.perFinancialYear.map((line, k) => ({
      yearEnding: Number(line.finYearEndDate.slice(0, 4)),
      diminishingValue: dollarsToCents(line.total),
      primeCost: dollarsToCents(answer.primeCost.perFinancialYear[k]?.total ?? 0),
    })),
  );
}

/**
 * The chart as a Figure of the structure tree, its title the alternate text (issue 25 item 7, tagging.ts). Issue 27:
 * the capex forecast's document draws its chart through it too.
 */
export function drawChartSvg(
  canvas: Canvas,
  svg: string,
  x: number,
  y: number,
  width: number,
  height: number,
  alt: string,
): void {
  canvas.tags.tag(
    'Figure',
    () =>
      SVGtoPDF(canvas.doc, svg, x, y, {
        width,
        height,
        preserveAspectRatio: 'xMidYMid meet',
        fontCallback: (_family: string, bold: boolean) => (bold ? FACES.bold : FACES.regular),
      }),
    undefined,
    { alt },
  );
}

export function drawTaxFlowChart(
  canvas: Canvas,
  years: readonly TaxFlowYear[],
  box: { x: number; y: number; width: number; height: number },
): void {
  const svg = renderToStaticMarkup(
    React.createElement(TaxFlowChart, { years, title: TAX_FLOW_TITLE, width: 960, height: 400 }),
  );
  drawChartSvg(canvas, svg, box.x, box.y, box.width, box.height, TAX_FLOW_TITLE);
}

export function drawComparisonChart(
  canvas: Canvas,
  years: readonly MethodComparisonYear[],
  box: { x: number; y: number; width: number; height: number },
): void {
  const svg = renderToStaticMarkup(
    React.createElement(MethodComparisonChart, { years, title: COMPARISON_TITLE, width: 960, height: 380 }),
  );
  drawChartSvg(canvas, svg, box.x, box.y, box.width, box.height, COMPARISON_TITLE);
}
