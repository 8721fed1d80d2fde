import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThresholdAccount } from '@ota/contract';

export interface AccountFieldsProps {
  accounts: readonly ThresholdAccount[];
  /** The user's platform; null: the form asks which one. */
  ownPlatform: number | null;
  loading: boolean;
  /** Accounts that have a threshold cannot take another (the add form). */
  markTaken?: boolean;
  disabled?: boolean;
}

/** Platform (for a user without one) and currency: which account a form acts on. */
export function AccountFields({ accounts, ownPlatform, loading, markTaken, disabled }: AccountFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const chosenPlatform = Form.useWatch<number | undefined>('platformType', form);
  const platform = ownPlatform ?? chosenPlatform;
  const platforms = [...new Set(accounts.map((account) => account.platformType))];
  const currencies = accounts.filter((account) => account.platformType === platform);
  const platformName = (value: number) => t(`thresholds.platforms.${value}`, { defaultValue: String(value) });

  return (
    <>
      {ownPlatform === null && (
        <Form.Item
          label={t('thresholds.platform')}
          name="platformType"
          rules={[{ required: true, message: t('thresholds.validation.platformRequired') }]}
        >
          <Select
            disabled={disabled}
            loading={loading}
            placeholder={t('thresholds.choosePlatform')}
            options={platforms.map((value) => ({ value, label: platformName(value) }))}
            onChange={() => form.setFieldValue('currency', undefined)}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('thresholds.currency')}
        name="currency"
        rules={[{ required: true, message: t('thresholds.validation.currencyRequired') }]}
      >
        <Select
          showSearch
          disabled={disabled}
          loading={loading}
          placeholder={t('thresholds.chooseCurrency')}
          notFoundContent={
            platform === undefined ? t('thresholds.choosePlatformFirst') : t('thresholds.noAccounts')
          }
          options={currencies.map((account) => ({
            value: account.currency,
            label:
              markTaken && account.hasThreshold
                ? t('thresholds.currencyTaken', { currency: account.currency })
                : account.currency,
            disabled: markTaken && account.hasThreshold,
          }))}
        />
      </Form.Item>
    </>
  );
}
