import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_REASON_MAX } from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTopUp } from '../api/transactions';
import { FormDialog } from '../../../components/discard-guard';

interface Fields {
  platformType?: number;
  amount?: string;
  reason?: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Money in from outside (1003-3): one TOP_UP entry with its reason, in the account's currency. */
export function TopUpModal({
  open,
  ownPlatform,
  onClose,
}: {
  open: boolean;
  ownPlatform: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const topUp = useTopUp();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: Fields) => {
    try {
      const result = await topUp.mutateAsync({
        currency: 'EUR',
        amount: values.amount ?? '',
        reason: values.reason ?? '',
        ...(ownPlatform === null ? { platformType: values.platformType } : {}),
      });
      notify.success(
        result.balance === null
          ? t('transactions.toppedUp')
          : t('transactions.toppedUpBalance', { balance: formatMoney(result.balance, result.currency) }),
      );
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'status') return;
      const field = (['amount', 'reason', 'platformType'] as const).find((name) =>
        error.message.startsWith(name),
      );
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('transactions.topUpTitle')}
      okText={t('transactions.topUp')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={topUp.isPending}
      destroyOnHidden
    >
      <Form<Fields> form={form} layout="vertical" name="top-up" onFinish={(values) => void submit(values)}>
        {ownPlatform === null && (
          <Form.Item
            name="platformType"
            label={t('transactions.platform')}
            rules={[
              { required: true, message: t('transactions.required', { field: t('transactions.platform') }) },
            ]}
          >
            <Select
              options={[1, 2].map((value) => ({ value, label: t(`transactions.platforms.${value}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('transactions.amountEur')}
          rules={[
            { required: true, message: t('transactions.required', { field: t('transactions.amountEur') }) },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && (!AMOUNT.test(value.trim()) || Number(value) <= 0))
                  throw new Error(t('transactions.amountInvalid', { field: t('transactions.amountEur') }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" data-testid="top-up-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('transactions.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('transactions.required', { field: t('transactions.reason') }),
            },
          ]}
        >
          <Input maxLength={TOP_UP_REASON_MAX} data-testid="top-up-reason" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
