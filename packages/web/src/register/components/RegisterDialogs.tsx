import { observer } from 'mobx-react-lite';
import { AlertToast } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import type { RegisterStore } from '../store/RegisterStore';
import { ColumnChooserDialog } from './ColumnChooserDialog';
import { CopyRegisterDialog } from './CopyRegisterDialog';
import { ManageLabelsDialog } from './ManageLabelsDialog';
import { ManageOutputDialog } from './ManageOutputDialog';
import { TaxCodeFilterDialog } from './TaxCodeFilterDialog';

/** The popups of the tab, the questions and messages of its stores, and the short alert (docs/product/asset-register.md, docs/product/rules.md#messages-and-errors). */
export const RegisterDialogs = observer(function RegisterDialogs(props: { store: RegisterStore }) {
  const { store } = props;
  const { notifier } = store;
  const question = notifier.confirmation;
  const message = notifier.dialog;
  return (
    <>
      {store.taxFilter.isOpen && <TaxCodeFilterDialog filter={store.taxFilter} />}
      {store.output.draft !== null && <ManageOutputDialog output={store.output} />}
      {store.layout.chooserOpen && <ColumnChooserDialog store={store} />}
      {store.labels.manager.isOpen && <ManageLabelsDialog store={store} />}
      {store.copy.isOpen && <CopyRegisterDialog store={store} />}
      {question && (
        <ConfirmDialog
          title={question.title}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          onConfirm={() => notifier.answer(true)}
          onCancel={() => notifier.answer(false)}
          testId={question.testId}
          destructive={question.destructive}
        >
          {question.messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </ConfirmDialog>
      )}
      {message && (
        <Modal
          title={message.title}
          subheader={message.subheader}
          onClose={() => notifier.closeDialog()}
          actions={[
            {
              label: 'OK',
              primary: true,
              onClick: () => notifier.closeDialog(),
              testId: 'message-dialog-ok',
            },
          ]}
          testId="message-dialog"
        >
          {message.messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Modal>
      )}
      <div className="toast-area">
        <AlertToast alert={notifier.alert} onDismiss={() => notifier.dismissAlert()} />
      </div>
    </>
  );
});
