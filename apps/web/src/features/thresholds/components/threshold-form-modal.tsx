import { useEffect } from 'react';
import { Form, Input, InputNumber, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThresholdAccount, ThresholdRow } from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { amountNumber } from '../utils/amount';
import { AccountFields } from './account-fields';
import { amountRule } from './amount-rules';
import { FormDialog } from '../../../components/discard-guard';

export interface ThresholdFormValues {
  platformType?: number;
  currency: string;
  warningThreshold: number;
}

interface FormFields {
  platformType?: number;
  currency?: string;
  warningThreshold?: string | null;
}

export interface ThresholdFormModalProps {
  open: boolean;
  /** The threshold being edited (only its amount changes); absent when adding. */
  record?: ThresholdRow;
  accounts: readonly ThresholdAccount[];
  accountsLoading: boolean;
  ownPlatform: number | null;
  saving: boolean;
  onSave: (values: ThresholdFormValues) => Promise<void>;
  onClose: () => void;
}

function showServerError(form: FormInstance<FormFields>, error: unknown): void {
  if (!isApiError(error) || error.kind !== 'status') return;
  const message = error.message;
  const field = (['warningThreshold', 'currency', 'platformType'] as const).find((name) =>
    message.startsWith(`${name} `),
  );
  const target = field ?? (/ account$| already exists$/.test(message) ? 'currency' : undefined);
  if (target) form.setFields([{ name: target, errors: [message] }]);
}

export function ThresholdFormModal(props: ThresholdFormModalProps) {
  const { open, record, saving, onSave, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FormFields>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue({ warningThreshold: String(record.warningThreshold) });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({
        platformType: values.platformType,
        currency: values.currency ?? record?.currency ?? '',
        warningThreshold: amountNumber(values.warningThreshold ?? ''),
      });
    } catch (error) {
      showServerError(form, error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t(record ? 'thresholds.editTitle' : 'thresholds.addTitle')}
      okText={t('thresholds.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="threshold-form" onFinish={() => void submit()}>
        {record ? (
          <Form.Item label={t('thresholds.account')}>
            <Input
              disabled
              value={`${record.currency} · ${t(`thresholds.platforms.${record.platformType}`, {
                defaultValue: String(record.platformType),
              })}`}
            />
          </Form.Item>
        ) : (
          <AccountFields
            accounts={props.accounts}
            ownPlatform={props.ownPlatform}
            loading={props.accountsLoading}
            markTaken
          />
        )}
        <Form.Item
          label={t('thresholds.warningThreshold')}
          name="warningThreshold"
          extra={t('thresholds.warningThresholdHint')}
          rules={[amountRule(t, 'warningThreshold', false)]}
          required
        >
          <InputNumber<string> stringMode step="100" style={{ width: '100%' }} placeholder="5000.00" />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </FormDialog>
  );
}
