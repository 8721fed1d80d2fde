import { useEffect } from 'react';
import { Form, Input, Radio } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  WRAPPER_NAME_MAX,
  WRAPPER_STATUSES,
  wrapperUrlProblem,
  type WrapperAddInput,
  type WrapperRow,
} from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/discard-guard';

export interface WrapperFormModalProps {
  open: boolean;
  /** The record being edited; absent when adding. */
  record?: WrapperRow;
  saving: boolean;
  onSave: (values: WrapperAddInput) => Promise<void>;
  onClose: () => void;
}

const FIELDS = ['name', 'wrapperurl', 'status'] as const;

/**
 * A refusal names its field first ("name 'X' is already used…"): show it under that field too. In
 * the reader's language the name may be followed by a particle ('wrapperurl은(는) …'), not a space.
 */
const namesField = (message: string, name: string) =>
  message.startsWith(name) && !/^[A-Za-z0-9]/.test(message.slice(name.length));

function showServerError(form: FormInstance<WrapperAddInput>, error: unknown): void {
  if (!isApiError(error) || error.kind !== 'status') return;
  const field = FIELDS.find((name) => namesField(error.message, name));
  if (field) form.setFields([{ name: field, errors: [error.message] }]);
}

export function WrapperFormModal({ open, record, saving, onSave, onClose }: WrapperFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WrapperAddInput>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? { name: record.name, wrapperurl: record.wrapperurl, status: record.status }
        : { name: '', wrapperurl: '', status: 'online' },
    );
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({ ...values, name: values.name.trim(), wrapperurl: values.wrapperurl.trim() });
    } catch (error) {
      showServerError(form, error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t(record ? 'airlines.editTitle' : 'airlines.addTitle')}
      okText={t('airlines.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="wrapper-form" requiredMark onFinish={() => void submit()}>
        <Form.Item
          label={t('airlines.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('airlines.validation.nameRequired') },
            {
              max: WRAPPER_NAME_MAX,
              message: t('airlines.validation.nameTooLong', { max: WRAPPER_NAME_MAX }),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={WRAPPER_NAME_MAX} />
        </Form.Item>
        <Form.Item
          label={t('airlines.wrapperurl')}
          name="wrapperurl"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = wrapperUrlProblem(value ?? '');
                if (problem) throw new Error(t(`airlines.validation.url.${problem}`));
              },
            },
          ]}
          required
        >
          <Input autoComplete="off" placeholder="https://wrapper.example.com" />
        </Form.Item>
        <Form.Item
          label={t('airlines.status')}
          name="status"
          rules={[{ required: true, message: t('airlines.validation.statusRequired') }]}
        >
          <Radio.Group
            optionType="button"
            options={WRAPPER_STATUSES.map((status) => ({ value: status, label: t(`airlines.${status}`) }))}
          />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </FormDialog>
  );
}
