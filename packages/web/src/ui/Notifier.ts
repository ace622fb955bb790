import type { ApiFailure } from '@taxdep/domain/ports';
import { makeAutoObservable } from 'mobx';
import type { AlertMessage } from './Alert';
import { type FailureText, failureMessage } from './failure-message';

/** A dialog with a message and one button (docs/product/rules.md#messages-and-errors 'Compliance Problem'). */
export interface MessageDialogState {
  title: string;
  subheader?: string;
  messages: readonly string[];
}

/** A question with two buttons; the store awaiting it gets true on confirm, false on cancel or close. */
export interface Confirmation {
  title: string;
  messages: readonly string[];
  confirmLabel: string;
  cancelLabel: string;
  testId: string;
  /** It deletes something: focus starts on Cancel, so Enter, Enter does not delete (issue 16, accessibility). */
  destructive?: boolean;
}

/**
 * What a tab tells the user (in ui/: the register and its import and export both tell it): the short alert
 * (docs/product/rules.md#messages-and-errors "A short alert has type success or error"), a message
 * dialog and a confirmation. Stores await `confirm`; the component answers it, so stores stay free of the DOM.
 */
export class Notifier {
  alert: AlertMessage | null = null;
  dialog: MessageDialogState | null = null;
  confirmation: Confirmation | null = null;
  private resolveConfirmation: ((answer: boolean) => void) | null = null;

  constructor() {
    makeAutoObservable<Notifier, 'resolveConfirmation'>(this, { resolveConfirmation: false });
  }

  success(title: string, message: string): void {
    this.alert = { type: 'success', title, message };
  }

  error(message: string, title = 'Error'): void {
    this.alert = { type: 'error', title, message };
  }

  /** A failed write: the screen's words with the service's reason when it gave one (issue #10). */
  failed(text: FailureText, failure: ApiFailure | null): void {
    this.error(failureMessage(text, failure));
  }

  dismissAlert(): void {
    this.alert = null;
  }

  show(dialog: MessageDialogState): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /** Asks; a question still open is answered false first, so no caller waits forever. */
  confirm(confirmation: Confirmation): Promise<boolean> {
    this.answer(false);
    this.confirmation = confirmation;
    return new Promise((resolve) => {
      this.resolveConfirmation = resolve;
    });
  }

  answer(confirmed: boolean): void {
    const resolve = this.resolveConfirmation;
    this.resolveConfirmation = null;
    this.confirmation = null;
    resolve?.(confirmed);
  }
}
