import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_MAX_DAYS } from '@ota/contract';

/** The required range of days of the records' and the rates' filters, at most TRANSACTION_MAX_DAYS long. */
export function RangeField() {
  const { t } = useTranslation();
  const label = t('transactions.range');
  return (
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
  );
}
