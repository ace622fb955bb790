import type { CapexTaxEffectAnswer } from '@taxdep/domain';
import type { CapexPort } from '@taxdep/domain/ports';
import type { CapexContext } from '../context';
import { WorkedFigures } from '../worked-figures';

/** The Tax effect tab's figures (GET …/taxEffect, issue 27 item 4), read as the Forecast tab's are. */
export type TaxEffectStore = WorkedFigures<CapexTaxEffectAnswer>;

export function taxEffectStore(port: CapexPort, context: CapexContext): TaxEffectStore {
  return new WorkedFigures(
    (id) => port.taxEffect(id),
    () => port.lastFailure(),
    context,
    'The tax effect could not be worked out',
  );
}
