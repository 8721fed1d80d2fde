import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundDetail, RefundStatus } from '@ota/contract';
import { amountText } from '../../../lib/case-outcome';
import { moveFields } from '../lib/refund-view';

const REASON_MAX = 500;

export interface MoveValues {
  serviceCharge?: string;
  confirmedAmount?: string;
  reason?: string;
}

interface FormValues {
  serviceCharge?: number | null;
  confirmedAmount?: number | null;
  reason?: string;
}

interface MoveModalProps {
  refund: RefundDetail;
  /** The state to move to; null when closed. */
  to: RefundStatus | null;
  saving: boolean;
  onSubmit: (values: MoveValues) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a refund and asks what that move needs (moveFields). */
export function MoveModal({ refund, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const fields = to ? moveFields(to) : null;
  const quoted = refund.applicationAmount === null ? undefined : Number(refund.applicationAmount);

  useEffect(() => {
    if (!to) return;
    form.resetFields();
    // The airline grants the quote unless it keeps a fee: start from it.
    form.setFieldsValue({ confirmedAmount: to === 'AIRLINE_APPROVED' ? quoted : undefined });
  }, [to, quoted, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({
      serviceCharge: fields?.serviceCharge ? amountText(values.serviceCharge) : undefined,
      confirmedAmount: fields?.confirmedAmount ? amountText(values.confirmedAmount) : undefined,
      reason: fields?.reason ? values.reason?.trim() : undefined,
    }).catch(() => undefined);
  };

  const status = to ? t(`refunds.statuses.${to}`) : '';
  return (
    <Modal
      open={to !== null}
      title={t('refunds.move.title', { refundNo: refund.refundNo, status })}
      okText={to ? t(`refunds.actions.${to}`) : ''}
      okButtonProps={{ danger: to === 'CANCELLED' || to === 'AIRLINE_REJECTED', 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{to ? t(`refunds.move.hints.${to}`) : ''}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="refund-move">
        {fields?.serviceCharge && (
          <Form.Item
            name="serviceCharge"
            label={t('refunds.serviceCharge')}
            extra={t('refunds.move.serviceChargeHint')}
          >
            <InputNumber
              min={0}
              max={999_999_999}
              precision={2}
              suffix={refund.currency}
              style={{ width: 220 }}
            />
          </Form.Item>
        )}
        {fields?.confirmedAmount && (
          <Form.Item
            name="confirmedAmount"
            label={t('refunds.confirmedAmount')}
            rules={[{ required: true, message: t('refunds.validation.confirmedRequired') }]}
          >
            <InputNumber
              min={0.01}
              max={quoted}
              precision={2}
              suffix={refund.currency}
              style={{ width: 220 }}
            />
          </Form.Item>
        )}
        {fields?.reason && (
          <Form.Item
            name="reason"
            label={t('refunds.reason')}
            rules={[
              { required: true, whitespace: true, message: t('refunds.validation.reasonRequired') },
              { max: REASON_MAX, message: t('refunds.validation.tooLong', { max: REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
