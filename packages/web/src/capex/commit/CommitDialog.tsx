import type { CapexCommitAnswer, RegisterAsset } from '@taxdep/domain';
import { formatMoneyCents } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { ASSET_PARAM, REPORT_ID_PARAM } from '../../routes/report-tabs';
import { Modal } from '../../ui/Modal';
import type { CommitStore } from './CommitStore';

/** The register's dollars (exact to the cent) as money. */
const dollars = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatMoneyCents(Math.round(value * 100));

/**
 * "Commit to report" (issue 27 item 4; docs/product/capex-forecast.md): choose the depreciation report, see the new
 * asset and the disposal as the register would save them, then Save. Nothing is saved before Save.
 */
export const CommitDialog = observer(function CommitDialog(props: { store: CommitStore }) {
  const { store } = props;
  const subject = store.subject;
  if (!subject) return null;
  const { replacement } = subject;
  const saved = store.saved;
  return (
    <Modal
      title={`Commit to report: ${subject.description || `item ${replacement.itemId}`}, FY${replacement.financialYear}`}
      subheader="A new asset of the replacement’s escalated cost from 1 July of its year, and the asset it replaces disposed of that day for nil (scrapped)."
      wide
      scrollableBody
      onClose={() => store.close()}
      testId="capex-commit"
      actions={[
        { label: saved ? 'Close' : 'Cancel', onClick: () => store.close(), testId: 'capex-commit-cancel' },
        ...(saved
          ? []
          : [
              {
                label: store.saving ? 'Saving…' : 'Save',
                onClick: () => void store.save(),
                primary: true,
                disabled: !store.maySave,
                testId: 'capex-commit-save',
              },
            ]),
      ]}
    >
      {store.loadingReports && <p className="muted">Listing the depreciation reports…</p>}
      {store.reports.length > 0 && (
        <label className="field">
          <span>Depreciation report (In Progress)</span>
          <select
            value={store.depreciationReportId ?? ''}
            disabled={store.saving || saved !== null}
            onChange={(e) => void store.choose(Number(e.target.value))}
            data-testid="capex-commit-report"
          >
            {store.reports.map((r) => (
              <option key={r.depreciationReportId} value={r.depreciationReportId}>
                {`${r.reportName || `Report ${r.depreciationReportId}`}${r.eofyReportDate ? `, EOFY ${r.eofyReportDate}` : ''}${r.mayEdit ? '' : ' (you may not edit it)'}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {store.failure && (
        <p className="field-error" role="alert" data-testid="capex-commit-failure">
          {store.failure}
        </p>
      )}
      {store.chosen && !store.chosen.mayEdit && (
        <p className="field-error" data-testid="capex-commit-not-editable">
          Only the report’s surveyor and checker may add to it: choose another report.
        </p>
      )}
      {store.previewing && <p className="muted">Working out the new asset…</p>}
      {(saved ?? store.preview) && <CommitPreview answer={(saved ?? store.preview) as CapexCommitAnswer} />}
      {saved && (
        <p data-testid="capex-commit-saved">
          {`Saved: asset ${saved.newAsset.id} added${saved.disposal ? ` and asset ${saved.disposal.assetId} disposed of` : ''}. `}
          <a
            // The register opened on the new asset (issue 26 item 12's address: /AssetRegister?…&assetId=).
            href={`/AssetRegister?${REPORT_ID_PARAM}=${saved.depreciationReportId}&${ASSET_PARAM}=${saved.newAsset.id}`}
            data-testid="capex-commit-open-report"
          >
            Open the report’s register
          </a>
        </p>
      )}
    </Modal>
  );
});

function CommitPreview(props: { answer: CapexCommitAnswer }) {
  const { newAsset, disposal, problems } = props.answer;
  return (
    <div className="capex-commit-preview" data-testid="capex-commit-preview">
      <h3>New asset</h3>
      <NewAssetFacts asset={newAsset} />
      <h3>Disposal</h3>
      {disposal ? (
        <dl className="capex-commit-facts" data-testid="capex-commit-disposal">
          <dt>Asset</dt>
          <dd>{`${disposal.assetId}: ${disposal.description}`}</dd>
          <dt>Disposal date</dt>
          <dd>{disposal.disposalDate}</dd>
          <dt>Termination value</dt>
          <dd>{dollars(disposal.terminationValue)}</dd>
        </dl>
      ) : (
        <p className="muted" data-testid="capex-commit-no-disposal">
          Nothing is disposed of: the item replaces no asset of this report.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="capex-reasons" data-testid="capex-commit-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewAssetFacts(props: { asset: RegisterAsset }) {
  const { asset } = props;
  const facts: [string, string][] = [
    ['Description', asset.description ?? ''],
    ['Location', asset.location ?? ''],
    ['Tax code', asset.assetCode?.assetCode ?? 'none'],
    ['Category', asset.depreciationCategory?.code ?? 'none'],
    ['Method', asset.depreciationMethod?.code ?? 'none'],
    ['Cost', dollars(asset.originalCost)],
    ['Start date', asset.depreciationCommencementDate ?? ''],
    ['Invoice date', asset.invoiceDate ?? ''],
    ['Rate', asset.depreciationRate === null ? 'none' : `${asset.depreciationRate}%`],
  ];
  return (
    <dl className="capex-commit-facts" data-testid="capex-commit-new-asset">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
