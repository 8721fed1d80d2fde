import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddFinancialLine } from '../api/financial-report';
import { FormDialog } from '../../../components/discard-guard';

interface LineValues {
  reference: string;
  orderNo: string;
  day: Dayjs;
  currency: string;
  amount: string;
  amountEur?: string;
  remark?: string;
}

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** A figure from outside the console (a supplier's invoice line); the server refuses a repeat. */
export function AddLineModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LineValues>();
  const adding = useAddFinancialLine();
  const required = (field: string) => ({
    required: true,
    message: t('financialReports.required', { field }),
  });
  const amountRule = (field: string) => ({
    pattern: AMOUNT,
    message: t('financialReports.badAmount', { field }),
  });

  const submit = async (values: LineValues) => {
    try {
      await adding.mutateAsync({
        ...values,
        day: values.day.format('YYYY-MM-DD'),
        currency: values.currency.trim().toUpperCase(),
        amountEur: values.amountEur || undefined,
        remark: values.remark || undefined,
      });
      form.resetFields();
      onClose();
    } catch (error) {
      // A refusal (a repeated reference, an order of another platform) keeps the form as typed.
      if (isApiError(error) && error.kind === 'status') notify.warning(error.message);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('financialReports.addLine')}
      okText={t('financialReports.submit')}
      cancelText={t('financialReports.cancel')}
      confirmLoading={adding.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LineValues>
        form={form}
        layout="vertical"
        name="financial-line"
        initialValues={{ currency: 'EUR' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="reference"
          label={t('financialReports.reference')}
          rules={[required(t('financialReports.reference'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="orderNo"
          label={t('financialReports.orderNo')}
          rules={[required(t('financialReports.orderNo'))]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="day" label={t('financialReports.day')} rules={[required(t('financialReports.day'))]}>
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('financialReports.currency')}
          rules={[required(t('financialReports.currency'))]}
        >
          <Input maxLength={3} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('financialReports.amount')}
          extra={t('financialReports.amountHint')}
          rules={[required(t('financialReports.amount')), amountRule(t('financialReports.amount'))]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="amountEur"
          label={t('financialReports.amountEur')}
          rules={[amountRule(t('financialReports.amountEur'))]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('financialReports.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
