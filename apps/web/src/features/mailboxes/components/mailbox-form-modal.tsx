import { useEffect } from 'react';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAILBOX_EMAIL_MAX,
  MAILBOX_REMARK_MAX,
  MAILBOX_TYPES,
  type MailboxInput,
  type MailboxRow,
} from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/discard-guard';

export interface MailboxFormModalProps {
  open: boolean;
  /** The mailbox being edited; absent when adding. */
  record?: MailboxRow;
  saving: boolean;
  onSave: (values: MailboxInput) => Promise<void>;
  onClose: () => void;
}

/** Server refusals name their field first, or the address when it is taken: show them under it. */
function showServerError(form: FormInstance<MailboxInput>, error: unknown): void {
  if (!isApiError(error) || error.kind !== 'status') return;
  const message = error.message;
  const field = message.includes(' is already registered for ')
    ? 'email'
    : (['emailType', 'email', 'remark'] as const).find((name) => message.startsWith(`${name} `));
  if (field) form.setFields([{ name: field, errors: [message] }]);
}

export function MailboxFormModal({ open, record, saving, onSave, onClose }: MailboxFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MailboxInput>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({ email: record.email, emailType: record.emailType, remark: record.remark });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({ ...values, email: values.email.trim(), remark: values.remark?.trim() ?? '' });
    } catch (error) {
      showServerError(form, error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t(record ? 'mailboxes.editTitle' : 'mailboxes.addTitle')}
      okText={t('mailboxes.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="mailbox-form" onFinish={() => void submit()}>
        <Form.Item
          label={t('mailboxes.email')}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t('mailboxes.validation.emailRequired') },
            { type: 'email', message: t('mailboxes.validation.emailInvalid') },
            {
              max: MAILBOX_EMAIL_MAX,
              message: t('mailboxes.validation.emailTooLong', { max: MAILBOX_EMAIL_MAX }),
            },
          ]}
        >
          <Input autoComplete="off" inputMode="email" placeholder="finance@example.com" />
        </Form.Item>
        <Form.Item
          label={t('mailboxes.emailType')}
          name="emailType"
          extra={t('mailboxes.emailTypeHint')}
          rules={[{ required: true, message: t('mailboxes.validation.emailTypeRequired') }]}
        >
          <Select
            placeholder={t('mailboxes.chooseType')}
            options={MAILBOX_TYPES.map((type) => ({ value: type, label: t(`mailboxes.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('mailboxes.remark')}
          name="remark"
          rules={[
            {
              max: MAILBOX_REMARK_MAX,
              message: t('mailboxes.validation.remarkTooLong', { max: MAILBOX_REMARK_MAX }),
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            showCount
            maxLength={MAILBOX_REMARK_MAX}
            placeholder={t('mailboxes.remarkPlaceholder')}
          />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </FormDialog>
  );
}
