import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Modal, type ButtonProps, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DiscardGuard {
  /** The dialog's onCancel (its Cancel, its × and Esc): asks first when something was typed. */
  requestClose: () => void;
  /** The form's onValuesChange: the operator typed or picked something. */
  markDirty: () => void;
  /** Whether something was typed since the dialog opened. */
  dirty: boolean;
  /** Rendered inside the dialog: the question's place (it takes the console's theme and language). */
  holder: ReactNode;
}

/**
 * The one way every form dialog closes (with the console's `modal.mask.closable: false`,
 * docs/decisions/0038): by its Cancel, × or Esc, and — once the operator typed something — only
 * after "Discard your changes?" is answered. While a dialog holds typed work, leaving or reloading
 * the page asks the browser's own question too. `open` is the dialog's: closed, it forgets its work.
 */
export function useDiscardGuard(onClose: () => void, open = true): DiscardGuard {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const [dirty, setDirty] = useState(false);
  const asking = useRef(false);

  // Closed (by a save, or a discard), the dialog forgets that it held typed work.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setDirty(false);
  }

  useEffect(() => {
    if (!dirty || !open) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, open]);

  const requestClose = useCallback(() => {
    if (!dirty) {
      onClose();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void modal.confirm({
      title: t('common.discardChanges.title'),
      content: t('common.discardChanges.content'),
      okText: t('common.discardChanges.discard'),
      cancelText: t('common.discardChanges.keepEditing'),
      okButtonProps: { danger: true, 'data-testid': 'discard-changes' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'keep-editing' } as ButtonProps,
      onOk: () => {
        asking.current = false;
        setDirty(false);
        onClose();
      },
      onCancel: () => {
        asking.current = false;
      },
    });
  }, [dirty, modal, onClose, t]);

  const markDirty = useCallback(() => setDirty(true), []);
  return { requestClose, markDirty, dirty, holder };
}

export type FormDialogProps = Omit<ModalProps, 'onCancel'> & {
  /** Closes the dialog without saving: its Cancel, × and Esc, asked first when something was typed. */
  onCancel: () => void;
};

/**
 * A form dialog: antd's Modal whose Cancel, × and Esc go through useDiscardGuard. Any form inside
 * (Form.Provider hears each change an operator makes, not the values a dialog sets itself) marks it
 * as holding typed work.
 */
export function FormDialog({ onCancel, open = true, children, ...props }: FormDialogProps) {
  const guard = useDiscardGuard(onCancel, open);
  return (
    <Modal {...props} open={open} onCancel={guard.requestClose}>
      {guard.holder}
      <Form.Provider onFormChange={guard.markDirty}>{children}</Form.Provider>
    </Modal>
  );
}
