import { AutoComplete, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAddRate } from '../api/exchange-rates';
import { CURRENCY_CODE, RATE_CURRENCY_OPTIONS } from './rate-currencies';
import { rateRefusal } from './rate-refusal';
import { FormDialog } from '../../../components/discard-guard';

interface Fields {
  day?: Dayjs;
  currency?: string;
  rate?: string;
}

/** As the server takes a rate: positive, at most 8 decimals. */
const RATE = /^\d{1,10}(\.\d{1,8})?$/;

/** POST /exchangeRate/add: one day's rate of a currency, replacing the one there. */
export function RateAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const add = useAddRate();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: Fields) => {
    try {
      await add.mutateAsync({
        day: values.day?.format('YYYY-MM-DD') ?? '',
        currency: (values.currency ?? '').trim().toUpperCase(),
        rate: (values.rate ?? '').trim(),
      });
      notify.success(t('transactions.rates.added'));
      onClose();
    } catch (error) {
      const refusal = rateRefusal(error, t);
      const field = (['day', 'currency', 'rate'] as const).find((name) => refusal.startsWith(name));
      if (field) form.setFields([{ name: field, errors: [refusal] }]);
      else notify.error(refusal);
    }
  };

  const required = (field: string) => ({ required: true, message: t('transactions.required', { field }) });
  return (
    <FormDialog
      open={open}
      title={t('transactions.rates.addTitle')}
      okText={t('transactions.rates.add')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form<Fields> form={form} layout="vertical" name="rate-add" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="day"
          label={t('transactions.rates.day')}
          rules={[required(t('transactions.rates.day'))]}
        >
          <DatePicker data-testid="rate-add-day" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('transactions.rates.currency')}
          rules={[
            required(t('transactions.rates.currency')),
            {
              validator: async (_rule, value: string | undefined) => {
                const code = value?.trim() ?? '';
                if (code && !CURRENCY_CODE.test(code))
                  throw new Error(t('transactions.rates.currencyInvalid'));
                if (code.toUpperCase() === 'EUR') throw new Error(t('transactions.rates.eurIsBase'));
              },
            },
          ]}
        >
          <AutoComplete data-testid="rate-add-currency" options={RATE_CURRENCY_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="rate"
          label={t('transactions.rates.ratePerEur')}
          rules={[
            required(t('transactions.rates.rate')),
            {
              validator: async (_rule, value: string | undefined) => {
                const text = value?.trim() ?? '';
                if (text && (!RATE.test(text) || !/[1-9]/.test(text)))
                  throw new Error(t('transactions.rates.rateInvalid'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" data-testid="rate-add-rate" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
