import { describe, expect, it } from 'vitest';
import { commitAnswer, FakeCommitPort, target } from '../testing/fake-commit-port';
import { CommitStore } from './CommitStore';

const replacement = {
  itemId: '1',
  year: 1,
  financialYear: 2027,
  element: 'roofFacade' as const,
  expenditure: 'capital' as const,
  baseCents: 1_000_000,
  cents: 1_030_000,
};
const subject = { replacement, description: 'Roof membrane' };

function store(port = new FakeCommitPort(), depreciationReportId: number | null = 42) {
  return { port, store: new CommitStore(port, { capexReportId: 4, depreciationReportId }) };
}

describe('CommitStore (issue 27 item 4)', () => {
  it('lists the reports, chooses the forecast’s own one, and previews without saving', async () => {
    const { port, store: commit } = store();
    await commit.start(subject);
    expect(commit.reports.map((r) => r.depreciationReportId)).toEqual([42, 43]);
    expect(commit.depreciationReportId).toBe(42);
    expect(port.calls).toEqual([{ itemId: '1', financialYear: 2027, depreciationReportId: 42, save: false }]);
    expect(commit.preview).toEqual(commitAnswer(42, false));
    expect(commit.maySave).toBe(true);
    expect(commit.saved).toBeNull();
  });

  it('chooses the newest report the user may edit when the forecast’s own one is not In Progress', async () => {
    const { store: commit } = store(new FakeCommitPort([target(50, false), target(51), target(52)]), 7);
    await commit.start(subject);
    expect(commit.depreciationReportId).toBe(51);
  });

  it('previews a report the user may not edit but does not let them save to it', async () => {
    const { store: commit } = store();
    await commit.start(subject);
    await commit.choose(43);
    expect(commit.preview?.depreciationReportId).toBe(43);
    expect(commit.maySave).toBe(false);
  });

  it('saves both writes once, then holds the saved answer (the new asset’s id) and allows no second save', async () => {
    const { port, store: commit } = store();
    await commit.start(subject);
    await commit.save();
    expect(port.calls.at(-1)).toEqual({
      itemId: '1',
      financialYear: 2027,
      depreciationReportId: 42,
      save: true,
    });
    expect(commit.saved?.newAsset.id).toBe(901);
    expect(commit.maySave).toBe(false);
    await commit.save();
    expect(port.calls.filter((c) => c.save)).toHaveLength(1);
  });

  it('says the service’s refusal in its words and saves nothing', async () => {
    const { port, store: commit } = store();
    await commit.start(subject);
    port.refuse = {
      status: 409,
      message:
        'Asset 77 (“Roof membrane (original)”) was already disposed of on 2026-07-01; nothing was saved.',
    };
    await commit.save();
    expect(commit.saved).toBeNull();
    expect(commit.failure).toBe(
      'The replacement was not committed: Asset 77 (“Roof membrane (original)”) was already disposed of on 2026-07-01; nothing was saved.',
    );
  });

  it('says when the property has no report In Progress', async () => {
    const { port, store: commit } = store(new FakeCommitPort([]));
    await commit.start(subject);
    expect(port.calls).toEqual([]);
    expect(commit.failure).toBe(
      'The property has no depreciation report In Progress: start one, then commit the replacement to it.',
    );
  });
});
