import { Component, type ReactNode } from 'react';
import { LoadTimeoutError } from './load-timeout';

interface State {
  error: Error | null;
}

/** Shows why a part of the application failed to load (docs/product/rules.md#messages-and-errors: 120 s timeout) instead of a blank page. */
export class LoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const timedOut = error instanceof LoadTimeoutError;
    return (
      <main className="shell-card" role="alert" data-testid="load-error">
        <h1>{timedOut ? 'Loading timed out' : 'Something went wrong'}</h1>
        <p>
          {timedOut ? error.message : 'This part of the portal could not be shown.'} Refresh the page to try
          again.
        </p>
      </main>
    );
  }
}
