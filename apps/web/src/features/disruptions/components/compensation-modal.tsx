import { useEffect } from 'react';
import { Alert, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_NOTE_MAX, type CompensationSuggestion } from '@ota/contract';
import { FormDialog } from '../../../components/discard-guard';

export interface CompensationValues {
  eligible: boolean;
  amount?: number;
  note: string;
}

interface CompensationModalProps {
  open: boolean;
  suggestion: CompensationSuggestion;
  saving: boolean;
  onSubmit: (values: CompensationValues) => Promise<void>;
  onClose: () => void;
}

/** Records whether the passengers are owed compensation, starting from the EU261 suggestion. */
export function CompensationModal({ open, suggestion, saving, onSubmit, onClose }: CompensationModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompensationValues>();
  const eligible = Form.useWatch('eligible', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      eligible: suggestion.eligible,
      amount: suggestion.eligible ? suggestion.amount : undefined,
      note: '',
    });
  }, [open, suggestion, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({
      eligible: values.eligible,
      amount: values.eligible ? values.amount : undefined,
      note: values.note?.trim() ?? '',
    }).catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      title={t('disruptions.compensation.title')}
      okText={t('disruptions.compensation.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          suggestion.eligible
            ? t('disruptions.compensation.suggested', {
                amount: suggestion.amount,
                km: suggestion.distanceKm,
              })
            : t('disruptions.compensation.notSuggested')
        }
      />
      <Form form={form} layout="vertical" name="disruption-compensation">
        <Form.Item
          name="eligible"
          label={t('disruptions.compensation.eligible')}
          rules={[{ required: true }]}
        >
          <Radio.Group
            options={[
              { value: true, label: t('disruptions.compensation.yes') },
              { value: false, label: t('disruptions.compensation.no') },
            ]}
          />
        </Form.Item>
        {eligible && (
          <Form.Item
            name="amount"
            label={t('disruptions.compensation.amount')}
            rules={[{ required: true, message: t('disruptions.validation.amountRequired') }]}
          >
            <InputNumber min={0} max={10000} precision={2} suffix="EUR" style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={t('disruptions.note')}
          rules={[
            {
              required: eligible === false,
              whitespace: true,
              message: t('disruptions.validation.reasonRequired'),
            },
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
