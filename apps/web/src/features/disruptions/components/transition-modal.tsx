import { useEffect } from 'react';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_NOTE_MAX, type DisruptionStatus } from '@ota/contract';
import { FormDialog } from '../../../components/discard-guard';

interface TransitionModalProps {
  disruptionNo: string;
  /** The state to move to; null when closed. */
  to: DisruptionStatus | null;
  saving: boolean;
  onSubmit: (note: string) => Promise<void>;
  onClose: () => void;
}

/** The confirmation of a move, with an optional note for the history. */
export function TransitionModal({ disruptionNo, to, saving, onSubmit, onClose }: TransitionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(values.note?.trim() ?? '').catch(() => undefined);
  };

  const target = to ? t(`disruptions.statuses.${to}`) : '';
  return (
    <FormDialog
      open={to !== null}
      title={t('disruptions.moveTitle', { no: disruptionNo, status: target })}
      okText={t('disruptions.moveConfirm', { status: target })}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('disruptions.moveHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="disruption-transition">
        <Form.Item
          name="note"
          label={t('disruptions.note')}
          rules={[
            {
              max: DISRUPTION_NOTE_MAX,
              message: t('disruptions.validation.noteTooLong', { max: DISRUPTION_NOTE_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={DISRUPTION_NOTE_MAX} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
