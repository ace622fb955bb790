import { BUILDING_ELEMENTS } from '@taxdep/domain/capex';
import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import { shownValue } from '../items/ItemCell';
import { ITEM_COLUMNS } from '../items/item-columns';
import type { ItemImport } from './ItemImport';

/** Rows the staging table draws at most; the counts cover the whole file. */
const SHOWN_ROWS = 200;
const STAGED_COLUMNS = ITEM_COLUMNS.filter((c) =>
  [
    'element',
    'description',
    'lumpSumCents',
    'quantity',
    'unitRateCents',
    'yearInstalled',
    'age',
    'lifeYears',
  ].includes(c.key),
);

/**
 * Import CSV/Excel (issue 27 item 2; docs/product/capex-forecast.md "Import"): choose a .csv or .xlsx file whose
 * first row names the grid's columns; every row is staged with the reasons it would be left out; Import saves the
 * rows that pass. Nothing is saved before.
 */
export const ImportDialog = observer(function ImportDialog(props: { store: ItemImport }) {
  const { store } = props;
  const staged = store.staged;
  const accepted = store.accepted.length;
  return (
    <Modal
      title="Import items from CSV or Excel"
      staging
      scrollableBody
      onClose={() => store.close()}
      testId="capex-import-dialog"
      actions={[
        { label: 'Cancel', onClick: () => store.close() },
        {
          label: accepted === 1 ? 'Import 1 item' : `Import ${accepted} items`,
          onClick: () => void store.accept(),
          primary: true,
          disabled: accepted === 0 || store.saving || store.reading,
          testId: 'capex-import-accept',
        },
      ]}
    >
      <p className="dialog-subheader">
        The first row names the columns, as the Items grid’s headings do (
        {ITEM_COLUMNS.map((c) => c.heading).join(', ')}). Element is one of:{' '}
        {BUILDING_ELEMENTS.map((e) => e.label).join(', ')}.
      </p>
      <label className="field">
        <span className="field-label">File (.csv or .xlsx)</span>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv"
          data-testid="capex-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void store.choose(file);
          }}
        />
      </label>
      {store.reading && <p className="muted">Reading the file…</p>}
      {store.failure && (
        <p className="field-error" role="alert" data-testid="capex-import-failure">
          {store.failure}
        </p>
      )}
      {staged && (
        <>
          <p data-testid="capex-import-summary">
            {staged.rows.length.toLocaleString('en-AU')} rows in {staged.fileName}:{' '}
            {accepted.toLocaleString('en-AU')} will be imported, {store.refusedCount.toLocaleString('en-AU')}{' '}
            left out with their reasons below.
          </p>
          {staged.notes.map((note) => (
            <p key={note} className="muted">
              {note}
            </p>
          ))}
          <label className="radio">
            <input
              type="checkbox"
              checked={store.onlyRefused}
              onChange={(e) => store.setOnlyRefused(e.target.checked)}
            />
            Show only the rows left out
          </label>
          <table className="figures-table capex-staging-table" data-testid="capex-import-table">
            <thead>
              <tr>
                <th scope="col">Line</th>
                {STAGED_COLUMNS.map((column) => (
                  <th key={column.key} scope="col">
                    {column.heading}
                  </th>
                ))}
                <th scope="col">Left out because</th>
              </tr>
            </thead>
            <tbody>
              {store.shownRows.slice(0, SHOWN_ROWS).map((row) => (
                <tr key={row.line} className={row.reasons.length > 0 ? 'capex-row-left-out' : undefined}>
                  <td className="num">{row.line}</td>
                  {STAGED_COLUMNS.map((column) => (
                    <td
                      key={column.key}
                      className={column.kind === 'text' || column.kind === 'select' ? undefined : 'num'}
                    >
                      {shownValue(column, row.fields[column.key])}
                    </td>
                  ))}
                  <td className={row.reasons.length > 0 ? 'capex-reasons' : undefined}>
                    {row.reasons.join(' ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {store.shownRows.length > SHOWN_ROWS && (
            <p className="muted">The first {SHOWN_ROWS} rows are shown; the counts above cover every row.</p>
          )}
        </>
      )}
    </Modal>
  );
});
