import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompensationDetail, CompensationStatus } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { DANGER, asksConfirmedAmount, asksReason } from '../lib/compensation-view';

const REASON_MAX = 500;

export interface MoveValues {
  reason?: string;
  confirmedAmount?: number | null;
}

interface MoveModalProps {
  compensation: CompensationDetail;
  /** The state to move to; null when closed. */
  to: CompensationStatus | null;
  saving: boolean;
  onSubmit: (values: MoveValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Confirms one move: the internal assessment, the airline's answer (what it pays), the payment, or
 * a cancellation; an end without compensation says why.
 */
export function MoveModal({ compensation, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveValues>();
  const reason = to !== null && asksReason(to);
  const confirmed = to !== null && asksConfirmedAmount(to);
  const label = (key: string) => t(`compensations.${key}`);

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({ ...values, reason: values.reason?.trim() }).catch(() => undefined);
  };

  const amount = formatMoney(compensation.applicationAmount, compensation.currency);
  return (
    <Modal
      open={to !== null}
      title={t('compensations.move.title', {
        compensationNo: compensation.compensationNo,
        status: to ? label(`statuses.${to}`) : '',
      })}
      okText={to ? label(`actions.${to}`) : ''}
      okButtonProps={{ danger: to !== null && DANGER.includes(to), 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary" data-testid="move-hint">
        {to ? t(`compensations.move.hints.${to}`, { amount }) : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="compensation-move">
        {confirmed && (
          <Form.Item
            name="confirmedAmount"
            label={label('confirmedAmount')}
            extra={label('move.confirmedHint')}
          >
            <InputNumber
              min={0.01}
              max={100000}
              precision={2}
              style={{ width: 200 }}
              data-testid="confirmed-amount"
            />
          </Form.Item>
        )}
        {reason && (
          <Form.Item
            name="reason"
            label={label('reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('compensations.validation.required', { field: label('reason') }),
              },
              {
                max: REASON_MAX,
                message: t('compensations.validation.tooLong', { field: label('reason'), max: REASON_MAX }),
              },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={REASON_MAX} data-testid="move-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
