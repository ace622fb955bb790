import { type ComponentType, lazy } from 'react';

/** docs/product/rules.md#messages-and-errors: loading of a part of the application times out after 120 seconds. */
export const LOAD_TIMEOUT_MS = 120_000;

export class LoadTimeoutError extends Error {
  constructor(readonly part: string) {
    super(`${part} did not load within ${LOAD_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'LoadTimeoutError';
  }
}

/** Rejects with `LoadTimeoutError` when `loading` has not settled within `ms`. */
export function withTimeout<T>(loading: Promise<T>, part: string, ms = LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(part)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `React.lazy` whose loading fails after the spec's timeout (shown by `LoadBoundary`). */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<ComponentType<P>>,
  part: string,
  ms = LOAD_TIMEOUT_MS,
) {
  return lazy(() => withTimeout(load(), part, ms).then((component) => ({ default: component })));
}
