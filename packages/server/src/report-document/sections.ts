/**
 * The document's sections in order (docs/report-document.md "Contents"): front matter, the summaries, the schedule
 * of each Deductions view (Table B then Table A), the notes and the sign-off. Every section knows its page count
 * before anything is written, so the contents list and "Page X of Y" are exact.
 */

import { coverSection } from './cover';
import { earlierYearsSection } from './earlier-years';
import type { ReportFacts } from './facts';
import type { ReportFigures } from './figures';
import { contentsSection, executiveSummarySection } from './front';
import { basisSection, notesSection, signOffSection } from './notes';
import { type Section, sectionStarts } from './page';
import { instantWriteOff, otherDeductions, tableA, tableB } from './schedules';
import { poolTable, summaryTable, taxFlowChartSection, taxFlowTable } from './summaries';
import { tableSection } from './table';

/** Views 2 to 5 (docs/product/calculations-deductions-summary-report.md): title and a line under it. */
const DEDUCTION_TABLES = [
  [
    '40',
    'Division 40 depreciating assets',
    'Plant and equipment: decline in value by the method shown, the first year apportioned by days held.',
  ],
  [
    'CapitalWorks',
    'Division 43 capital works',
    'Straight line at the Division 43 rate; demolitions are written off in the Deduction column (s43-40).',
  ],
  [
    'Abandonment',
    'Division 43 fit-out abandonment',
    'Assets of an abandoned fit-out: the remaining value is written off on the abandonment date. These assets are ' +
      'also in the Division 40 and 43 schedules, whose figures include them: the tax flow counts them once.',
  ],
] as const;

export async function buildSections(facts: ReportFacts, figures: ReportFigures): Promise<Section[]> {
  const sections: Section[] = [];
  const contents = contentsSection(() => {
    const starts = sectionStarts(sections);
    return sections.flatMap((s, k) =>
      s.listed === false ? [] : [{ title: s.title, page: starts[k] as number }],
    );
  });
  sections.push(coverSection(facts), contents, executiveSummarySection(facts, figures), basisSection(facts));
  sections.push(taxFlowChartSection(figures), await tableSection(taxFlowTable(figures.flow)));
  sections.push(await tableSection(summaryTable(figures)));
  // Issue 25 item 6: the two earlier FYs whose returns may still be amended, where the figures reach them.
  const earlier = earlierYearsSection(facts, figures);
  if (earlier) sections.push(earlier);
  const [d40, ...laterViews] = DEDUCTION_TABLES;
  const views = figures.views;
  const deductionTables = async ([category, title, note]: (typeof DEDUCTION_TABLES)[number]) => {
    const view = views[category];
    sections.push(await tableSection(tableB(`${title} — Table B: by asset group`, view, figures, note)));
    if (view.lineCount > 0)
      sections.push(await tableSection(tableA(`${title} — Table A: by industry`, view)));
  };
  await deductionTables(d40);
  // Issue 25 item 4: the pool's reconciliation heads its members' table, on the same page.
  const pool = poolTable(views.L);
  const members = tableB(
    'Division 40 low value pool — Table B: by asset group',
    views.L,
    figures,
    pool
      ? `${pool.note} Each year’s decline of the pool is shared over its assets in proportion to their balances; ` +
          'their opening values include the low-value assets allocated at the start of the year, which the pool’s ' +
          'own figures show as allocations.'
      : 'Each year’s decline of the pool is shared over its assets in proportion to their balances.',
  );
  if (pool) members.lead = { caption: pool.title, spec: pool, followedBy: 'Its assets, by asset group' };
  sections.push(await tableSection(members));
  if (views.L.lineCount > 0)
    sections.push(await tableSection(tableA('Division 40 low value pool — Table A: by industry', views.L)));
  sections.push(await tableSection(instantWriteOff('Instant asset write-off', views.IA, figures)));
  for (const view of laterViews) await deductionTables(view);
  sections.push(await tableSection(otherDeductions('Other deductions: repairs and expensed items', views.R)));
  sections.push(notesSection(facts), signOffSection(facts));
  return sections;
}
