import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import type { ShellStore } from './ShellStore';

/** docs/product/shell-and-sign-in.md: on localhost the shell asks for a pasted token instead of signing in. */
export const PastedTokenScreen = observer(function PastedTokenScreen(props: { store: ShellStore }) {
  const { store } = props;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await store.submitPastedToken(text);
    setBusy(false);
  };
  const { selection } = store;
  return (
    <main className="shell-card" data-testid="pasted-token-screen">
      <h1>Paste a product token</h1>
      <p>
        On localhost the portal does not sign you in. Create a token in a terminal at the repository and paste
        it below:
      </p>
      <pre className="shell-command">
        <code>pnpm taxdep token --user sam.surveyor@demo.taxdep</code>
      </pre>
      {selection.id && (
        <p className="shell-muted">
          Opening {selection.app.title} {selection.id}.
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor="pasted-token">Product token</label>
        <textarea
          id="pasted-token"
          rows={5}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={store.pasteError ? 'pasted-token-error' : undefined}
          aria-invalid={store.pasteError ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {store.pasteError && (
          <p id="pasted-token-error" className="shell-error" role="alert">
            {store.pasteError}
          </p>
        )}
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Checking…' : 'Use this token'}
        </button>
      </form>
    </main>
  );
});
