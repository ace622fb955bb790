import { observer } from 'mobx-react-lite';
import type { ShellStore } from './ShellStore';

/**
 * The bar above every sub-application (issue 15; docs/product/shell-and-sign-in.md "Who is signed in"): the
 * product, what is open (the report's property and report name in the report view), who is signed in, and Sign out.
 */
export const ShellHeader = observer(function ShellHeader(props: { store: ShellStore }) {
  const { store } = props;
  const { user, selection } = store;
  const farr = selection.app.kind === 'farr';
  return (
    <header className="shell-bar" data-testid="shell-bar">
      <a className="shell-brand" href="/" title="My work">
        taxdep
      </a>
      <div className="shell-context" data-testid="shell-context">
        {farr ? (
          <>
            <span className="shell-context-kind">Depreciation report</span>
            <span className="shell-context-name" data-testid="shell-property-name">
              {store.reportTitle}
            </span>
          </>
        ) : (
          <span className="shell-context-kind">
            {selection.app.kind === 'portal' ? 'Main portal' : selection.app.title}
          </span>
        )}
      </div>
      <div className="shell-user">
        {user && (
          <span className="shell-user-name" data-testid="shell-user-name" title={user.email}>
            {user.firstName} {user.lastName}
          </span>
        )}
        <button
          type="button"
          className="shell-signout"
          data-testid="sign-out"
          disabled={store.busy}
          onClick={() => void store.signOut()}
        >
          {store.busy ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </header>
  );
});
