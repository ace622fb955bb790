import type { AdminReportRole, AdminUser, AdminUserCreated, Office } from '@taxdep/domain';
import { type NewUserErrors, validateNewUser } from '@taxdep/domain/firm';
import type { AdminPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

export interface NewUserFields {
  firstName: string;
  lastName: string;
  email: string;
  role: AdminReportRole;
  officeId: number | null;
}

const EMPTY: NewUserFields = { firstName: '', lastName: '', email: '', role: 'surveyor', officeId: null };

/**
 * The Add a user dialog (issue 26 item 17; docs/product/administration.md "Adding a user"): the fields are checked
 * with the domain's rules before sending, the service checks again and says what only it knows (the email taken,
 * the office gone), each beside its field with what was typed kept. Once added, the dialog shows how the user
 * signs in the first time: the one-time link to hand them, or that their firm account will find them.
 */
export class NewUserStore {
  open = false;
  fields: NewUserFields = { ...EMPTY };
  errors: NewUserErrors & { officeId?: string } = {};
  failure: string | null = null;
  busy = false;
  created: AdminUserCreated | null = null;

  constructor(
    private readonly port: AdminPort,
    private readonly onCreated: (user: AdminUser) => void,
  ) {
    makeAutoObservable<NewUserStore, 'port' | 'onCreated'>(this, { port: false, onCreated: false });
  }

  /** Opens the dialog empty, a surveyor of the first office (the usual new user). */
  start(offices: readonly Office[]): void {
    this.open = true;
    this.fields = { ...EMPTY, officeId: offices[0]?.officeId ?? null };
    this.errors = {};
    this.failure = null;
    this.created = null;
  }

  close(): void {
    this.open = false;
  }

  set<K extends keyof NewUserFields>(field: K, value: NewUserFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
    const { [field]: _, ...rest } = this.errors;
    this.errors = rest;
  }

  async submit(): Promise<boolean> {
    const errors = validateNewUser(this.fields);
    this.errors = errors;
    this.failure = null;
    if (Object.keys(errors).length > 0) return false;
    this.busy = true;
    const answer = await this.port.createUser({
      ...this.fields,
      firstName: this.fields.firstName.trim(),
      lastName: this.fields.lastName.trim(),
      email: this.fields.email.trim(),
    });
    runInAction(() => {
      this.busy = false;
      if (answer) {
        this.created = answer;
        this.onCreated(answer.user);
        return;
      }
      const failure = this.port.lastFailure();
      const message = failureMessage({ failed: 'The user could not be added' }, failure);
      // The service's refusals name their field (400 "email: …"), or are the email taken (409) or the office (404).
      const named = /^(firstName|lastName|email|role): (.+)$/.exec(failure?.message ?? '');
      if (failure?.status === 409) this.errors = { email: failure.message ?? message };
      else if (failure?.status === 404) this.errors = { officeId: failure.message ?? message };
      else if (failure?.status === 400 && named) this.errors = { [named[1] as 'email']: named[2] };
      else this.failure = message;
    });
    return answer !== null;
  }
}
