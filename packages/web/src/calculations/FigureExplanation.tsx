import type { AssetYearExplanationAnswer } from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';
import { balancingAsDeduction } from '../figures/balancing-sign';
import type { CalculationFigureColumn } from './columns';
import {
  EVENTS,
  EXPLAINED_FIGURES,
  exactDollars,
  METHODS,
  RATE_SOURCES,
  stepOf,
  TREATMENTS,
} from './explanation-text';

/**
 * The derivation of an asset's figures for a FY as the service sends it (issue 12; explanation-calls.ts): the
 * figures with the one asked about marked, the days held, the rate and where it came from, the year's events, each
 * step with its formula, amount and rule, and the rounding. Layout only: every number and sentence is the service's.
 */
export function FigureExplanation(props: {
  answer: AssetYearExplanationAnswer;
  figure: CalculationFigureColumn;
}) {
  const { answer, figure } = props;
  const asked = stepOf(answer, figure);
  return (
    <div className="explanation" data-testid="explanation">
      <p className="explanation-treatment" data-testid="explanation-treatment">
        {TREATMENTS[answer.treatment]}
        {answer.note && <span className="explanation-note">: {answer.note}</span>}
      </p>
      <table className="explanation-figures" data-testid="explanation-figures">
        <caption>Figures for FY{answer.financialYear}, to the cent</caption>
        <tbody>
          {EXPLAINED_FIGURES.map(({ figure: name, label }) => {
            const isAsked = name === figure;
            return (
              <tr
                key={name}
                className={isAsked ? 'explanation-asked' : undefined}
                data-testid={`explained-${name}`}
                aria-current={isAsked ? 'true' : undefined}
              >
                <th scope="row">
                  {label}
                  {isAsked && <span className="explanation-asked-tag"> (the figure you chose)</span>}
                </th>
                <td className="num">{exactDollars(tabled(name, answer.figures[name]))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {answer.days && (
        <section className="explanation-part" aria-labelledby="explanation-days">
          <h3 id="explanation-days">Days held: {answer.days.daysHeld}</h3>
          <p>{answer.days.text}</p>
          <p className="explanation-citation">{answer.days.citation}</p>
        </section>
      )}
      {answer.rate && (
        <section
          className="explanation-part"
          aria-labelledby="explanation-rate"
          data-testid="explanation-rate"
        >
          {/* The exact rate is the text's first words; `percent` is rounded to 2 decimals, so it heads nothing. */}
          <h3 id="explanation-rate">Rate{answer.rate.method && ` (${METHODS[answer.rate.method]})`}</h3>
          <p className="explanation-source">{RATE_SOURCES[answer.rate.source]}</p>
          <p>{answer.rate.text}</p>
          <p className="explanation-citation">{answer.rate.citation}</p>
        </section>
      )}
      {answer.events.length > 0 && (
        <section className="explanation-part" aria-labelledby="explanation-events">
          <h3 id="explanation-events">Events in the year</h3>
          <ul className="explanation-events">
            {answer.events.map((event) => (
              <li key={`${event.kind}-${event.date}`}>
                <strong>
                  {EVENTS[event.kind]}, {formatLongDate(event.date)}:
                </strong>{' '}
                {event.text} <span className="explanation-citation">({event.citation})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {answer.steps.length > 0 && (
        <section className="explanation-part" aria-labelledby="explanation-steps">
          <h3 id="explanation-steps">How the figures are worked out</h3>
          <ol className="explanation-steps" data-testid="explanation-steps">
            {answer.steps.map((step) => (
              <li
                key={step.key}
                className={step.key === asked ? 'explanation-step explanation-asked' : 'explanation-step'}
                data-testid={`explanation-step-${step.key}`}
              >
                <div className="explanation-step-head">
                  <span className="explanation-step-label">{step.label}</span>
                  <span className="explanation-step-amount">{exactDollars(step.amount)}</span>
                </div>
                <code className="explanation-formula">{step.formula}</code>
                <span className="explanation-citation">{step.citation}</span>
              </li>
            ))}
          </ol>
          {answer.figures.balancingAdjustment !== 0 && (
            <p className="explanation-note" data-testid="explanation-balancing-sign">
              The steps follow s40-285: termination value less adjustable value, assessable when positive and
              deductible when negative. The tables show the same adjustment as a deduction (+) or income (−):{' '}
              {exactDollars(balancingAsDeduction(answer.figures.balancingAdjustment))}.
            </p>
          )}
        </section>
      )}
      <section className="explanation-part" aria-labelledby="explanation-rounding">
        <h3 id="explanation-rounding">Rounding to the {answer.rounding.unit}</h3>
        <p>{answer.rounding.text}</p>
        <p className="explanation-citation">{answer.rounding.citation}</p>
      </section>
    </div>
  );
}

/** A figure as the tables show it: the balancing adjustment turned to deduction +, income − (balancing-sign.ts). */
function tabled(figure: CalculationFigureColumn, dollars: number): number {
  return figure === 'balancingAdjustment' ? balancingAsDeduction(dollars) : dollars;
}
