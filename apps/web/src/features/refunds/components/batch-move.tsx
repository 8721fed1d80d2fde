import { useState } from 'react';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@ota/contract';
import { BATCH_TARGETS, moveFields } from '../lib/refund-view';
import { FormDialog } from '../../../components/discard-guard';

const REASON_MAX = 500;

interface BatchMoveProps {
  /** The selected refunds' numbers, for the confirmation. */
  selected: readonly string[];
  saving: boolean;
  /** Resolves true when the server moved them all. */
  onMove: (status: RefundStatus, reason: string | undefined) => Promise<boolean>;
}

/** Moves the selected refunds to one status, after a confirmation naming them; all or none move. */
export function BatchMove({ selected, saving, onMove }: BatchMoveProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<RefundStatus | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const askReason = target !== undefined && moveFields(target).reason;
  const status = target ? t(`refunds.statuses.${target}`) : '';

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const moved = await onMove(target, values.reason?.trim() || undefined).catch(() => false);
    if (!moved) return;
    setConfirming(false);
    form.resetFields();
  };

  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="batch-move">
      <Typography.Text>{t('refunds.batch.selected', { count: selected.length })}</Typography.Text>
      <Select
        aria-label={t('refunds.batch.target')}
        data-testid="batch-target"
        style={{ minWidth: 190 }}
        placeholder={t('refunds.batch.target')}
        value={target}
        onChange={setTarget}
        options={BATCH_TARGETS.map((value) => ({ value, label: t(`refunds.statuses.${value}`) }))}
      />
      <Button
        type="primary"
        disabled={selected.length === 0 || target === undefined}
        onClick={() => setConfirming(true)}
        data-testid="batch-move-button"
      >
        {t('refunds.batch.move')}
      </Button>
      <FormDialog
        open={confirming}
        title={t('refunds.batch.title', { count: selected.length, status })}
        okText={t('refunds.batch.confirm', { status })}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={() => setConfirming(false)}
        forceRender
      >
        <Typography.Paragraph>{selected.join(', ')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('refunds.batch.hint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" name="refund-batch">
          {askReason && (
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
      </FormDialog>
    </Space>
  );
}
