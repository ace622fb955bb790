import { formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import type { RatePicker } from './RatePicker';

/**
 * The rate library's picker (issue 28 item 3): the rates in force on the assessment date with their building type,
 * location, rate, the date priced and the source; typing filters them, and Choose copies one into the floor area.
 */
export const RatePickerDialog = observer(function RatePickerDialog(props: { picker: RatePicker }) {
  const { picker } = props;
  if (!picker.isOpen) return null;
  const shown = picker.shown;
  return (
    <Modal
      title="Choose a rate from the library"
      subheader="The firm’s rates in force on the assessment date: the latest priced for each building type and location."
      onClose={() => picker.close()}
      actions={[{ label: 'Cancel', onClick: () => picker.close() }]}
      testId="rca-rate-picker"
      wide
    >
      <label className="field">
        <span className="field-label">Filter by building type, location or source</span>
        <input
          type="text"
          value={picker.filter}
          onChange={(e) => picker.setFilter(e.target.value)}
          data-testid="rca-rate-filter"
        />
      </label>
      {picker.loading && <p className="muted">Reading the library…</p>}
      {picker.failure && (
        <p className="alert alert-error" role="alert" data-testid="rca-rate-picker-failure">
          {picker.failure}
        </p>
      )}
      {picker.rates && (
        <table className="figures-table rca-rates-table">
          <caption className="visually-hidden">Library rates</caption>
          <thead>
            <tr>
              <th scope="col">Building type</th>
              <th scope="col">Location</th>
              <th scope="col" className="num">
                Rate per m²
              </th>
              <th scope="col">Priced on</th>
              <th scope="col">Source</th>
              <th scope="col">
                <span className="visually-hidden">Choose</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((rate) => (
              <tr key={rate.rateId} data-testid={`rca-rate-${rate.rateId}`}>
                <td>{rate.buildingType}</td>
                <td>{rate.location}</td>
                <td className="num">{formatMoneyCents(rate.rateCentsPerM2)}</td>
                <td>{rate.pricedOn}</td>
                <td>{rate.source}</td>
                <td>
                  <button
                    type="button"
                    className="button button-small button-primary"
                    aria-label={`Choose ${rate.buildingType}, ${rate.location}`}
                    onClick={() => picker.choose(rate)}
                  >
                    Choose
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {picker.rates && shown.length === 0 && (
        <p className="muted" data-testid="rca-rate-none">
          {picker.rates.length === 0
            ? 'The library holds no rate priced on or before the assessment date.'
            : 'No rate matches the filter.'}
        </p>
      )}
    </Modal>
  );
});
