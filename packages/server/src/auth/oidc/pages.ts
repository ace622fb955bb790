/**
 * The built-in provider's pages: sign-in form, error and sign-out. Plain HTML with no script but the one
 * that submits the sign-out form; labelled fields, the error announced to screen readers, and a focus order
 * that follows the form.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f8; color: #1c2733; }
  main { width: min(24rem, calc(100vw - 2rem)); background: #fff; border-radius: 8px; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12), 0 8px 24px rgb(0 0 0 / 0.06); }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  p.lead { margin: 0 0 1.5rem; color: #4a5868; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.35rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem 0.7rem; border: 1px solid #8a97a6;
    border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1f6feb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 600; padding: 0.7rem; border: 0;
    border-radius: 4px; background: #0b5cad; color: #fff; cursor: pointer; }
  button:hover { background: #084a8c; }
  .error { margin: 0 0 1rem; padding: 0.7rem 0.8rem; border-radius: 4px; background: #fdecea; color: #8a1c12;
    border: 1px solid #f1b2aa; }
`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · taxdep</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageModel {
  /** Where the form posts. */
  action: string;
  email: string;
  error: string | null;
  /** The error is a sign-in lock (sign-in-throttle.ts): announced the same, but the fields are not wrong. */
  locked?: boolean;
}

export function loginPage({ action, email, error, locked = false }: LoginPageModel): string {
  const errorBlock = error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : '';
  const invalid = locked ? '' : ' aria-invalid="true"';
  const describedBy = error ? ` aria-describedby="sign-in-error"${invalid}` : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Tax depreciation portal</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export interface InvitationPageModel {
  action: string;
  token: string;
  email: string;
  error: string | null;
}

/** Issue 26 item 17: a new user's first visit, from the link an administrator handed them: choose a password. */
export function invitationPage({ action, token, email, error }: InvitationPageModel): string {
  const errorBlock = error
    ? `<p class="error" id="invitation-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  const describedBy = error ? ' aria-describedby="invitation-error" aria-invalid="true"' : '';
  return layout(
    'Choose your password',
    `<h1>Choose your password</h1>
<p class="lead">You have been added to the tax depreciation portal as ${escapeHtml(email)}. Choose the password you will sign in with (at least 12 characters).</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <input type="hidden" name="username" value="${escapeHtml(email)}" autocomplete="username">
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="12"${describedBy} autofocus>
  <label for="repeated">Type it again</label>
  <input id="repeated" name="repeated" type="password" autocomplete="new-password" required minlength="12"${describedBy}>
  <button type="submit">Set my password</button>
</form>`,
  );
}

/** The password is set: the user signs in from the portal as anyone does. */
export function invitationAcceptedPage(email: string): string {
  return layout(
    'Password set',
    `<h1>Your password is set</h1>
<p>Sign in to the portal with ${escapeHtml(email)} and the password you chose.</p>
<p><a href="/">Go to the portal and sign in</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="/">Back to the portal</a></p>`,
  );
}

/** With the provider's form: submits it at once (no question); without: the signed-out message. */
export function signedOutPage(form: string | null): string {
  if (form === null) {
    return layout(
      'Signed out',
      '<h1>Signed out</h1>\n<p>You have signed out.</p>\n<p><a href="/">Sign in again</a></p>',
    );
  }
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.forms[0].requestSubmit(document.querySelector('button[name="logout"]'));</script>`,
  );
}
