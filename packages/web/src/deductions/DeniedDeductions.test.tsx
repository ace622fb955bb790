import type { CategoryReportAnswer, DeductionCategory } from '@taxdep/domain';
import { DEDUCTION_DENIAL_CGT_NOTE } from '@taxdep/domain/tax';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCalculationsPort } from '../calculations/testing/fake-port';
import { renderTab, settle } from '../calculations/testing/render';
import { SummaryTab } from '../summary';
import { DeductionsTab } from './DeductionsTab';

afterEach(cleanup);

/** Issue 23 item 5: s40-27 denies every deduction of a second-hand asset in residential premises. */
const REASON = 's40-27 (second-hand asset in residential premises)';
const CGT_NOTE = DEDUCTION_DENIAL_CGT_NOTE['s40-27'];

/** The fixture's view with its first asset denied, and `count` denied assets in the whole view. */
function denied(answer: CategoryReportAnswer, count: number): CategoryReportAnswer {
  const [group, ...rest] = answer.categoryAsset;
  if (!group) return { ...answer, deniedCount: count };
  const [first, ...others] = group.assetsInfo;
  const assetsInfo = first ? [{ ...first, deniedBy: 's40-27' as const }, ...others] : [];
  return { ...answer, categoryAsset: [{ ...group, assetsInfo }, ...rest], deniedCount: count };
}

async function showView(port: FakeCalculationsPort, category: DeductionCategory) {
  await renderTab((report) => <DeductionsTab report={report} />, { port });
  if (category === 'DiminishingValue') return;
  fireEvent.change(screen.getByTestId('deductions-view'), { target: { value: category } });
  await settle();
}

describe('Deductions: an asset s40-27 denies shows $0 with the reason in every view (issue 23)', () => {
  const TABLE_VIEWS = [
    ['40', 11],
    ['L', 11],
    ['CapitalWorks', 11],
    ['Abandonment', 11],
    ['IA', 31],
    ['R', 41],
  ] as const;

  it.each(TABLE_VIEWS)(
    'view %s marks the denied asset row and says why under the tables',
    async (category, id) => {
      const port = new FakeCalculationsPort();
      port.reports[category] = denied(port.reports[category] as CategoryReportAnswer, 3);
      await showView(port, category);
      const mark = within(screen.getAllByTestId(`deduction-asset-${id}`)[0] as HTMLElement).getByTestId(
        'denied-mark',
      );
      expect(mark.textContent).toBe(`$0 — ${REASON}`);
      expect(mark.getAttribute('title')).toBe(CGT_NOTE);
      const legend = screen.getByTestId('denied-legend');
      expect(legend.textContent).toContain(`3 assets at $0 — ${REASON}.`);
      expect(legend.textContent).toContain('CGT event K7');
    },
  );

  it('says on the Summary Tax Flow how many assets it holds at $0, though it lists no assets', async () => {
    const port = new FakeCalculationsPort();
    port.reports.DiminishingValue = denied(port.reports.DiminishingValue as CategoryReportAnswer, 1);
    await showView(port, 'DiminishingValue');
    expect(screen.getByTestId('denied-legend').textContent).toContain(`1 asset at $0 — ${REASON}.`);
  });

  it('shows neither mark nor legend when no asset is denied', async () => {
    await showView(new FakeCalculationsPort(), '40');
    expect(screen.getByTestId('deduction-asset-11')).toBeTruthy();
    expect(screen.queryByTestId('denied-mark')).toBeNull();
    expect(screen.queryByTestId('denied-legend')).toBeNull();
  });
});

describe('Summary: an asset s40-27 denies shows $0 with the reason, and each total how many it holds (issue 23)', () => {
  function deniedSummary(port: FakeCalculationsPort) {
    const [carpets, ...rest] = port.summary.categoryWiseAssetForSummaryTab;
    if (!carpets) throw new Error('the fixture has Carpets');
    const [first, ...others] = carpets.listOfAssetForSummaryTab;
    if (!first) throw new Error('the fixture has carpet 11');
    const line = { ...first, depreciation: 0, balancingAdjustment: 0, deniedBy: 's40-27' as const };
    port.summary = {
      ...port.summary,
      categoryWiseAssetForSummaryTab: [
        { ...carpets, listOfAssetForSummaryTab: [line, ...others], deniedCount: 1 },
        ...rest,
      ],
      deniedCount: 2,
    };
  }

  it('puts the reason beside the $0 deduction, the count in the group and grand totals, the note below', async () => {
    const port = new FakeCalculationsPort();
    deniedSummary(port);
    await renderTab((report) => <SummaryTab report={report} />, { port });
    const row = screen.getByTestId('summary-asset-11');
    expect(within(row).getByTestId('denied-depreciation').textContent).toBe(`$0 — ${REASON}`);
    expect(within(row).getByTestId('denied-balancingAdjustment').getAttribute('title')).toBe(CGT_NOTE);
    expect(within(screen.getByTestId('summary-asset-12')).queryByTestId('denied-reason')).toBeNull();
    expect(within(screen.getByTestId('summary-group-total-Carpets')).getByRole('rowheader').textContent).toBe(
      'Total Carpets · includes 1 asset at $0 (s40-27)',
    );
    // The Total counts the register's denied assets, the page's and the others'.
    expect(within(screen.getByTestId('summary-total')).getByRole('rowheader').textContent).toBe(
      'Total · includes 2 assets at $0 (s40-27)',
    );
    expect(within(screen.getByTestId('summary-group-total-EX')).queryByTestId('denied-count')).toBeNull();
    expect(screen.getByTestId('denied-legend').textContent).toContain(`2 assets at $0 — ${REASON}.`);
  });

  it('says nothing of s40-27 when no asset is denied', async () => {
    await renderTab((report) => <SummaryTab report={report} />);
    expect(screen.queryByTestId('denied-count')).toBeNull();
    expect(screen.queryByTestId('denied-legend')).toBeNull();
  });
});
