import type { ApiFailure } from '@taxdep/domain/ports';
import { runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/** What a store of the Administration page shows around a write: busy while it runs, then its failure or notice. */
export interface AdminWriteState {
  busy: boolean;
  failure: string | null;
  notice: string | null;
}

/**
 * Runs one write of the Administration page (docs/product/administration.md): clears the last message, holds `busy`
 * while the call runs, and on a refusal says why in the service's words (the ports answer null and keep the reason in
 * `lastFailure()`). Shared by the entity screens' store and the incentive windows' store.
 */
export async function adminWrite<T>(
  state: AdminWriteState,
  port: { lastFailure(): ApiFailure | null },
  call: () => Promise<T | null>,
  failed: string,
): Promise<T | null> {
  state.busy = true;
  state.failure = null;
  state.notice = null;
  const answer = await call();
  runInAction(() => {
    state.busy = false;
    if (answer === null) state.failure = failureMessage({ failed }, port.lastFailure());
  });
  return answer;
}
