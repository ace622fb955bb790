import { useEffect } from 'react';
import type { AddressProblem } from './sub-applications';

/** What each sub-application's id is called in a sentence. */
const ID_NAMES: Record<string, string> = {
  farr: 'report id',
  capex: 'capital expenditure id',
  esg: 'ESG id',
  rca: 'RCA id',
};

/**
 * Issue 26 item 15: an address the portal has no page for says so and leads home, instead of opening My work
 * without a word (or the service's JSON). Shown before signing in: it needs nothing of the user.
 */
export function AddressProblemPage(props: { problem: AddressProblem }) {
  const { problem } = props;
  const title = problem.kind === 'not-found' ? 'Page not found' : 'This link is not valid';
  useEffect(() => {
    document.title = `${title} — taxdep`;
  }, [title]);
  return (
    <main className="shell-card" data-testid="address-problem" data-problem={problem.kind}>
      <h1>{title}</h1>
      {problem.kind === 'not-found' ? (
        <p>
          There is no page at <code data-testid="address-problem-path">{problem.path}</code> in the tax
          depreciation portal. The address may be mistyped, or the link may be out of date.
        </p>
      ) : (
        <p>
          <code data-testid="address-problem-value">“{problem.value}”</code> is not a valid{' '}
          {ID_NAMES[problem.app.kind] ?? 'id'}: it is a whole number, such as 1234. Check the link you were
          given, or find the report in My work.
        </p>
      )}
      <p>
        <a className="shell-home-link" href="/" data-testid="address-problem-home">
          Go to My work
        </a>
      </p>
    </main>
  );
}
