import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoidTicketDetail } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import type { VoidMove } from '../lib/void-view';

const REASON_MAX = 500;

interface MoveModalProps {
  void: VoidTicketDetail;
  to: VoidMove | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/**
 * Confirms one move of a void: VOIDED says the full amount goes back and that it cannot be undone;
 * REJECTED asks the reason (the server refuses a rejection without one).
 */
export function MoveModal({ void: voidCase, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const asks = to === 'REJECTED';

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(values.reason?.trim() || undefined).catch(() => undefined);
  };

  const status = to ? t(`voidTickets.statuses.${to}`) : '';
  const reason = t('voidTickets.reason');
  return (
    <Modal
      open={to !== null}
      title={t('voidTickets.move.title', { voidNo: voidCase.voidNo, status })}
      okText={to ? t(`voidTickets.actions.${to}`) : ''}
      okButtonProps={{ danger: true, 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph data-testid="move-hint">
        {to
          ? t(`voidTickets.move.hints.${to}`, {
              ticketNo: voidCase.ticketNo,
              amount: formatMoney(voidCase.applicationAmount, voidCase.currency),
            })
          : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="void-move">
        {asks && (
          <Form.Item
            name="reason"
            label={reason}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('voidTickets.validation.required', { field: reason }),
              },
              {
                max: REASON_MAX,
                message: t('voidTickets.validation.tooLong', { field: reason, max: REASON_MAX }),
              },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
