import { HttpCalculationsPort, HttpOwnersPort } from '@taxdep/adapters/http';
import { browserSessionStore } from '@taxdep/adapters/storage';
import type { ApiClient, CalculationsPort, SessionStoragePort } from '@taxdep/domain/ports';
import type { Container, ResolutionContext } from 'inversify';
import { DeductionsStore } from '../deductions/DeductionsStore';
import { MethodComparisonStore } from '../deductions/MethodComparisonStore';
import { FIGURES_TYPES } from '../figures/identifiers';
import { FiguresOwnerStore } from '../figures-owner/FiguresOwnerStore';
import { OwnerScopedCalculationsPort } from '../figures-owner/owner-scoped-port';
import { TYPES } from '../identifiers';
import { SummaryStore } from '../summary/SummaryStore';
import { CalculationsStore } from './CalculationsStore';
import { ExplanationStore } from './ExplanationStore';

/**
 * Binds the port of the Calculations, Deductions and Summary tabs and their stores (stores receive ports by
 * constructor). The page size of Calculations, Deductions and Summary is the session's, shared with the register (docs/product/rules.md#constants-and-limits);
 * a container without the shell falls back to the browser's session storage, as the register does.
 */
export function bindCalculations(container: Container): void {
  // Issue 23 item 7: the tabs' calls carry the chosen owner; the store reads the owners over its own port.
  container
    .bind<FiguresOwnerStore>(FIGURES_TYPES.FiguresOwnerStore)
    .toDynamicValue((ctx) => new FiguresOwnerStore(new HttpOwnersPort(ctx.get<ApiClient>(TYPES.ApiClient))))
    .inSingletonScope();
  container
    .bind<CalculationsPort>(FIGURES_TYPES.CalculationsPort)
    .toDynamicValue(
      (ctx) =>
        new OwnerScopedCalculationsPort(
          new HttpCalculationsPort(ctx.get<ApiClient>(TYPES.ApiClient)),
          ctx.get<FiguresOwnerStore>(FIGURES_TYPES.FiguresOwnerStore),
        ),
    )
    .inSingletonScope();
  container
    .bind<CalculationsStore>(FIGURES_TYPES.CalculationsStore)
    .toDynamicValue(
      (ctx) =>
        new CalculationsStore(ctx.get<CalculationsPort>(FIGURES_TYPES.CalculationsPort), sessionOf(ctx)),
    )
    .inSingletonScope();
  container
    .bind<DeductionsStore>(FIGURES_TYPES.DeductionsStore)
    .toDynamicValue(
      (ctx) => new DeductionsStore(ctx.get<CalculationsPort>(FIGURES_TYPES.CalculationsPort), sessionOf(ctx)),
    )
    .inSingletonScope();
  container
    .bind<SummaryStore>(FIGURES_TYPES.SummaryStore)
    .toDynamicValue(
      (ctx) => new SummaryStore(ctx.get<CalculationsPort>(FIGURES_TYPES.CalculationsPort), sessionOf(ctx)),
    )
    .inSingletonScope();
  container
    .bind<ExplanationStore>(FIGURES_TYPES.ExplanationStore)
    .toDynamicValue((ctx) => new ExplanationStore(ctx.get<CalculationsPort>(FIGURES_TYPES.CalculationsPort)))
    .inSingletonScope();
  container
    .bind<MethodComparisonStore>(FIGURES_TYPES.MethodComparisonStore)
    .toDynamicValue(
      (ctx) => new MethodComparisonStore(ctx.get<CalculationsPort>(FIGURES_TYPES.CalculationsPort)),
    )
    .inSingletonScope();
}

/** The shell's session storage, or the browser's without the shell (as the register does). */
function sessionOf(ctx: ResolutionContext): SessionStoragePort | null {
  const session = ctx.get<SessionStoragePort>(TYPES.SessionStorage, { optional: true });
  if (session) return session;
  return typeof window === 'undefined' ? null : browserSessionStore();
}
