import type { AdminUser, UserInvitation } from '@taxdep/domain';
import type { AdminPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/**
 * New sign-in link (docs/product/administration.md "Adding a user"): for an active user who has not chosen their
 * password yet (a lost or expired invitation), the service makes a fresh one-time link and the earlier one stops
 * working; the dialog shows it to hand over. The service refuses a user who has a password (409), and says why.
 */
export class InvitationStore {
  user: AdminUser | null = null;
  invitation: UserInvitation | null = null;
  failure: string | null = null;
  busy = false;

  constructor(private readonly port: AdminPort) {
    makeAutoObservable<InvitationStore, 'port'>(this, { port: false });
  }

  async renew(user: AdminUser): Promise<void> {
    this.user = user;
    this.invitation = null;
    this.failure = null;
    this.busy = true;
    const answer = await this.port.reinviteUser(user.userId);
    runInAction(() => {
      this.busy = false;
      if (answer) this.invitation = answer;
      else
        this.failure = failureMessage(
          { failed: 'A new sign-in link could not be made' },
          this.port.lastFailure(),
        );
    });
  }

  close(): void {
    this.user = null;
    this.invitation = null;
    this.failure = null;
  }
}
