import { AutoComplete, Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_MAX_DAYS } from '@ota/contract';
import type { RateFilter } from '../api/exchange-rates';
import { RATE_CURRENCY_OPTIONS } from './rate-currencies';

interface FilterValues {
  currency?: string;
  range: [Dayjs, Dayjs];
}

/** Currency (any 3-letter code, the demo's offered) and a range of days, as the re-sync takes it. */
export function RateFilters({
  filter,
  onSearch,
}: {
  filter: Required<Pick<RateFilter, 'startTime' | 'endTime'>> & RateFilter;
  onSearch: (filter: RateFilter & { startTime: string; endTime: string }) => void;
}) {
  const { t } = useTranslation();
  const label = t('transactions.range');
  return (
    <Form<FilterValues>
      layout="inline"
      name="rate-filters"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={{ currency: filter.currency, range: [dayjs(filter.startTime), dayjs(filter.endTime)] }}
      onFinish={(values) =>
        onSearch({
          currency: values.currency?.trim().toUpperCase() || undefined,
          startTime: values.range[0].format('YYYY-MM-DD'),
          endTime: values.range[1].format('YYYY-MM-DD'),
        })
      }
    >
      <Form.Item name="currency" label={t('transactions.rates.currency')}>
        <AutoComplete
          data-testid="rate-currency-filter"
          allowClear
          options={RATE_CURRENCY_OPTIONS}
          placeholder={t('transactions.all')}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item
        name="range"
        label={label}
        rules={[
          { required: true, message: t('transactions.rangeRequired', { field: label }) },
          {
            validator: async (_rule, value: [Dayjs, Dayjs] | null) => {
              if (value && value[1].diff(value[0], 'day') >= TRANSACTION_MAX_DAYS)
                throw new Error(t('transactions.rangeTooLong', { field: label, days: TRANSACTION_MAX_DAYS }));
            },
          },
        ]}
      >
        <DatePicker.RangePicker allowClear={false} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="rate-search">
          {t('transactions.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
