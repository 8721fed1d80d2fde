import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketChangeDetail, TicketChangeStatus } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { needsReason } from '../lib/change-view';

const REASON_MAX = 500;

interface MoveModalProps {
  change: TicketChangeDetail;
  /** The state to move to (any but QUOTED, which has its own dialog); null when closed. */
  to: TicketChangeStatus | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a change, saying what it does (PAID debits, REISSUED replaces the flights) and asking why where the server needs it. */
export function MoveModal({ change, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reason = to !== null && needsReason(to);

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(reason ? values.reason?.trim() : undefined).catch(() => undefined);
  };

  const amount = formatMoney(change.applicationAmount ?? '0', change.currency);
  return (
    <Modal
      open={to !== null}
      title={
        to
          ? t('ticketChanges.move.title', {
              changeNo: change.changeNo,
              status: t(`ticketChanges.statuses.${to}`),
            })
          : ''
      }
      okText={to ? t(`ticketChanges.actions.${to}`) : ''}
      okButtonProps={{ danger: reason, 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary" data-testid="move-hint">
        {to ? t(`ticketChanges.move.hints.${to}`, { amount }) : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="change-move">
        {reason && (
          <Form.Item
            name="reason"
            label={t('ticketChanges.reason')}
            rules={[
              { required: true, whitespace: true, message: t('ticketChanges.validation.reasonRequired') },
              { max: REASON_MAX, message: t('ticketChanges.validation.tooLong', { max: REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
