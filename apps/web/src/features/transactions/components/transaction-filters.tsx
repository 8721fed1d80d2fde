import { Button, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPES } from '@ota/contract';
import type { TransactionFilter } from '../api/transactions';
import { RangeField } from './range-field';

interface FilterValues {
  range: [Dayjs, Dayjs];
  type?: string[];
  reference?: string;
  operator?: string;
}

/** Range (required: the export and the chart take it too), types, reference prefix, operator. */
export function TransactionFilters({
  filter,
  onSearch,
}: {
  filter: TransactionFilter;
  onSearch: (filter: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form<FilterValues>
      layout="inline"
      name="transaction-filters"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={{
        range: [dayjs(filter.startTime), dayjs(filter.endTime)],
        type: filter.type,
        reference: filter.reference,
        operator: filter.operator,
      }}
      onFinish={(values) =>
        onSearch({
          startTime: values.range[0].format('YYYY-MM-DD'),
          endTime: values.range[1].format('YYYY-MM-DD'),
          type: values.type?.length ? values.type : undefined,
          reference: values.reference?.trim() || undefined,
          operator: values.operator?.trim() || undefined,
        })
      }
    >
      <RangeField />
      <Form.Item name="type" label={t('transactions.transactionType')}>
        <Select
          data-testid="transaction-type-filter"
          mode="multiple"
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('transactions.all')}
          options={LEDGER_ENTRY_TYPES.map((type) => ({
            value: type,
            label: t(`transactions.types.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="reference" label={t('transactions.reference')}>
        <Input allowClear maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="operator" label={t('transactions.operator')}>
        <Input allowClear maxLength={64} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="transaction-search">
          {t('transactions.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
