/**
 * The forecast's chart (issue 27 item 3: "a stacked bar chart by element"): `@taxdep/charts`' CapexElementChart
 * rendered with react-dom/server and drawn into the page as the depreciation document draws its charts
 * (report-document/charts.ts), with each element's total over the horizon under it.
 */
import { CapexElementChart } from '@taxdep/charts';
import { BUILDING_ELEMENTS, type CapexForecast } from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { drawChartSvg, type Section, tagged } from '../report-document';

// The chart is a .tsx source run without a build step: report-document/charts.ts explains the `React` in scope.
(globalThis as { React?: typeof React }).React ??= React;

export const CHART_TITLE = 'Forecast spending per financial year, by building element';

const MARGIN = 28;
const WIDTH = 841.89 - 2 * MARGIN;

export function chartSection(forecast: CapexForecast): Section {
  return {
    title: 'Chart: spending by building element',
    orientation: 'landscape',
    pages: 1,
    async draw(page) {
      await page.next();
      const { canvas } = page;
      const doc = canvas.doc;
      tagged(doc, 'H1', () => {
        doc
          .font('Bold')
          .fontSize(13)
          .fillColor('#0b3a66')
          .text(CHART_TITLE, MARGIN, 50, { lineBreak: false });
      });
      const years = forecast.financialYears.map((yearEnding, y) => ({
        yearEnding,
        cents: BUILDING_ELEMENTS.map((e) => forecast.matrix[e.id][y] ?? 0),
      }));
      const svg = renderToStaticMarkup(
        React.createElement(CapexElementChart, {
          years,
          series: BUILDING_ELEMENTS.map((e) => e.label),
          title: CHART_TITLE,
          width: 960,
          height: 380,
        }),
      );
      const height = (WIDTH * 380) / 960;
      drawChartSvg(canvas, svg, MARGIN, 74, WIDTH, height, CHART_TITLE);
      // The figures behind the bars, by element over the horizon (the matrix gives them year by year).
      let y = 74 + height + 12;
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(8.6)
          .fillColor('#0b3a66')
          .text(
            `Totals over the horizon, FY${forecast.baseYear} to FY${forecast.baseYear + forecast.horizon}`,
            MARGIN,
            y,
          );
      });
      y += 14;
      const column = WIDTH / 2;
      BUILDING_ELEMENTS.forEach((element, k) => {
        const total = (forecast.matrix[element.id] ?? []).reduce((a, b) => a + b, 0);
        const x = MARGIN + (k < 5 ? 0 : column);
        const at = y + (k % 5) * 11;
        canvas.cell(element.label, x, at, 150, { size: 7.5 });
        canvas.cell(formatMoneyCents(total), x + 150, at, 110, { size: 7.5, align: 'right' });
      });
    },
  };
}
