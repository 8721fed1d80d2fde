import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BaggageDetail, BaggageStatus } from '@ota/contract';
import { ASKS_REASON, DANGER } from '../lib/baggage-view';

const REASON_MAX = 500;

interface MoveModalProps {
  bag: BaggageDetail;
  to: BaggageStatus | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a bag; an issue failure or a rejection says why. */
export function MoveModal({ bag, to, saving, onSubmit, onClose }: MoveModalProps) {
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

  const status = to ? t(`baggage.statuses.${to}`) : '';
  return (
    <Modal
      open={to !== null}
      title={t('baggage.move.title', { baggageNo: bag.baggageNo, status })}
      okText={to ? t(`baggage.actions.${to}`) : ''}
      okButtonProps={{ danger: to !== null && DANGER.includes(to), 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary" data-testid="move-hint">
        {to
          ? t(`baggage.move.hints.${to}`, { amount: `${bag.applicationAmount ?? ''} ${bag.currency}` })
          : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="baggage-move">
        <Form.Item
          name="reason"
          label={t('baggage.reason')}
          rules={[
            {
              required: asks,
              whitespace: true,
              message: t('baggage.validation.required', { field: t('baggage.reason') }),
            },
            {
              max: REASON_MAX,
              message: t('baggage.validation.tooLong', { field: t('baggage.reason'), max: REASON_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
