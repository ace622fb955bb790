import type { EffectiveLifeLoadRecord } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { Pager } from '../ui/Pager';
import type { EffectiveLifeTableStore } from './EffectiveLifeTableStore';

/** A date of application as the firm writes dates ("1 July 2026"); civil, so no time zone is involved. */
function civilDate(date: string | null): string {
  if (date === null) return 'Before dated rulings';
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-AU', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** When a load happened, in the firm's time zone (docs/product/main-portal.md: the firm's times, said so). */
const FIRM_TIME = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The loaded table, searched and paged (issue 26 item 17): one row per life, so a revised life shows with the
 * date it applies from and the ruling that made it.
 */
export const EffectiveLifeTableView = observer(function EffectiveLifeTableView(props: {
  store: EffectiveLifeTableStore;
}) {
  const { store } = props;
  const page = store.page;
  return (
    <div className="admin-life-table" data-testid="effective-life-table">
      <h3 id="admin-life-table">The table as loaded</h3>
      <div className="admin-life-search">
        <label htmlFor="effective-life-search">Search the table</label>
        <input
          id="effective-life-search"
          type="search"
          autoComplete="off"
          maxLength={200}
          placeholder="Code, asset, industry or ruling"
          value={store.searchValue}
          onChange={(e) => store.search(e.target.value)}
        />
        <span role="status" aria-live="polite" data-testid="effective-life-count">
          {page
            ? `${page.totalRecords} ${page.totalRecords === 1 ? 'life' : 'lives'}${store.pageSearch ? ` matching “${store.pageSearch}”` : ''}`
            : ''}
        </span>
      </div>
      {store.failure && (
        <p role="alert" className="admin-failure">
          {store.failure}
        </p>
      )}
      {page && (
        <>
          <div className="admin-table-scroll">
            <table className="admin-table" aria-labelledby="admin-life-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Asset</th>
                  <th scope="col">Life</th>
                  <th scope="col">Industry and heading</th>
                  <th scope="col">Applies from</th>
                  <th scope="col">Ruling</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr key={`${row.code}-${row.dateOfApplication ?? ''}-${row.effectiveLifeYears}`}>
                    <td>{row.code}</td>
                    <td>{row.asset}</td>
                    <td className="admin-number">{row.effectiveLifeYears} years</td>
                    <td>
                      {[row.industry, row.subIndustry].filter((t) => t !== '').join(', ') ||
                        `Table ${row.table}`}
                      {row.assetGroup && row.assetGroup !== row.asset && (
                        <span className="muted"> · {row.assetGroup}</span>
                      )}
                    </td>
                    <td>{civilDate(row.dateOfApplication)}</td>
                    <td title={row.source}>{row.ruling ?? <span className="muted">Not named</span>}</td>
                  </tr>
                ))}
                {page.rows.length === 0 && (
                  <tr>
                    <td colSpan={6}>
                      {store.pageSearch === ''
                        ? 'The table is empty.'
                        : `No life of the table matches “${store.pageSearch}”.`}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager
            page={page.pageNo}
            pages={page.totalPages}
            totalRecords={page.totalRecords}
            onPage={(n) => void store.show(n)}
            testId="effective-life-pager"
          />
        </>
      )}
      <LoadHistory loads={store.loads} />
    </div>
  );
});

function who(load: EffectiveLifeLoadRecord): string {
  if (load.seeded) return 'With the release';
  return load.loadedBy ?? 'Command line';
}

const LoadHistory = observer(function LoadHistory(props: { loads: readonly EffectiveLifeLoadRecord[] }) {
  return (
    <>
      <h3 id="admin-life-loads">History of loads</h3>
      <div className="admin-table-scroll">
        <table className="admin-table" aria-labelledby="admin-life-loads" data-testid="effective-life-loads">
          <thead>
            <tr>
              <th scope="col">When (Sydney time)</th>
              <th scope="col">By</th>
              <th scope="col">File</th>
              <th scope="col">Rows</th>
              <th scope="col">Added</th>
              <th scope="col">Rulings cited</th>
            </tr>
          </thead>
          <tbody>
            {props.loads.map((load) => (
              <tr key={load.loadId}>
                <td>{FIRM_TIME.format(new Date(load.loadedAt))}</td>
                <td>{who(load)}</td>
                <td>{load.fileName}</td>
                <td className="admin-number">{load.rowsRead}</td>
                <td>
                  {load.codesAdded} new code(s), {load.livesAdded} revised li
                  {load.livesAdded === 1 ? 'fe' : 'ves'}
                </td>
                <td>
                  {load.rulings.length > 0 ? (
                    load.rulings.join(', ')
                  ) : (
                    <span className="muted">None named</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
});
