import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DISRUPTION_DELAY_MAX,
  DISRUPTION_REASON_MAX,
  DISRUPTION_TYPES,
  type DisruptionType,
} from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import type { DisruptionAddInput } from '../api/add-disruption';
import { FormDialog } from '../../../components/discard-guard';

interface FormValues {
  type: DisruptionType;
  airline: string;
  flightNo: string;
  flightDate: Dayjs;
  newDepTime?: Dayjs;
  delayMinutes?: number;
  reason?: string;
}

const FIELDS = ['type', 'airline', 'flightNo', 'flightDate', 'newDepTime', 'delayMinutes', 'reason'] as const;

/** Server refusals name their field first: show them under it. */
function showServerError(form: FormInstance<FormValues>, error: unknown): void {
  if (!isApiError(error) || error.kind !== 'status') return;
  const message = error.message;
  const field = FIELDS.find((name) => message.startsWith(`${name} `) || message.startsWith(`${name}:`));
  if (field) form.setFields([{ name: field, errors: [message] }]);
}

interface RecordDisruptionModalProps {
  open: boolean;
  saving: boolean;
  onSave: (input: DisruptionAddInput) => Promise<unknown>;
  onClose: () => void;
}

/** Records a disruption by airline, flight number and date; the server finds the orders on it. */
export function RecordDisruptionModal({ open, saving, onSave, onClose }: RecordDisruptionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({
        type: values.type,
        airline: values.airline.trim().toUpperCase(),
        flightNo: values.flightNo.trim().toUpperCase(),
        flightDate: values.flightDate.format('YYYY-MM-DD'),
        newDepTime:
          values.type === 'SCHEDULE_CHANGE' ? values.newDepTime?.format('YYYY-MM-DD HH:mm:ss') : undefined,
        delayMinutes: values.type === 'DELAY' ? values.delayMinutes : undefined,
        reason: values.reason?.trim() ?? '',
      });
    } catch (error) {
      showServerError(form, error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('disruptions.recordTitle')}
      okText={t('disruptions.recordSave')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="record-disruption" initialValues={{ type: 'DELAY' }}>
        <Form.Item
          name="type"
          label={t('disruptions.type')}
          rules={[{ required: true, message: t('disruptions.validation.typeRequired') }]}
        >
          <Select
            options={DISRUPTION_TYPES.map((value) => ({ value, label: t(`disruptions.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="airline"
          label={t('disruptions.airline')}
          rules={[
            { required: true, whitespace: true, message: t('disruptions.validation.airlineRequired') },
            { pattern: /^[A-Za-z0-9]{2}$/, message: t('disruptions.validation.airlineInvalid') },
          ]}
        >
          <Input maxLength={2} placeholder="IB" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="flightNo"
          label={t('disruptions.flightNo')}
          rules={[
            { required: true, whitespace: true, message: t('disruptions.validation.flightNoRequired') },
            { pattern: /^[A-Za-z0-9]{1,8}$/, message: t('disruptions.validation.flightNoInvalid') },
          ]}
        >
          <Input maxLength={8} placeholder="IB3166" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="flightDate"
          label={t('disruptions.flightDate')}
          rules={[{ required: true, message: t('disruptions.validation.flightDateRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {type === 'SCHEDULE_CHANGE' && (
          <Form.Item
            name="newDepTime"
            label={t('disruptions.newDepTime')}
            rules={[{ required: true, message: t('disruptions.validation.newDepTimeRequired') }]}
          >
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        )}
        {type === 'DELAY' && (
          <Form.Item
            name="delayMinutes"
            label={t('disruptions.delayMinutes')}
            rules={[{ required: true, message: t('disruptions.validation.delayRequired') }]}
          >
            <InputNumber min={1} max={DISRUPTION_DELAY_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('disruptions.reason')}
          rules={[
            {
              max: DISRUPTION_REASON_MAX,
              message: t('disruptions.validation.reasonTooLong', { max: DISRUPTION_REASON_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={DISRUPTION_REASON_MAX} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
