import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import type { AdminStore } from './AdminStore';
import { type FieldSave, SaveStatus } from './SaveStatus';

/** Clients, funds and portfolios: create, and rename in place (issue 15; migration 002's tables). */
export const EntitiesSection = observer(function EntitiesSection(props: { store: AdminStore }) {
  const { store } = props;
  const clientName = (id: number) => store.clients.find((c) => c.clientId === id)?.clientName ?? '';
  const fundName = (id: number) => store.funds.find((f) => f.fundId === id)?.fundCode ?? '';
  return (
    <section className="admin-section" aria-labelledby="admin-entities">
      <h2 id="admin-entities">Clients, funds and portfolios</h2>
      <div className="admin-columns">
        <div>
          <h3>Clients</h3>
          <NameList
            label="client"
            items={store.clients.map((c) => ({ id: c.clientId, name: c.clientName, note: '' }))}
            onRename={(id, name) => store.renameClient(id, name)}
          />
          <CreateForm
            label="client"
            fields={['Client name']}
            onCreate={([name]) => store.createClient(name!)}
          />
        </div>
        <div>
          <h3>Funds</h3>
          <NameList
            label="fund"
            items={store.funds.map((f) => ({
              id: f.fundId,
              name: f.fundName,
              note: `${f.fundCode} · ${clientName(f.clientId)}`,
            }))}
            onRename={(id, name) => store.renameFund(id, name)}
          />
          <CreateForm
            label="fund"
            fields={['Fund code', 'Fund name']}
            choice={{
              label: 'Client',
              options: store.clients.map((c) => ({ id: c.clientId, name: c.clientName })),
            }}
            onCreate={([code, name], clientId) => store.createFund(code!, name!, clientId!)}
          />
        </div>
        <div>
          <h3>Portfolios</h3>
          <NameList
            label="portfolio"
            items={store.portfolios.map((p) => ({
              id: p.portfolioId,
              name: p.portfolioName,
              note: fundName(p.fundId),
            }))}
            onRename={(id, name) => store.renamePortfolio(id, name)}
          />
          <CreateForm
            label="portfolio"
            fields={['Portfolio name']}
            choice={{
              label: 'Fund',
              options: store.funds.map((f) => ({ id: f.fundId, name: `${f.fundCode} ${f.fundName}` })),
            }}
            onCreate={([name], fundId) => store.createPortfolio(fundId!, name!)}
          />
        </div>
      </div>
    </section>
  );
});

interface Item {
  id: number;
  name: string;
  note: string;
}

function NameList(props: {
  label: string;
  items: Item[];
  onRename(id: number, name: string): Promise<string | null>;
}) {
  return (
    <ul className="admin-list" data-testid={`admin-${props.label}s`}>
      {props.items.map((item) => (
        <li key={item.id}>
          <RenameField label={props.label} item={item} onRename={props.onRename} />
          {item.note && <span className="muted"> {item.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The name as an input; leaving it (or Enter) renames when it changed, and says beside it (announced) that it is
 * saving, saved, or why not (issue 26 item 17). A refused name stays in the field, marked, to be corrected.
 */
function RenameField(props: {
  label: string;
  item: Item;
  onRename(id: number, name: string): Promise<string | null>;
}) {
  const { item } = props;
  const [name, setName] = useState(item.name);
  const [save, setSave] = useState<FieldSave>({ kind: 'idle' });
  const statusId = `admin-${props.label}-${item.id}-save`;
  const commit = async () => {
    if (name === item.name) return;
    if (name.trim() === '') {
      setSave({ kind: 'failed', message: 'Not saved: a name cannot be empty.' });
      return;
    }
    setSave({ kind: 'saving' });
    const refused = await props.onRename(item.id, name);
    setSave(refused === null ? { kind: 'saved' } : { kind: 'failed', message: refused });
  };
  return (
    <span className="admin-rename">
      <input
        className="admin-name"
        aria-label={`Name of ${props.label} ${item.name}`}
        aria-describedby={statusId}
        aria-invalid={save.kind === 'failed' ? true : undefined}
        value={name}
        maxLength={200}
        onChange={(e) => {
          setName(e.target.value);
          if (save.kind !== 'saving') setSave({ kind: 'idle' });
        }}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit();
        }}
      />
      <SaveStatus id={statusId} save={save} testId={`admin-${props.label}-${item.id}-save`} />
    </span>
  );
}

function CreateForm(props: {
  label: string;
  fields: string[];
  choice?: { label: string; options: { id: number; name: string }[] };
  onCreate(values: string[], choiceId: number | null): Promise<boolean>;
}) {
  const [values, setValues] = useState(() => props.fields.map(() => ''));
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choice ?? props.choice?.options[0]?.id ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.some((v) => v.trim() === '') || (props.choice && chosen === null)) return;
    if (await props.onCreate(values, chosen)) setValues(props.fields.map(() => ''));
  };
  return (
    <form className="admin-create" onSubmit={(e) => void submit(e)} data-testid={`admin-new-${props.label}`}>
      {props.choice && (
        <select
          aria-label={props.choice.label}
          value={chosen ?? ''}
          onChange={(e) => setChoice(Number(e.target.value))}
        >
          {props.choice.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
      {props.fields.map((field, i) => (
        <input
          key={field}
          aria-label={field}
          placeholder={field}
          value={values[i]}
          maxLength={field === 'Fund code' ? 20 : 200}
          onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
        />
      ))}
      <button type="submit" className="button button-secondary button-small">
        Add {props.label}
      </button>
    </form>
  );
}
