import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  COMPENSATION_STATUSES,
  COMPENSATION_TYPES,
  type CompensationStatus,
  type CompensationType,
} from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';

export interface CompensationFilterValues {
  compensationNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  type?: CompensationType;
  status?: CompensationStatus;
  createStart?: string;
  createEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;

interface FormValues extends Omit<CompensationFilterValues, 'createStart' | 'createEnd'> {
  created?: Range;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function toValues({ createStart, createEnd, ...rest }: CompensationFilterValues): FormValues {
  return { ...rest, created: createStart || createEnd ? [day(createStart), day(createEnd)] : null };
}

function toSearch(values: Partial<FormValues>): CompensationFilterValues {
  return {
    compensationNo: upper(values.compensationNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    type: values.type,
    status: values.status,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
  };
}

/** Compensation and order numbers, PNR, passenger, type, status and the created range. */
export function CompensationFilters({
  search,
  onSearch,
}: {
  search: CompensationFilterValues;
  onSearch: (values: CompensationFilterValues) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`compensations.${key}`);
  return (
    <FilterForm<FormValues, CompensationFilterValues>
      name="compensation-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="compensationNo" label={label('compensationNo')}>
        <Input allowClear maxLength={24} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="orderNo" label={label('orderNo')}>
        <Input allowClear maxLength={32} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="pnr" label={label('pnr')}>
        <Input allowClear maxLength={6} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={label('passengers')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="type" label={label('type')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={label('all')}
          options={COMPENSATION_TYPES.map((type) => ({ value: type, label: label(`types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={label('all')}
          data-testid="status-filter"
          options={COMPENSATION_STATUSES.map((status) => ({
            value: status,
            label: label(`statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="created" label={label('created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
