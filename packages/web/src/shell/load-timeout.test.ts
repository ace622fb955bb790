import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIMEOUT_MS, LoadTimeoutError, withTimeout } from './load-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout (docs/product/rules.md#messages-and-errors: loading a part of the app times out after 120 s)', () => {
  it('rejects after 120 seconds', async () => {
    vi.useFakeTimers();
    const loading = withTimeout(new Promise(() => {}), 'The report view');
    const settled = expect(loading).rejects.toBeInstanceOf(LoadTimeoutError);
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await settled;
  });

  it('passes a result through in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 'x')).resolves.toBe(7);
  });
});
