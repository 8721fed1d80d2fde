import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeatDetail, SeatStatus } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { ASKS_REASON, DANGER } from '../lib/seat-view';

const REASON_MAX = 500;

interface MoveModalProps {
  seat: SeatDetail;
  to: SeatStatus | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a seat case; an issue failure, a reassignment or a rejection says why. */
export function MoveModal({ seat, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const asks = to !== null && ASKS_REASON.includes(to);

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(values.reason?.trim() || undefined).catch(() => undefined);
  };

  const status = to ? t(`seats.statuses.${to}`) : '';
  return (
    <Modal
      open={to !== null}
      title={t('seats.move.title', { seatNo: seat.seatNo, status })}
      okText={to ? t(`seats.actions.${to}`) : ''}
      okButtonProps={{ danger: to !== null && DANGER.includes(to), 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary" data-testid="move-hint">
        {to
          ? t(`seats.move.hints.${to}`, {
              amount: formatMoney(seat.applicationAmount, seat.currency),
              seat: seat.seat,
            })
          : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="seat-move">
        <Form.Item
          name="reason"
          label={t('seats.reason')}
          rules={[
            {
              required: asks,
              whitespace: true,
              message: t('seats.validation.required', { field: t('seats.reason') }),
            },
            {
              max: REASON_MAX,
              message: t('seats.validation.tooLong', { field: t('seats.reason'), max: REASON_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
