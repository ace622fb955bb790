import { summaryLeftOutText as leftOutText } from '@taxdep/domain/tax';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCalculationsPort } from '../calculations/testing/fake-port';
import { renderTab } from '../calculations/testing/render';
import { SummaryTab } from './SummaryTab';

afterEach(cleanup);

const LEFT_OUT = {
  withoutFigures: 1,
  startingLater: 2,
  startingLaterOriginalCost: 1_500.4,
  endedEarlier: 1,
  endedEarlierOriginalCost: 40_000,
};

describe('the Summary says which assets its totals leave out (issue 23 item 9)', () => {
  it('counts the register and names each kind left out with its original cost', () => {
    expect(leftOutText(LEFT_OUT, 5)).toBe(
      "The totals cover 5 of the register's 9 assets. Left out: 2 assets starting after this financial year " +
        '($1,500 original cost); 1 asset disposed of, abandoned, written off, expensed or fully deducted before it ' +
        '($40,000 original cost); 1 asset without figures (values missing or refused by the law: see Error mode).',
    );
    expect(leftOutText(undefined, 5)).toBeNull();
  });

  it('shows the note under the table, and none when the totals cover every asset', async () => {
    const port = new FakeCalculationsPort();
    port.summary = { ...port.summary, leftOut: { ...LEFT_OUT, withoutFigures: 0, startingLater: 0 } };
    await renderTab((report) => <SummaryTab report={report} />, { port });
    expect(screen.getByTestId('summary-left-out').textContent).toMatch(
      /^The totals cover \d+ of the register's \d+ assets\. Left out: 1 asset disposed of/,
    );
    cleanup();
    await renderTab((report) => <SummaryTab report={report} />);
    expect(screen.queryByTestId('summary-left-out')).toBeNull();
  });

  it('says it even when no asset has a line this financial year', async () => {
    const port = new FakeCalculationsPort();
    port.summary = {
      ...port.summary,
      categoryWiseAssetForSummaryTab: [],
      totalRecords: 0,
      totalPages: 0,
      leftOut: { ...LEFT_OUT, withoutFigures: 0, endedEarlier: 0, endedEarlierOriginalCost: 0 },
    };
    await renderTab((report) => <SummaryTab report={report} />, { port });
    expect(screen.getByTestId('summary-empty')).toBeTruthy();
    expect(screen.getByTestId('summary-left-out').textContent).toBe(
      "The totals cover 0 of the register's 2 assets. Left out: 2 assets starting after this financial year ($1,500 original cost).",
    );
  });
});
