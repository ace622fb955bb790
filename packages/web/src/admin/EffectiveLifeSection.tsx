import type { EffectiveLifeLoadAnswer } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import type { AdminStore } from './AdminStore';
import { EffectiveLifeTableView } from './EffectiveLifeTableView';
import { LoadPreviewActions, TableFileInput } from './TableFileLoad';

const life = (years: string | null) => (years === null ? '—' : `${years} years`);
const date = (civil: string | null) => civil ?? 'undated';

/**
 * The effective-life load (docs/product/administration.md "Effective-life table"): choose a file, see what it adds
 * (new tax codes) and changes (a new dated life, old → new), what stops it (conflicts, row problems), confirm.
 */
export const EffectiveLifeSection = observer(function EffectiveLifeSection(props: { store: AdminStore }) {
  const { store } = props;
  const preview = store.preview;
  return (
    <section className="admin-section" aria-labelledby="admin-effective-life">
      <h2 id="admin-effective-life">Effective-life table</h2>
      <p className="muted">
        A file in the layout of the Commissioner's Tables A and B (table, industry, sub_industry, asset_group,
        asset, effective_life_years, date_of_application). Lives are dated and added, never overwritten: an
        asset keeps the life in force at its own date, and keeps its tax code.
      </p>
      <TableFileInput
        label="Table file (.csv)"
        testId="effective-life-file"
        busy={store.busy}
        onChoose={(name, size, readText) => void store.chooseFile(name, size, readText)}
      />
      {preview && (
        <div data-testid="effective-life-preview">
          <Diff answer={preview} />
          <LoadPreviewActions
            testIdPrefix="effective-life"
            loadable={preview.loadable}
            busy={store.busy}
            onConfirm={() => void store.confirmLoad()}
            onCancel={() => store.cancelLoad()}
            notLoadable={
              preview.problems.length + preview.conflicts.length > 0
                ? 'Fix the problems and conflicts to load this file.'
                : 'The table already holds every row of this file.'
            }
          />
        </div>
      )}
      {store.loaded && (
        <div data-testid="effective-life-loaded">
          <Diff answer={store.loaded} />
        </div>
      )}
      <EffectiveLifeTableView store={store.lifeTable} />
    </section>
  );
});

const Diff = observer(function Diff(props: { answer: EffectiveLifeLoadAnswer }) {
  const { answer } = props;
  return (
    <>
      <p data-testid="effective-life-summary">
        {answer.fileName}: {answer.added.length} new tax code(s), {answer.changed.length} changed life(s),{' '}
        {answer.unchanged} unchanged, {answer.conflicts.length} conflict(s), {answer.problems.length}{' '}
        problem(s).
      </p>
      {answer.changed.length > 0 && (
        <table className="admin-table" data-testid="effective-life-changed">
          <caption>Changed lives</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Asset</th>
              <th scope="col">Life</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {answer.changed.map((c) => (
              <tr key={`${c.line}`}>
                <td>{c.codes.join(', ')}</td>
                <td>{c.asset}</td>
                <td>
                  {life(c.previousLifeYears)} → {life(c.effectiveLifeYears)}
                </td>
                <td>{date(c.dateOfApplication)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {answer.added.length > 0 && (
        <table className="admin-table" data-testid="effective-life-added">
          <caption>New tax codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Group</th>
              <th scope="col">Asset</th>
              <th scope="col">Lives</th>
            </tr>
          </thead>
          <tbody>
            {answer.added.map((a) => (
              <tr key={a.code}>
                <td>{a.code}</td>
                <td>{a.assetGroup}</td>
                <td>{a.asset}</td>
                <td>
                  {a.lives
                    .map((l) => `${life(l.effectiveLifeYears)} from ${date(l.dateOfApplication)}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(answer.conflicts.length > 0 || answer.problems.length > 0) && (
        <ul className="admin-problems" data-testid="effective-life-problems">
          {answer.conflicts.map((c) => (
            <li key={`c${c.line}`}>
              Line {c.line}: {c.asset} has {life(c.storedLifeYears)} from {date(c.dateOfApplication)}; the
              file says {life(c.fileLifeYears)}. A load adds lives, it never overwrites one.
            </li>
          ))}
          {answer.problems.map((p) => (
            <li key={`p${p.line}-${p.message}`}>
              Line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
