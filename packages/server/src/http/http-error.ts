/**
 * An error whose message is written for the caller (docs/architecture.md "Every route validates its input and answers a
 * clear 4xx with a message"). The error handler in app.ts answers `{ message }` with its status; any other
 * error becomes a 500 with a generic message, so internals never leak.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
/** Refusals of a valid request because of the resource's state (read-only, stale version). Never 401/403:
 * the client treats those as session errors (docs/product/rules.md#messages-and-errors). */
export const conflict = (message: string) => new HttpError(409, message);
