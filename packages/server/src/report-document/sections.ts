/**
 * The document's sections in order (docs/report-document.md "Contents"): front matter, the summaries, the schedule
 * of each Deductions view (Table B then Table A), the notes and the sign-off. Every section knows its page count
 * before anything is written, so the contents list and "Page X of Y" are exact.
 */
import type { ReportFacts } from './facts';
import type { ReportFigures } from './figures';
import { contentsSection, coverSection, executiveSummarySection } from './front';
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
    'Assets of an abandoned fit-out: the remaining value is written off on the abandonment date.',
  ],
] as const;

export function buildSections(facts: ReportFacts, figures: ReportFigures): Section[] {
  const sections: Section[] = [];
  const contents = contentsSection(() => {
    const starts = sectionStarts(sections);
    return sections.flatMap((s, k) =>
      s.listed === false ? [] : [{ title: s.title, page: starts[k] as number }],
    );
  });
  sections.push(coverSection(facts), contents, executiveSummarySection(facts, figures), basisSection(facts));
  sections.push(taxFlowChartSection(figures), tableSection(taxFlowTable(figures.flow)));
  sections.push(tableSection(summaryTable(figures)));
  const [d40, ...laterViews] = DEDUCTION_TABLES;
  const views = figures.views;
  const deductionTables = ([category, title, note]: (typeof DEDUCTION_TABLES)[number]) => {
    const view = views[category];
    sections.push(tableSection(tableB(`${title} — Table B: by asset group`, view, figures, note)));
    if (view.lineCount > 0) sections.push(tableSection(tableA(`${title} — Table A: by industry`, view)));
  };
  deductionTables(d40);
  const pool = poolTable(views.L);
  if (pool) sections.push(tableSection(pool));
  sections.push(
    tableSection(
      tableB(
        'Division 40 low value pool — Table B: by asset group',
        views.L,
        figures,
        'Each year’s decline of the pool is shared over its assets in proportion to their balances.',
      ),
    ),
  );
  if (views.L.lineCount > 0)
    sections.push(tableSection(tableA('Division 40 low value pool — Table A: by industry', views.L)));
  sections.push(tableSection(instantWriteOff('Instant asset write-off', views.IA, figures)));
  for (const view of laterViews) deductionTables(view);
  sections.push(tableSection(otherDeductions('Other deductions: repairs and expensed items', views.R)));
  sections.push(notesSection(facts), signOffSection(facts));
  return sections;
}
