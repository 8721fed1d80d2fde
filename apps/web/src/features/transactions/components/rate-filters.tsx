import { AutoComplete, Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RateFilter } from '../api/exchange-rates';
import { RATE_CURRENCY_OPTIONS } from './rate-currencies';
import { RangeField } from './range-field';

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
      <RangeField />
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="rate-search">
          {t('transactions.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
