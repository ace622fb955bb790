import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FIGURES_TYPES } from '../figures/identifiers';
import { useInjection } from '../ui/container-context';
import { FiguresOwnerStore } from './FiguresOwnerStore';
import './figures-owner.css';

/**
 * "Figures for: Whole property / Jamie — 60.00% / …" above the Calculations, Deductions and Summary tabs (issue 23
 * item 7): a report with several owners shows each owner's figures on request, every amount that owner's share.
 * `onChange` loads the tab again with the choice; the other tabs take it when they open.
 */
export const FiguresOwnerPicker = observer(function FiguresOwnerPicker(props: {
  reportId: number;
  onChange: () => void;
}) {
  const owners = useInjection<FiguresOwnerStore>(FIGURES_TYPES.FiguresOwnerStore);
  const { reportId, onChange } = props;
  const id = useId();
  useEffect(() => {
    void owners.open(reportId);
  }, [owners, reportId]);
  if (!owners.offersChoice || owners.reportId !== reportId) return null;
  const chosen = owners.owner;
  return (
    <div className="figures-owner" data-testid="figures-owner">
      <label htmlFor={id}>Figures for</label>
      <select
        id={id}
        value={owners.ownerId ?? ''}
        onChange={(event) => {
          owners.select(event.target.value === '' ? null : Number(event.target.value));
          onChange();
        }}
      >
        <option value="">Whole property (all owners)</option>
        {owners.owners.map((o) => (
          <option key={o.ownerId} value={o.ownerId}>
            {FiguresOwnerStore.label(o)}
          </option>
        ))}
      </select>
      <span className="figures-owner-note" role="status">
        {chosen
          ? `Every amount is ${chosen.name}’s share: the owners’ figures add up exactly to the whole property’s.`
          : 'The whole property: the sum of the owners’ figures.'}
      </span>
    </div>
  );
});
