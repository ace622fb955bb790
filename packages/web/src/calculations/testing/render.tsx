import type { Report, ReportOwner } from '@taxdep/domain';
import type { OwnersPort } from '@taxdep/domain/ports';
import { act, render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { DeductionsStore, MethodComparisonStore } from '../../deductions';
import { FIGURES_TYPES } from '../../figures/identifiers';
import { FiguresOwnerStore, OwnerScopedCalculationsPort } from '../../figures-owner';
import { MemorySession, makeRegisterReport } from '../../register/testing/fake-port';
import { SummaryStore } from '../../summary';
import { ContainerProvider } from '../../ui/container-context';
import { CalculationsStore } from '../CalculationsStore';
import { ExplanationStore } from '../ExplanationStore';
import { FakeCalculationsPort, REPORT_ID } from './fake-port';

/** The stores of the three tabs over one fake port, bound as the composition root binds them. */
export function figuresContainer(
  fake = new FakeCalculationsPort(),
  session = new MemorySession(),
  owners: ReportOwner[] = [],
) {
  const figuresOwner = new FiguresOwnerStore(fakeOwnersPort(owners));
  const port = new OwnerScopedCalculationsPort(fake, figuresOwner);
  const calculations = new CalculationsStore(port, session, { searchDelayMs: 0 });
  const deductions = new DeductionsStore(port);
  const summary = new SummaryStore(port);
  const container = new Container();
  container.bind(FIGURES_TYPES.CalculationsStore).toConstantValue(calculations);
  container.bind(FIGURES_TYPES.DeductionsStore).toConstantValue(deductions);
  container.bind(FIGURES_TYPES.SummaryStore).toConstantValue(summary);
  container.bind(FIGURES_TYPES.ExplanationStore).toConstantValue(new ExplanationStore(port));
  container.bind(FIGURES_TYPES.MethodComparisonStore).toConstantValue(new MethodComparisonStore(port));
  container.bind(FIGURES_TYPES.FiguresOwnerStore).toConstantValue(figuresOwner);
  container.bind(FIGURES_TYPES.CalculationsPort).toConstantValue(port);
  return { container, port: fake, session, calculations, deductions, summary, figuresOwner };
}

/** Renders a tab as the report route does (`tab(report)`), over the fake port; waits for its first answer. */
export async function renderTab(
  tab: (report: Report) => ReactNode,
  options: { port?: FakeCalculationsPort; session?: MemorySession; owners?: ReportOwner[] } = {},
) {
  const parts = figuresContainer(options.port, options.session, options.owners);
  const report = makeRegisterReport({ depreciationReportId: REPORT_ID });
  const view = render(<ContainerProvider container={parts.container}>{tab(report)}</ContainerProvider>);
  await settle();
  return { ...parts, view, report };
}

/** Lets the fake's answers and the stores' reactions run. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The report's owners as GET …/owners answers them (issue 23 item 7). */
export function fakeOwnersPort(owners: ReportOwner[]): OwnersPort {
  return {
    getOwners: async (reportId) => ({ depreciationReportId: reportId, owners, readOnly: false }),
    saveOwners: async () => null,
    lastFailure: () => null,
  };
}
