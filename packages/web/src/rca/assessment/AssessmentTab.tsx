import type { RcaAssessmentAnswer } from '@taxdep/domain';
import { formatDisplayDate, formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import '../../ui/figures.css';
import type { RcaStore } from '../RcaStore';
import type { AssessmentStore } from './AssessmentStore';
import { BuildUpTable } from './BuildUpTable';

type Assessment = NonNullable<RcaAssessmentAnswer['assessment']>;

/**
 * The Assessment tab (issue 28 item 4): per building its build-up, then the total, the recommended sum insured
 * with its rounding, the current sum insured's share with the under-insurance warning, the averaging illustration,
 * the review dates, the warnings and the library rates used. All figures are the service's (GET …/assessment);
 * while the inputs have errors it says so and lists them, each leading to its building in the Inputs tab.
 */
export const AssessmentTab = observer(function AssessmentTab(props: { store: RcaStore }) {
  const { store } = props;
  const figures = store.assessment;
  useEffect(() => {
    void figures.show();
  }, [figures]);
  const answer = figures.answer;
  if (!answer) {
    if (figures.failure) return <ReadFailure store={figures} />;
    return <LoaderOverlay label="Working out the assessment" />;
  }
  return (
    <section className="rca-assessment" aria-label="Assessment" data-testid="rca-assessment">
      {figures.failure && <ReadFailure store={figures} />}
      {answer.assessment ? (
        <Worked store={figures} assessment={answer.assessment} />
      ) : (
        <Problem store={store} answer={answer} />
      )}
      {answer.ratesUsed.length > 0 && <RatesUsed answer={answer} />}
    </section>
  );
});

function ReadFailure(props: { store: AssessmentStore }) {
  return (
    <div className="alert alert-error" role="alert" data-testid="rca-assessment-failure">
      <span className="alert-message">{props.store.failure}</span>
      <button type="button" className="button button-small" onClick={() => void props.store.load()}>
        Try again
      </button>
    </div>
  );
}

/** Why there are no figures yet, and each input to put right, leading to its place in the Inputs tab. */
function Problem(props: { store: RcaStore; answer: RcaAssessmentAnswer }) {
  const { store, answer } = props;
  const names = new Map(store.report?.buildings.map((b) => [b.buildingId, b.name.trim()]) ?? []);
  const errors = [
    ...answer.settingsErrors.map((e) => ({ buildingId: null, message: e.message })),
    ...answer.buildingErrors.map((e) => ({ buildingId: e.buildingId, message: e.message })),
  ];
  return (
    <div className="card rca-problem" data-testid="rca-problem">
      <p className="rca-warning" role="status">
        {answer.problem}
      </p>
      {errors.length > 0 && (
        <ul className="rca-problem-list">
          {errors.map((error, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may recur for two lines of a building.
            <li key={index}>
              <button
                type="button"
                className="link-button"
                onClick={() => store.showInputs(error.buildingId ?? undefined)}
              >
                {error.buildingId === null ? 'Settings' : names.get(error.buildingId) || 'A building'}
              </button>
              : {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const Worked = observer(function Worked(props: { store: AssessmentStore; assessment: Assessment }) {
  const { store, assessment } = props;
  return (
    <>
      <section className="card rca-recommendation" aria-labelledby="rca-recommended-heading">
        <h2 id="rca-recommended-heading">Recommended sum insured</h2>
        <p className="rca-recommended" data-testid="rca-recommended">
          {formatMoneyCents(assessment.recommendedSumInsuredCents)}
        </p>
        <p data-testid="rca-total">
          Reinstatement cost {formatMoneyCents(assessment.totalCents)}. {assessment.roundingNote}.
        </p>
        {assessment.currentSumInsuredCents !== null && (
          <p data-testid="rca-insured">
            Current sum insured {formatMoneyCents(assessment.currentSumInsuredCents)}:{' '}
            {assessment.insuredPercent}% of the recommended sum.
          </p>
        )}
        {assessment.underInsured && (
          <p className="rca-warning" data-testid="rca-under-insured">
            Under-insured: on a partial loss the averaging clause would pay only {assessment.insuredPercent}%
            of the loss.
          </p>
        )}
      </section>
      {assessment.buildings.map((building) => (
        <BuildUpTable key={building.buildingId} store={store} building={building} />
      ))}
      {assessment.averaging.length > 0 && <Averaging assessment={assessment} />}
      <section className="card" aria-labelledby="rca-reviews-heading" data-testid="rca-reviews">
        <h2 id="rca-reviews-heading">Reviews</h2>
        <ul>
          {assessment.reviews.map((review) => (
            <li key={review.date}>
              {formatDisplayDate(review.date)}:{' '}
              {review.kind === 'fullReassessment' ? 'full reassessment' : 'indexation'}
            </li>
          ))}
        </ul>
      </section>
      {assessment.warnings.length > 0 && (
        <section className="card" aria-labelledby="rca-warnings-heading" data-testid="rca-warnings">
          <h2 id="rca-warnings-heading">Check</h2>
          <ul>
            {assessment.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});

/** What the averaging clause would pay: payout = loss × min(1, insured ÷ required), as the service worked it. */
function Averaging(props: { assessment: Assessment }) {
  return (
    <table className="figures-table rca-averaging" data-testid="rca-averaging">
      <caption>The averaging clause on a partial loss</caption>
      <thead>
        <tr>
          <th scope="col">Loss</th>
          <th scope="col" className="num">
            Amount of loss
          </th>
          <th scope="col" className="num">
            Paid
          </th>
          <th scope="col" className="num">
            Short
          </th>
        </tr>
      </thead>
      <tbody>
        {props.assessment.averaging.map((c) => (
          <tr key={`${c.lossPercent}-${c.lossCents}`}>
            <th scope="row">
              {c.lossPercent === null ? 'The loss illustrated' : `${c.lossPercent}% of the recommended sum`}
            </th>
            <td className="num">{formatMoneyCents(c.lossCents)}</td>
            <td className="num">{formatMoneyCents(c.payoutCents)}</td>
            <td className="num">{formatMoneyCents(c.shortfallCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RatesUsed(props: { answer: RcaAssessmentAnswer }) {
  return (
    <table className="figures-table rca-rates-used" data-testid="rca-rates-used">
      <caption>Library rates used</caption>
      <thead>
        <tr>
          <th scope="col">Building type</th>
          <th scope="col">Location</th>
          <th scope="col" className="num">
            Rate per m²
          </th>
          <th scope="col">Priced on</th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {props.answer.ratesUsed.map((rate) => (
          <tr key={rate.rateId}>
            <td>{rate.buildingType}</td>
            <td>{rate.location}</td>
            <td className="num">{formatMoneyCents(rate.rateCentsPerM2)}</td>
            <td>{rate.pricedOn}</td>
            <td>{rate.source}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
