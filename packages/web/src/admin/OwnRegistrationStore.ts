import { registrationNumberError } from '@taxdep/domain/firm';
import type { FirmPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { adminWrite } from './admin-write';

/**
 * A user's own tax agent registration number (issue 25 item 1; docs/product/administration.md "Users"), which the
 * PDF's sign-off page prints beside their name: any signed-in user keeps theirs from the main portal. A number
 * that is not 8 digits is marked beside the field and not sent; what was typed stays after any refusal.
 */
export class OwnRegistrationStore {
  open = false;
  stored: string | null = null;
  typed = '';
  error: string | null = null;
  failure: string | null = null;
  notice: string | null = null;
  busy = false;

  constructor(private readonly port: FirmPort) {
    makeAutoObservable<OwnRegistrationStore, 'port'>(this, { port: false });
  }

  async show(): Promise<void> {
    this.open = true;
    this.failure = null;
    this.notice = null;
    const answer = await this.port.ownRegistration();
    runInAction(() => {
      if (!answer) {
        this.failure = 'Your registration number could not be read.';
        return;
      }
      this.stored = answer.taxAgentRegistrationNumber;
      this.typed = answer.taxAgentRegistrationNumber ?? '';
    });
  }

  close(): void {
    this.open = false;
  }

  type(text: string): void {
    this.typed = text;
    this.error = null;
  }

  async save(): Promise<boolean> {
    this.error = registrationNumberError(this.typed);
    if (this.error) return false;
    const typed = this.typed;
    const answer = await adminWrite(
      this,
      this.port,
      () => this.port.saveOwnRegistration(typed),
      'Your registration number could not be saved',
    );
    if (!answer) return false;
    runInAction(() => {
      this.stored = answer.taxAgentRegistrationNumber;
      this.typed = answer.taxAgentRegistrationNumber ?? '';
      this.notice = answer.taxAgentRegistrationNumber
        ? `Saved: your reports’ sign-off prints ${answer.taxAgentRegistrationNumber}.`
        : 'Saved: your reports’ sign-off says your number is not recorded.';
    });
    return true;
  }
}
