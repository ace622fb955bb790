import { observer } from 'mobx-react-lite';
import { Modal } from '../ui/Modal';
import { InvitationLink } from './InvitationLink';
import type { InvitationStore } from './InvitationStore';

/** The fresh sign-in link of a user who has not chosen their password yet, or why none was made. */
export const InvitationDialog = observer(function InvitationDialog(props: { store: InvitationStore }) {
  const { store } = props;
  const { user, invitation, failure } = store;
  if (!user || (!invitation && !failure)) return null;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Modal
      title={`A new sign-in link for ${name}`}
      testId="admin-new-link-dialog"
      focus="primary"
      onClose={() => store.close()}
      actions={[
        { label: 'Done', onClick: () => store.close(), primary: true, testId: 'admin-new-link-done' },
      ]}
    >
      {invitation ? (
        <>
          <p role="status">Their earlier link no longer works.</p>
          <InvitationLink invitation={invitation} email={user.email} testId="admin-new-link" />
        </>
      ) : (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
});
