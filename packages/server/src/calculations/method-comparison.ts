/**
 * Issue 12, "prime cost versus diminishing value": the register under each method (`methodComparisonSteps`,
 * packages/domain/src/tax/outputs/method-comparison-steps.ts), on the same figures as the Calculations tab
 * (figures-cache.ts). On 100,000 assets the other method takes seconds of engine work, and every user's calls are
 * answered on this one thread: the comparison runs a batch at a time with the event loop free in between, as the
 * figures are refreshed (figures-cache.ts), so other calls keep answering meanwhile. The low value pool runs in one
 * piece (pool/low-value-pool.ts cannot stop mid-way): about a second on a pool of 20,000 to 30,000 members.
 *
 * It is built once per version of the figures: the computation under way is kept with them (service.ts `output`),
 * so calls arriving while it runs wait for the same one. Its figures are those of the version it was started on,
 * as for any call (the figures as stored when the call arrives); a later version starts its own.
 */
import type { MethodComparisonAnswer } from '@taxdep/domain';
import { methodComparisonAnswer, methodComparisonSteps } from '@taxdep/domain/tax';
import type { Db } from '../register-model/records';
import { currentFigures, type Figures } from './figures-cache';
import { output } from './service';

/**
 * Assets per step: about 30 ms of engine work for the other method (the one the register uses is mostly taken from
 * the figures as they are), well under the 100 ms another call may wait.
 */
const BATCH = 2000;
const NAME = 'methodComparison';

async function compute(figures: Figures): Promise<MethodComparisonAnswer> {
  const { schedule, columns } = figures;
  // Customize mode: the rate is the user's own and keeps the life it implies (docs/tax-rules.md "Asset fields").
  const customisedAssetIds = new Set(columns.filter((c) => c.customised).map((c) => String(c.id)));
  const steps = methodComparisonSteps(
    schedule.assets.map((a) => a.input),
    schedule.settings,
    { customisedAssetIds, known: schedule, batchSize: BATCH },
  );
  for (;;) {
    const next = steps.next();
    if (next.done) return methodComparisonAnswer(next.value);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The register under prime cost and under diminishing value, built once per version of the figures. */
export async function methodComparison(db: Db, reportId: number): Promise<MethodComparisonAnswer> {
  const figures = await currentFigures(db, reportId);
  const made = output(figures, NAME, () => compute(figures));
  try {
    return await made;
  } catch (error) {
    // Not kept: a later call tries again rather than being answered a failure it did not see happen.
    if (figures.outputs.get(NAME) === made) figures.outputs.delete(NAME);
    throw error;
  }
}
