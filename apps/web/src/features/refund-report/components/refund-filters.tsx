import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, REPORT_MAX_DAYS } from '@ota/contract';
import type { RefundReportFilter } from '../api/refund-report';

interface FilterValues {
  range?: [Dayjs, Dayjs] | null;
  status?: string;
  airline?: string;
}

export interface RefundFiltersProps {
  /** The range the server answered for (its default week when none was asked). */
  range: { startTime: string; endTime: string } | undefined;
  filter: RefundReportFilter;
  onSearch: (filter: RefundReportFilter) => void;
}

export function RefundFilters({ range, filter, onSearch }: RefundFiltersProps) {
  const { t } = useTranslation();
  const label = t('refundReport.range');
  const submit = (values: FilterValues) =>
    onSearch({
      startTime: values.range?.[0].format('YYYY-MM-DD'),
      endTime: values.range?.[1].format('YYYY-MM-DD'),
      status: values.status || undefined,
      airline: values.airline?.trim() || undefined,
    });
  return (
    <Form<FilterValues>
      layout="inline"
      name="refund-report-filters"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={submit}
      // A new form per range shown: a kept form instance would keep its first (empty) values.
      key={`${range ? `${range.startTime}-${range.endTime}` : 'none'}-${filter.status}-${filter.airline}`}
      initialValues={{
        range: range ? [dayjs(range.startTime), dayjs(range.endTime)] : null,
        status: filter.status,
        airline: filter.airline,
      }}
    >
      <Form.Item
        name="range"
        label={label}
        rules={[
          {
            validator: async (_rule, value: [Dayjs, Dayjs] | null) => {
              if (value && value[1].diff(value[0], 'day') >= REPORT_MAX_DAYS)
                throw new Error(t('refundReport.rangeTooLong', { field: label, days: REPORT_MAX_DAYS }));
            },
          },
        ]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="status" label={t('refundReport.status')}>
        <Select
          data-testid="refund-status-filter"
          allowClear
          style={{ width: 200 }}
          placeholder={t('refundReport.all')}
          options={REFUND_STATUSES.map((status) => ({
            value: status,
            label: t(`refundReport.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="airline" label={t('refundReport.airline')}>
        <Input allowClear maxLength={2} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('refundReport.search')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
