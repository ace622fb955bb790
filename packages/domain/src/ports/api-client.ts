/**
 * Why a call answered null (security issue #10: a refused write shows its reason). Typed so no HTTP library's
 * error reaches the stores.
 */
export interface ApiFailure {
  /** The HTTP status; null when no answer came (no product token, network down). */
  status: number | null;
  /**
   * Text to show after the screen's own words: the service's `{ message }` of a refusal (400, 404, 409, 422),
   * shortened to FAILURE_MESSAGE_MAX_LENGTH; a generic text for a service fault (5xx) or a lost connection, so
   * no internals reach the screen; null when the screen's own words say it all: a session problem (no product
   * token, 401, 403), which the session handling answers, and a success with no data.
   */
  message: string | null;
  /**
   * Issue 27: a refusal (400, 422) that names fields (`{ message, errors: [{ field, message }] }`, e.g.
   * CapexSettingsRefusal), so a form shows each reason under its field. Absent otherwise.
   */
  fieldErrors?: readonly FieldRefusal[];
}

/** One field a refusal names, and why (text bounded as `message` is). */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** At most this many field reasons are kept from one refusal. */
export const FIELD_REFUSALS_MAX = 50;

/** A service message longer than this is cut (with '…'): it is shown in a short alert (docs/product/rules.md#messages-and-errors). */
export const FAILURE_MESSAGE_MAX_LENGTH = 300;

/** The reason given for a service fault or a call that got no answer. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service did not answer properly; try again later.';

/**
 * The one HTTP port the area ports are built on. docs/product/rules.md#messages-and-errors: any non-success response, or one with no data,
 * is a failure and the caller receives null (401/403 handling happens inside the implementation).
 *
 * The data contract stays null-on-failure; `lastFailure()` says why. It describes the call that settled last
 * (null when that one succeeded), so a caller reads it right after the awaited call that answered null, before
 * awaiting anything else: a call's answer and its reason arrive in the same turn, and another call's answer
 * can only settle in a later one.
 */
export interface ApiClient {
  get<T>(path: string, params?: Record<string, string | number | boolean | undefined>): Promise<T | null>;
  post<T>(
    path: string,
    body?: unknown,
    params?: Record<string, string | number | boolean | undefined>,
  ): Promise<T | null>;
  put<T>(path: string, body?: unknown): Promise<T | null>;
  delete<T>(path: string): Promise<T | null>;
  /** Binary downloads (CSV, PDF): the body and the file name from content-disposition. */
  download(
    path: string,
    params?: Record<string, string | number | boolean | undefined>,
  ): Promise<{ blob: Blob; fileName: string | null } | null>;
  /** Why the call that settled last failed; null when it succeeded. */
  lastFailure(): ApiFailure | null;
}
