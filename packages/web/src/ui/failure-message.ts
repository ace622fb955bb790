import type { ApiFailure } from '@taxdep/domain/ports';

/** What a screen says when a write fails: what failed (no full stop) and, if any, what the user can do next. */
export interface FailureText {
  failed: string;
  advice?: string;
}

/**
 * Issue #10: a refused write shows its reason. The screen's words lead, the service's reason follows them and the
 * advice closes ('The asset could not be saved: Report 3 is read-only. Your changes are kept; …'). Without a
 * reason (a session problem, an empty answer) the screen's words stand alone, as before. The reason stays plain
 * text, which React escapes; the adapter has already bounded its length.
 */
export function failureMessage(text: FailureText, failure: ApiFailure | null): string {
  const reason = failure?.message?.trim();
  const head = reason ? `${text.failed}: ${asSentence(reason)}` : `${text.failed}.`;
  return text.advice ? `${head} ${text.advice}` : head;
}

function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
