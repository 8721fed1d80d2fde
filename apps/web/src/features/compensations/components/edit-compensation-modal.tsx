import { useEffect } from 'react';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompensationDetail } from '@ota/contract';
import { amountText } from '../../../lib/case-outcome';
import { editedFields, type EditValues } from '../lib/compensation-view';
import { FormDialog } from '../../../components/discard-guard';

const REMARK_MAX = 500;
/** The contract's amount: at most 12 digits before the point (the 2 decimals are InputNumber's). */
const AMOUNT_MAX = 999_999_999_999.99;

interface FormValues {
  amount?: number | null;
  remark?: string;
}

interface EditCompensationModalProps {
  compensation: CompensationDetail;
  open: boolean;
  saving: boolean;
  onSubmit: (values: EditValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Edits the amount asked and the remark before the claim goes out. Only what changed travels; the
 * server takes a remark to replace, not to empty, and refuses an edit that changes nothing.
 */
export function EditCompensationModal(props: EditCompensationModalProps) {
  const { compensation, open, saving, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const amountLabel = t('compensations.applicationAmount');
  const remarkLabel = t('compensations.remark');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      amount: compensation.applicationAmount === null ? null : Number(compensation.applicationAmount),
      remark: compensation.remark,
    });
  }, [open, form, compensation.applicationAmount, compensation.remark]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const edited = editedFields(compensation, {
      amount: amountText(values.amount),
      remark: values.remark?.trim() ?? '',
    });
    if (!edited) {
      form.setFields([{ name: 'amount', errors: [t('compensations.edit.nothingChanged')] }]);
      return;
    }
    await onSubmit(edited).catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      title={t('compensations.edit.title', { compensationNo: compensation.compensationNo })}
      okText={t('compensations.edit.submit')}
      okButtonProps={{ 'data-testid': 'edit-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('compensations.edit.hint')}</Typography.Paragraph>
      <Form<FormValues> form={form} layout="vertical" name="compensation-edit">
        <Form.Item
          name="amount"
          label={amountLabel}
          rules={[
            { required: true, message: t('compensations.validation.required', { field: amountLabel }) },
            {
              type: 'number',
              min: 0.01,
              message: t('compensations.validation.positive', { field: amountLabel }),
            },
          ]}
        >
          <InputNumber
            min={0.01}
            max={AMOUNT_MAX}
            precision={2}
            suffix={compensation.currency}
            style={{ width: 220 }}
            data-testid="edit-amount"
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={remarkLabel}
          rules={[
            {
              max: REMARK_MAX,
              message: t('compensations.validation.tooLong', { field: remarkLabel, max: REMARK_MAX }),
            },
            {
              // A blank remark is no remark to the server: an existing one is replaced, never emptied.
              validator: (_rule, value: string | undefined) =>
                compensation.remark.trim() !== '' && (value ?? '').trim() === ''
                  ? Promise.reject(new Error(t('compensations.edit.remarkNotEmptied')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={REMARK_MAX} data-testid="edit-remark" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
