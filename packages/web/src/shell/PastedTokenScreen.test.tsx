import type { ProductTokenPort } from '@taxdep/domain/ports';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PastedTokenScreen } from './PastedTokenScreen';
import { ShellStore } from './ShellStore';

afterEach(cleanup);

function storeAcceptingOnly(good: string) {
  const memory = new Map<string, string>();
  const store = {
    get: (k: string) => memory.get(k) ?? null,
    set: (k: string, v: string) => void memory.set(k, v),
    remove: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
  };
  const tokens = {
    authorize: async (_app: string, token: string) => token === good,
  } as unknown as ProductTokenPort;
  return new ShellStore({
    session: store,
    local: store,
    navigation: {} as never,
    identity: {} as never,
    tokens,
    renewal: {} as never,
    sessionInfo: { me: async () => null, reportHeading: async () => null, cloudToken: async () => null },
  });
}

describe('PastedTokenScreen (docs/product/shell-and-sign-in.md: pasted token on localhost)', () => {
  it('offers a labelled text area, a button and the command that makes a token', () => {
    render(<PastedTokenScreen store={storeAcceptingOnly('t')} />);
    expect(screen.getByLabelText('Product token').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Use this token' })).toBeTruthy();
    expect(screen.getByText(/pnpm taxdep token --user/)).toBeTruthy();
  });

  it('announces a refused token and accepts a good one', async () => {
    const store = storeAcceptingOnly('good');
    render(<PastedTokenScreen store={store} />);
    fireEvent.change(screen.getByLabelText('Product token'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this token' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/did not accept/);
    fireEvent.change(screen.getByLabelText('Product token'), { target: { value: 'good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this token' }));
    await waitFor(() => expect(store.state).toBe('ready'));
  });
});
