import { formatDisplayDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import type { RegisterStore } from '../store/RegisterStore';

/** Copy Over Previous Asset Register (docs/product/asset-register.md): subject address, a radio per earlier register, Cancel, Use Selected. */
export const CopyRegisterDialog = observer(function CopyRegisterDialog(props: { store: RegisterStore }) {
  const { copy, report } = props.store;
  const property = report?.propertyInfo;
  const address = [property?.streetAddress, property?.suburb, property?.state, property?.postCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Modal
      title="Copy Over Previous Asset Register"
      onClose={() => copy.cancel()}
      testId="copy-register-dialog"
      wide
      actions={[
        { label: 'Cancel', onClick: () => copy.cancel(), testId: 'copy-register-cancel' },
        {
          label: 'Use Selected',
          primary: true,
          disabled: copy.selectedId === null || copy.copying,
          onClick: () => void copy.useSelected(),
          testId: 'copy-register-use',
        },
      ]}
    >
      <p>
        Subject address: <strong data-testid="copy-subject-address">{address || '—'}</strong>
      </p>
      {copy.loading && <p className="muted">Loading…</p>}
      {!copy.loading && copy.entries.length === 0 && (
        <p className="muted">There are no earlier asset registers for this property.</p>
      )}
      {copy.entries.length > 0 && (
        <fieldset className="copy-list">
          <legend className="visually-hidden">Earlier asset registers</legend>
          {copy.entries.map((entry) => {
            const date = formatDisplayDate(entry.endoffinyearreportdate) || 'Not Assigned';
            return (
              <label className="copy-entry" key={entry.id} data-testid={`copy-entry-${entry.id}`}>
                <input
                  type="radio"
                  name="previous-register"
                  checked={copy.selectedId === entry.id}
                  onChange={() => copy.select(entry.id)}
                />
                <span>{date}</span>
                <span>{entry.status ?? ''}</span>
                <span>
                  {entry.numberOfAssets} {entry.numberOfAssets === 1 ? 'asset' : 'assets'}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </Modal>
  );
});
