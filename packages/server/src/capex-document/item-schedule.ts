/**
 * The item schedule (issue 27 item 5): every item of the forecast, those left out included, with what the forecast
 * read of it and each replacement's year and escalated cost. A table of the depreciation document's kind
 * (report-document/table.ts): its rows are measured before the pages are counted, then made again and drawn a page
 * at a time, so 10,000 items are never held as drawn rows.
 */
import type { CapexForecast, CapexItem } from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';
import type { Row, TableSpec } from '../report-document';
import { itemLines, remainingLifeText, replacementTexts } from './item-lines';

export function itemScheduleTable(items: readonly CapexItem[], forecast: CapexForecast): TableSpec {
  return {
    title: 'Item schedule',
    note:
      'Base cost in base-year prices (FY' +
      `${forecast.baseYear}); each replacement at its escalated cost. Remaining life: years from the base year to ` +
      'the first replacement, from the life and the year installed unless the surveyor set it (with the reason).',
    // Amounts are right-aligned and followed by right-aligned text, so no amount runs into the next column's words.
    columns: [
      { header: 'Item', width: 26 },
      { header: 'Element', width: 62, wrap: true },
      { header: 'Description', width: 106, wrap: true },
      { header: 'Location', width: 66, wrap: true },
      { header: 'Condition', width: 44, wrap: true },
      { header: 'Installed', width: 50, wrap: true },
      { header: 'Life', width: 38 },
      { header: 'Remaining life', width: 80, wrap: true },
      { header: 'Kind', width: 49, wrap: true },
      { header: 'Priority', width: 36 },
      { header: 'Cost basis', width: 72, wrap: true },
      { header: 'Base cost', width: 60, align: 'right' },
      // Wide enough for one replacement a line up to $8,673,617,379.88 ($100 million at 25% for 20 years).
      { header: 'Replacements (escalated)', width: 96, wrap: true, align: 'right' },
    ],
    lineCount: items.length,
    *rows(measuring = false): Iterable<Row> {
      for (const line of itemLines(items, forecast)) {
        yield {
          style: 'line',
          cells: [
            String(line.number),
            line.element,
            line.item.description,
            line.item.location,
            line.condition,
            line.installed,
            line.life === '' ? '' : `${line.life} year${line.life === '1' ? '' : 's'}`,
            remainingLifeText(line),
            line.expenditure,
            line.priority,
            line.costBasis,
            // Amounts never wrap: the first pass, which only measures, spares their formatting.
            measuring || line.baseCents === null ? '' : formatMoneyCents(line.baseCents),
            replacementTexts(line).join('\n'),
          ],
        };
      }
    },
  };
}
