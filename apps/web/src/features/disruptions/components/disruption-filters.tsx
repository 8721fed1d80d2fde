import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';
import {
  DISRUPTION_STATUSES,
  DISRUPTION_TYPES,
  type DisruptionStatus,
  type DisruptionType,
} from '@ota/contract';

export interface DisruptionFilterValues {
  status?: DisruptionStatus;
  type?: DisruptionType;
  airline?: string;
  flightNo?: string;
  startDate?: string;
  endDate?: string;
}

interface FormValues {
  status?: DisruptionStatus;
  type?: DisruptionType;
  airline?: string;
  flightNo?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const blank = (value: string | undefined) => value?.trim().toUpperCase() || undefined;
const day = (value: string | undefined) => (value ? dayjs(value) : null);

function toValues({ startDate, endDate, ...rest }: DisruptionFilterValues): FormValues {
  return { ...rest, dates: startDate || endDate ? [day(startDate), day(endDate)] : null };
}

/** Status, type, airline, flight number and flight date range. */
export function DisruptionFilters({
  search,
  onSearch,
}: {
  search: DisruptionFilterValues;
  onSearch: (values: DisruptionFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<FormValues, DisruptionFilterValues>
      name="disruption-filters"
      search={search}
      toValues={toValues}
      onSearch={onSearch}
      toSearch={(values) => ({
        status: values.status,
        type: values.type,
        airline: blank(values.airline),
        flightNo: blank(values.flightNo),
        startDate: values.dates?.[0]?.format('YYYY-MM-DD'),
        endDate: values.dates?.[1]?.format('YYYY-MM-DD'),
      })}
    >
      <Form.Item name="status" label={t('disruptions.status')}>
        <Select
          allowClear
          style={{ minWidth: 170 }}
          placeholder={t('disruptions.allStatuses')}
          options={DISRUPTION_STATUSES.map((status) => ({
            value: status,
            label: t(`disruptions.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t('disruptions.type')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={t('disruptions.allTypes')}
          options={DISRUPTION_TYPES.map((type) => ({ value: type, label: t(`disruptions.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="airline" label={t('disruptions.airline')}>
        <Input allowClear maxLength={2} style={{ width: 80 }} placeholder="IB" />
      </Form.Item>
      <Form.Item name="flightNo" label={t('disruptions.flightNo')}>
        <Input allowClear maxLength={8} style={{ width: 120 }} placeholder="IB3166" />
      </Form.Item>
      <Form.Item name="dates" label={t('disruptions.flightDate')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
