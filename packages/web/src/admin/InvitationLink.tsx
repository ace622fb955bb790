import type { UserInvitation } from '@taxdep/domain';
import { useState } from 'react';

/** When the link stops working, in the firm's time zone (docs/product/main-portal.md: the firm's times). */
const FIRM_TIME = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A user's one-time sign-in link as Administration hands it over (docs/product/administration.md "Adding a user"):
 * selectable, with Copy link, and what the administrator does with it. With the firm's identity provider there is
 * no link: the user's first sign-in with their firm account finds them.
 */
export function InvitationLink(props: { invitation: UserInvitation; email: string; testId: string }) {
  const { invitation, email } = props;
  const [copied, setCopied] = useState(false);
  if (!invitation.link) {
    return (
      <p className="field-hint">
        Nothing to send: they sign in with their firm account ({email}), and their first sign-in finds them.
      </p>
    );
  }
  const link = invitation.link;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the link stays selectable in its field.
    }
  };
  const fieldId = `${props.testId}-field`;
  return (
    <>
      <label htmlFor={fieldId} className="field-label">
        Their sign-in link
      </label>
      <div className="admin-invitation">
        <input
          id={fieldId}
          type="text"
          readOnly
          value={link}
          data-testid={props.testId}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p className="field-hint">
        The portal sends no e-mail: send this link to {email} yourself. It opens a page where they choose
        their password, works once, and expires on {FIRM_TIME.format(new Date(invitation.expiresAt ?? ''))}{' '}
        (Sydney time).
      </p>
    </>
  );
}
