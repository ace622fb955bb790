import type { Selection } from './sub-applications';

/** ESG (issue 29), and a view opened without its id: for now a page that names the sub-application and its id. */
export function SubApplicationPage(props: { selection: Selection }) {
  const { app, id } = props.selection;
  return (
    <main className="shell-card" data-testid="sub-application-page" data-sub-application={app.kind}>
      <h1>{app.kind === 'portal' ? 'Main portal' : `${app.title} view`}</h1>
      {id ? (
        <p>
          Opened with <code>{app.parameter}</code> = <strong data-testid="sub-application-id">{id}</strong>.
        </p>
      ) : (
        <p>Opened without a report, capex, ESG or RCA id.</p>
      )}
      <p className="shell-muted">This part of the portal is not available yet.</p>
    </main>
  );
}
