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
import { type ComposedSchedule, methodComparisonAnswer, methodComparisonSteps } from '@taxdep/domain/tax';
import type { Db } from '../kernel/record-repository';
import { currentFigures } from './figures-cache';
import { type FiguresView, figuresFor, output } from './owner-figures';

/**
 * Assets per step: about 30 ms of engine work for the other method (the one the register uses is mostly taken from
 * the figures as they are), well under the 100 ms another call may wait.
 */
const BATCH = 2000;
const NAME = 'methodComparison';

async function compute(figures: FiguresView): Promise<MethodComparisonAnswer> {
  const { schedule, columns } = figures;
  // Customize mode: the rate is the user's own and keeps the life it implies (docs/tax-rules.md "Asset fields").
  const customisedAssetIds = new Set(columns.filter((c) => c.customised).map((c) => String(c.id)));
  const steps = methodComparisonSteps(
    schedule.assets.map((a) => a.input),
    schedule.settings,
    // An owner's run or the owners' sum is no composed schedule: both methods are then run on the inputs.
    {
      customisedAssetIds,
      known: 'frame' in schedule ? (schedule as ComposedSchedule) : null,
      batchSize: BATCH,
    },
  );
  for (;;) {
    const next = steps.next();
    if (next.done) return methodComparisonAnswer(next.value);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The register under prime cost and under diminishing value, built once per version of the figures: of one owner's
 * interests with `ownerId` (issue 23 item 7). The whole of a report with several owners compares the whole assets
 * under each method, which may differ from the owners' comparisons added up by a unit of rounding per asset and FY
 * (docs/tax-rules.md "Owners' shares"): the comparison informs the choice of method; it is not a claim.
 */
export async function methodComparison(
  db: Db,
  reportId: number,
  ownerId?: number,
): Promise<MethodComparisonAnswer> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, ownerId);
  const made = output(figures, NAME, () => compute(figures));
  try {
    return await made;
  } catch (error) {
    // Not kept: a later call tries again rather than being answered a failure it did not see happen.
    if (figures.outputs.get(NAME) === made) figures.outputs.delete(NAME);
    throw error;
  }
}
