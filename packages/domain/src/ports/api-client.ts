/**
 * The one HTTP port the area ports are built on. Spec 8: any non-success response, or one with no data,
 * is a failure and the caller receives null (401/403 handling happens inside the implementation).
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
}
