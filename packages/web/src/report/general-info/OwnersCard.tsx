import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { OwnersStore } from './OwnersStore';

/**
 * General Info's Owners section (issue 23 item 7; docs/product/general-info.md "Owners"): a table of the owners,
 * each with a name and a percentage, a running total that says clearly when it is not 100.00%, and Save. Every
 * control is a labelled native input or button, so the section is used from the keyboard alone.
 */
export const OwnersCard = observer(function OwnersCard(props: { store: OwnersStore; reportId: number }) {
  const { store, reportId } = props;
  useEffect(() => {
    void store.load(reportId);
  }, [store, reportId]);
  if (!store.loaded) return null;
  const { readOnly } = store;
  const complete = store.total === 10_000;
  return (
    <section className="card" aria-labelledby="gi-owners-title" data-testid="owners-block">
      <h2 id="gi-owners-title">Owners</h2>
      <p className="field-hint">
        Each owner’s interest is depreciated on its own (s40-35); the figures, exports and PDF can be shown
        for one owner. Without owners the report is for a single owner.
      </p>
      {store.owners.length > 0 && (
        <table className="owners-table">
          <thead>
            <tr>
              <th scope="col">Owner</th>
              <th scope="col">Share (%)</th>
              {!readOnly && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {store.owners.map((o, i) => (
              <tr key={o.key} data-testid="owner-row">
                <td>
                  <input
                    type="text"
                    aria-label={`Owner ${i + 1} name`}
                    value={o.name}
                    disabled={readOnly}
                    maxLength={200}
                    onChange={(e) => store.rename(o.key, e.target.value)}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-label={`Owner ${i + 1} share (%)`}
                    value={o.shareText}
                    disabled={readOnly}
                    onChange={(e) => store.setShare(o.key, e.target.value)}
                  />
                </td>
                {!readOnly && (
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={`Remove owner ${i + 1}${o.name ? ` (${o.name})` : ''}`}
                      onClick={() => store.remove(o.key)}
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p
        role="status"
        data-testid="owners-total"
        className={complete || store.owners.length === 0 ? '' : 'field-error'}
      >
        {store.owners.length === 0
          ? 'No owners: the report is for a single owner.'
          : complete
            ? `Total ${store.totalText}`
            : `Total ${store.totalText}: the shares must add up to exactly 100.00%.`}
      </p>
      {!readOnly && store.problems.length > 0 && store.owners.length > 0 && (
        <ul className="field-error" data-testid="owners-problems">
          {store.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="tab-toolbar">
          <button type="button" className="button" disabled={!store.canAdd} onClick={() => store.add()}>
            Add owner
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!store.canSave}
            onClick={() => void store.save()}
          >
            Save owners
          </button>
        </div>
      )}
      {store.message && (
        <p role={store.message.type === 'error' ? 'alert' : 'status'} data-testid="owners-message">
          {store.message.text}
        </p>
      )}
    </section>
  );
});
