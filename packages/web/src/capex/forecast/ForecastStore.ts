import type { CapexForecastAnswer } from '@taxdep/domain';
import type { CapexPort } from '@taxdep/domain/ports';
import type { CapexContext } from '../context';
import { WorkedFigures } from '../worked-figures';

/** The Forecast tab's figures (GET …/forecast, issue 27 item 3). */
export type ForecastStore = WorkedFigures<CapexForecastAnswer>;

export function forecastStore(port: CapexPort, context: CapexContext): ForecastStore {
  return new WorkedFigures(
    (id) => port.forecast(id),
    () => port.lastFailure(),
    context,
    'The forecast could not be worked out',
  );
}
