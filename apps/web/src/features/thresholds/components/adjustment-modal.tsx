import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REMARK_MAX, type BalanceAdjustInput, type ThresholdAccount } from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAdjustBalance } from '../api/adjust-balance';
import { amountNumber } from '../utils/amount';
import { AccountFields } from './account-fields';
import { amountRule } from './amount-rules';
import { FormDialog } from '../../../components/discard-guard';

interface FormFields {
  platformType?: number;
  currency?: string;
  amount?: string | null;
  remark?: string;
}

export interface AdjustmentModalProps {
  open: boolean;
  accounts: readonly ThresholdAccount[];
  accountsLoading: boolean;
  ownPlatform: number | null;
  onClose: () => void;
}

function showServerError(form: FormInstance<FormFields>, error: unknown): void {
  if (!isApiError(error) || error.kind !== 'status') return;
  const message = error.message;
  const field = (['amount', 'currency', 'remark', 'platformType'] as const).find((name) =>
    message.startsWith(`${name} `),
  );
  const target = field ?? (message.startsWith('Insufficient balance') ? 'amount' : undefined);
  if (target) form.setFields([{ name: target, errors: [message] }]);
}

/** A signed manual correction of an account's balance (1003-3), confirmed before it is posted. */
export function AdjustmentModal({
  open,
  accounts,
  accountsLoading,
  ownPlatform,
  onClose,
}: AdjustmentModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormFields>();
  const [modal, confirmHolder] = Modal.useModal();
  const adjust = useAdjustBalance();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const post = async (input: BalanceAdjustInput) => {
    try {
      const result = await adjust.mutateAsync(input);
      // The server leaves the balance out for a platform whose balance is hidden (spec section 6).
      notify.success(
        result.balance === null
          ? t('thresholds.adjust.doneHidden')
          : t('thresholds.adjust.done', { balance: formatMoney(result.balance, result.currency) }),
      );
      onClose();
    } catch (error) {
      showServerError(form, error);
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.currency || !values.amount) return;
    const input: BalanceAdjustInput = {
      currency: values.currency,
      amount: amountNumber(values.amount),
      remark: values.remark?.trim() ?? '',
      ...(values.platformType === undefined ? {} : { platformType: values.platformType }),
    };
    const platform = ownPlatform ?? values.platformType ?? 0;
    modal.confirm({
      title: t('thresholds.adjust.confirmTitle'),
      content: t(input.amount < 0 ? 'thresholds.adjust.confirmDebit' : 'thresholds.adjust.confirmCredit', {
        amount: formatMoney(Math.abs(input.amount), input.currency),
        platform: t(`thresholds.platforms.${platform}`, { defaultValue: String(platform) }),
      }),
      okText: t('thresholds.adjust.submit'),
      cancelText: t('common.cancel'),
      onOk: () => post(input),
    });
  };

  return (
    <FormDialog
      open={open}
      title={t('thresholds.adjust.title')}
      okText={t('thresholds.adjust.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={adjust.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      {confirmHolder}
      <Form form={form} layout="vertical" name="adjustment-form" onFinish={() => void submit()}>
        <AccountFields accounts={accounts} ownPlatform={ownPlatform} loading={accountsLoading} />
        <Form.Item
          label={t('thresholds.adjust.amount')}
          name="amount"
          extra={t('thresholds.adjust.amountHint')}
          rules={[amountRule(t, 'amount', true)]}
          required
        >
          <InputNumber<string> stringMode step="1" style={{ width: '100%' }} placeholder="-100.00" />
        </Form.Item>
        <Form.Item
          label={t('thresholds.adjust.remark')}
          name="remark"
          rules={[
            { required: true, whitespace: true, message: t('thresholds.validation.remarkRequired') },
            {
              max: ADJUSTMENT_REMARK_MAX,
              message: t('thresholds.validation.remarkTooLong', { max: ADJUSTMENT_REMARK_MAX }),
            },
          ]}
        >
          <Input
            showCount
            maxLength={ADJUSTMENT_REMARK_MAX}
            placeholder={t('thresholds.adjust.remarkPlaceholder')}
          />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </FormDialog>
  );
}
