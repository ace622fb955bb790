import { USAGE_POLICY } from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ShellStore } from './ShellStore';

/**
 * Issue 15 "Policy acceptance": a user who never accepted the usage policy, or accepted an older one, reads it and
 * accepts before going on (docs/product/usage-policy.md holds the same text). Declining is signing out.
 */
export const PolicyScreen = observer(function PolicyScreen(props: { store: ShellStore }) {
  const { store } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const accepted = store.user?.policyAcceptedDate;
  return (
    <main className="shell-card shell-policy" data-testid="policy-screen" aria-labelledby="policy-title">
      <h1 id="policy-title" ref={heading} tabIndex={-1}>
        {USAGE_POLICY.title}
      </h1>
      <p className="shell-muted" data-testid="policy-date">
        In effect from {formatLongDate(USAGE_POLICY.date)}.{' '}
        {accepted
          ? `You accepted an earlier version on ${formatLongDate(accepted)}; please read and accept this one.`
          : 'Please read it and accept it before you go on.'}
      </p>
      <div className="shell-policy-text">
        {USAGE_POLICY.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {store.policyError && (
        <p className="shell-error" role="alert">
          {store.policyError}
        </p>
      )}
      <div className="shell-actions">
        <button
          type="button"
          className="shell-button"
          data-testid="accept-policy"
          disabled={store.busy}
          onClick={() => void store.acceptPolicy()}
        >
          {store.busy ? 'Recording…' : 'I accept'}
        </button>
        <button
          type="button"
          className="shell-button-secondary"
          disabled={store.busy}
          onClick={() => void store.signOut()}
        >
          Decline and sign out
        </button>
      </div>
    </main>
  );
});
