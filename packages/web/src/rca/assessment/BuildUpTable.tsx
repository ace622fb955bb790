import type { RcaAssessmentAnswer } from '@taxdep/domain';
import { formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { AssessmentStore } from './AssessmentStore';

type AssessedBuilding = NonNullable<RcaAssessmentAnswer['assessment']>['buildings'][number];

/**
 * One building's build-up line by line, as the service worked it (issue 28 item 4): label, formula and amount, the
 * subtotals bold. Every figure explains itself: the line's label is a button (a click, Enter or Space) that opens its
 * formula and notes below it, as the Calculations tab's figures do.
 */
export const BuildUpTable = observer(function BuildUpTable(props: {
  store: AssessmentStore;
  building: AssessedBuilding;
}) {
  const { store, building } = props;
  return (
    <table className="figures-table rca-build-up" data-testid={`rca-build-up-${building.buildingId}`}>
      <caption>
        {building.name}: escalation factor {building.escalationFactor} over {building.monthsToMidConstruction}{' '}
        months to mid-construction
      </caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Formula</th>
          <th scope="col" className="num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {building.lines.map((line, index) => {
          const key = `${building.buildingId}:${index}`;
          const open = store.explained === key;
          const explanationId = `rca-explain-${building.buildingId}-${index}`;
          return (
            <Fragment key={key}>
              <tr
                className={line.subtotal ? 'rca-subtotal' : undefined}
                data-testid={`rca-line-${building.buildingId}-${line.kind}`}
              >
                <th scope="row">
                  <button
                    type="button"
                    className="link-button rca-line-button"
                    aria-expanded={open}
                    aria-controls={open ? explanationId : undefined}
                    onClick={() => store.explain(key)}
                    onKeyDown={(event) => {
                      // Enter opens it at once (its default, a click, is prevented so it toggles once).
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      store.explain(key);
                    }}
                  >
                    {line.label}
                  </button>
                </th>
                <td className="rca-formula">{line.formula}</td>
                <td className="num">{formatMoneyCents(line.cents)}</td>
              </tr>
              {open && (
                <tr className="rca-explanation">
                  <td colSpan={3} id={explanationId} data-testid="rca-explanation">
                    <p>
                      <strong>{line.label}</strong>: {explainedFormula(line.formula, line.cents)}
                    </p>
                    {line.notes.length > 0 && (
                      <ul>
                        {line.notes.map((note) => (
                          <li key={note}>{note}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
});

/** The formula with its result: a worked line's formula ends with it already ("… = $3,480,000.00"), a lump sum's not. */
function explainedFormula(formula: string, cents: number): string {
  return formula.includes(' = ') ? formula : `${formula} = ${formatMoneyCents(cents)}`;
}
