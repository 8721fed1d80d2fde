import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeDetail, PassengerChangeStatus } from '@ota/contract';
import { DANGER, asksReason } from '../lib/change-view';
import { FieldChangesCell } from './field-changes';

const REASON_MAX = 500;

interface MoveModalProps {
  change: PassengerChangeDetail;
  /** The state to move to; null when closed. */
  to: PassengerChangeStatus | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a change; a rejection or a cancellation says why. */
export function MoveModal({ change, to, saving, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reason = to !== null && asksReason(to);

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(reason ? values.reason?.trim() : undefined).catch(() => undefined);
  };

  const status = to ? t(`passengerChanges.statuses.${to}`) : '';
  return (
    <Modal
      open={to !== null}
      title={t('passengerChanges.move.title', { changeNo: change.changeNo, status })}
      okText={to ? t(`passengerChanges.actions.${to}`) : ''}
      okButtonProps={{ danger: to !== null && DANGER.includes(to), 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary" data-testid="move-hint">
        {to ? t(`passengerChanges.move.hints.${to}`, { passenger: change.passengerName }) : ''}
      </Typography.Paragraph>
      {to === 'DONE' && <FieldChangesCell changes={change.changes} />}
      <Form form={form} layout="vertical" name="passenger-change-move">
        {reason && (
          <Form.Item
            name="reason"
            label={t('passengerChanges.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('passengerChanges.validation.required', { field: t('passengerChanges.reason') }),
              },
              {
                max: REASON_MAX,
                message: t('passengerChanges.validation.tooLong', {
                  field: t('passengerChanges.reason'),
                  max: REASON_MAX,
                }),
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
