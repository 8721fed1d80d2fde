import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FINANCIAL_MAX_DAYS } from '@ota/contract';
import type { FinancialRange } from '../api/financial-report';

interface FilterValues {
  range?: [Dayjs, Dayjs] | null;
}

export interface FinancialFiltersProps {
  /** The range the server answered for (its default week when none was asked). */
  range: { startTime: string; endTime: string } | undefined;
  onSearch: (range: FinancialRange) => void;
}

/** The range of business days; refused before sending when a year or longer, naming the field. */
export function FinancialFilters({ range, onSearch }: FinancialFiltersProps) {
  const { t } = useTranslation();
  const label = t('financialReports.range');
  return (
    <Form<FilterValues>
      layout="inline"
      name="financial-report-filters"
      style={{ marginBottom: 16, rowGap: 8 }}
      key={range ? `${range.startTime}-${range.endTime}` : 'none'}
      initialValues={{ range: range ? [dayjs(range.startTime), dayjs(range.endTime)] : null }}
      onFinish={(values) =>
        onSearch({
          startTime: values.range?.[0].format('YYYY-MM-DD'),
          endTime: values.range?.[1].format('YYYY-MM-DD'),
        })
      }
    >
      <Form.Item
        name="range"
        label={label}
        rules={[
          {
            validator: async (_rule, value: [Dayjs, Dayjs] | null) => {
              if (value && value[1].diff(value[0], 'day') >= FINANCIAL_MAX_DAYS)
                throw new Error(
                  t('financialReports.rangeTooLong', { field: label, days: FINANCIAL_MAX_DAYS }),
                );
            },
          },
        ]}
      >
        <DatePicker.RangePicker data-testid="financial-range" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('financialReports.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
