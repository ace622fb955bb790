/**
 * A search term taken literally inside a LIKE pattern: LIKE treats `%` and `_` as wildcards and `\` as escape (the
 * default), and a user's text must match as typed.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
