import { useEffect } from 'react';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_TYPES, type RefundType, type TicketChangeDetail } from '@ota/contract';
import { FormDialog } from '../../../components/discard-guard';

interface RefundModalProps {
  change: TicketChangeDetail;
  open: boolean;
  saving: boolean;
  onSubmit: (refundType: RefundType) => Promise<void>;
  onClose: () => void;
}

/**
 * Confirms turning the change into a refund of the same passengers and segments, asking the refund's
 * type: an involuntary change (the airline moved the flight) starts as an involuntary refund.
 */
export function RefundModal({ change, open, saving, onSubmit, onClose }: RefundModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ refundType: RefundType }>();

  useEffect(() => {
    if (open)
      form.setFieldsValue({ refundType: change.changeType === 'INVOLUNTARY' ? 'INVOLUNTARY' : 'VOLUNTARY' });
  }, [open, change.changeType, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSubmit(values.refundType).catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      title={t('ticketChanges.refund.title', { changeNo: change.changeNo })}
      okText={t('ticketChanges.refund.confirm')}
      okButtonProps={{ 'data-testid': 'refund-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('ticketChanges.refund.hint', { passengers: change.passengers, segments: change.segments })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="change-refund">
        <Form.Item
          name="refundType"
          label={t('ticketChanges.refund.type')}
          rules={[{ required: true, message: t('ticketChanges.validation.refundTypeRequired') }]}
        >
          <Select
            options={REFUND_TYPES.map((type) => ({
              value: type,
              label: t(`ticketChanges.refund.types.${type}`),
            }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
